import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';

// Printing a document is far dearer than looking it up; the generated documents live as long as the app.
const printed = new WeakMap<DocumentNode, string>();

/** The query text Apollo sends for `document` (with the __typename its cache asks for). */
export function asApolloSends(document: DocumentNode): string {
  const known = printed.get(document);
  if (known !== undefined) return known;
  const text = print(addTypenameToDocument(document));
  printed.set(document, text);
  return text;
}
