import type { DocumentNode } from 'graphql';

/** The operation's name: the documents are generated, and every operation is named. */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  throw new Error('Every operation in this app is named.');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** One query with its variables, the same on the server and in the browser. */
export function queryKey(document: DocumentNode, variables: object | undefined): string {
  return `${operationName(document)}:${JSON.stringify(canonical(variables ?? {}))}`;
}
