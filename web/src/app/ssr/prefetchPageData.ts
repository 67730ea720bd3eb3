import type { ApolloClient } from '@apollo/client';
import type { PageQuery } from '../../lib/data/pageQuery';

/**
 * Asks a page's declared queries through the client before the render, so the render finds them
 * in the cache instead of discovering them one render pass after another. On the server they are
 * answered by the batch already asked (declaredAnswers.ts). A query that fails is left to the
 * render, which asks again and shows the error as the browser would.
 * Past the render's time limit the signal cuts the request off (and /graphql stops its work), and
 * the page renders with what has arrived.
 */
export async function prefetchPageData(client: ApolloClient, queries: PageQuery[], signal?: AbortSignal): Promise<void> {
  const context = signal ? { fetchOptions: { signal } } : undefined;
  await Promise.all(queries.map(({ query, variables }) => client.query({ query, variables, context }).catch(() => undefined)));
}
