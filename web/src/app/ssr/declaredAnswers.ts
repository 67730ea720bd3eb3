import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { GRAPHQL_BATCH_LIMIT } from '#core/graphqlBatching';
import type { PageQuery } from '../../lib/data/pageQuery';
import { asApolloSends } from '../../lib/data/asApolloSends';
import { operationName, queryKey } from '../../lib/data/queryKey';

export interface DeclaredAnswers {
  /** The answers as /graphql sent them, in the order asked: the data the page will be rendered from. */
  text: string;
  /** Serves the declared queries from these answers; any other operation goes on down the link chain. */
  link: ApolloLink;
  /** How many operations went past the answers to the network. */
  forwarded: () => number;
}

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A batch's answers, or null for a text that is not one (it leaves its queries to the client). */
function parsedBatch(text: string): unknown[] | null {
  try {
    const results = JSON.parse(text) as unknown;
    return Array.isArray(results) ? results : null;
  } catch {
    return null;
  }
}

/**
 * Asks a page's declared queries at once, as the batch Apollo's link would send, before any
 * Apollo client exists: the answers decide whether the page must be rendered at all (a page
 * rendered from the same answers is the same page). A request that failed leaves its queries
 * unanswered: the client asks them again, as it would have without this.
 */
export async function askDeclaredQueries({
  uri,
  fetch,
  headers,
  queries,
  signal,
}: {
  uri: string;
  fetch: typeof globalThis.fetch;
  headers: Record<string, string>;
  queries: PageQuery[];
  signal?: AbortSignal;
}): Promise<DeclaredAnswers> {
  const batches = chunks(queries, GRAPHQL_BATCH_LIMIT);
  const texts = await Promise.all(
    batches.map(async (batch) => {
      // Printed as Apollo's cache asks for them (with __typename), so an answer can be written as is.
      const body = batch.map(({ query, variables }) => ({ operationName: operationName(query), variables: variables ?? {}, query: asApolloSends(query) }));
      try {
        const response = await fetch(uri, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
          body: JSON.stringify(body),
          signal,
        });
        const text = await response.text();
        return response.ok && text.startsWith('[') ? text : '';
      } catch {
        return '';
      }
    }),
  );
  // Read only when the page is rendered: a page already rendered from the same text is sent as it was.
  const readAnswers = () => {
    const read = new Map<string, FormattedExecutionResult>();
    batches.forEach((batch, b) => {
      const results = parsedBatch(texts[b] ?? '');
      if (results?.length !== batch.length) return;
      batch.forEach(({ query, variables }, i) => read.set(queryKey(query, variables), results[i] as FormattedExecutionResult));
    });
    return read;
  };
  let answers: Map<string, FormattedExecutionResult> | undefined;
  const answersByKey = () => (answers ??= readAnswers());
  let forwarded = 0;
  const link = new ApolloLink((operation, forward) => {
    const key = queryKey(operation.query, operation.variables);
    const answer = answersByKey().get(key);
    // A failed query's answer is given once (to the prefetch); the render then asks /graphql
    // again, as it would have without this.
    if (answer?.errors?.length) answersByKey().delete(key);
    if (answer) return of(answer);
    forwarded += 1;
    return forward(operation);
  });
  return { text: texts.join('\n'), link, forwarded: () => forwarded };
}
