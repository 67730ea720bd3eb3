import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
// The web-streams build, not react-dom/static's Node one: that one runs each render inside an
// AsyncLocalStorage, which from the first page on makes Node track every promise the server
// creates, in every request after it (a logged-in dashboard page took about a tenth longer).
import { prerender } from 'react-dom/static.edge';
import { LRUCache } from 'lru-cache';
import { StaticRouter } from 'react-router';
import { createApolloClient, CSRF_HEADERS } from './app/apollo';
import { AppRoutes } from './app/AppRoutes';
import { loadPageCode } from './app/routes';
import { askDeclaredQueries } from './app/ssr/declaredAnswers';
import { watchForFailedQueries } from './app/ssr/failedQueries';
import { prefetchPageData } from './app/ssr/prefetchPageData';
import { renderedPageKey } from './app/ssr/renderedPageKey';
import { pageQueriesFor } from './app/ssr/routeQueries';
import { shellQueries } from './app/ssr/shellQueries';
import { serverDataScript } from './app/ssr/serverData';
import { createServerShellQuery } from './app/ssr/serverShellQuery';
import { ReadyDataProvider } from './lib/data/ReadyDataProvider';
import type { QueryResults } from './lib/data/liveQueryStore';
import { ServerShellQueryContext } from './lib/data/useShellQuery';
import { createPageResponse, PageResponseContext } from './lib/pageResponse';
import { GRAPHQL_BATCH_LIMIT } from '#core/graphqlBatching';
import type { PageRenderRequest, PreparePage, RenderedPage } from '#core/pageRendering';

/**
 * Paths whose page code has loaded, at most this many (the oldest forgotten first). Matching the
 * whole route table again took 7% of the time of a dashboard page asked again.
 */
const PREPARED_PATHS_KEPT = 1000;
const preparedPaths = new LRUCache<string, true>({ max: PREPARED_PATHS_KEPT });

/** Loads the modules of the page at `url` (see PreparePage): the API calls it before renderPage. */
export const preparePage: PreparePage = async (url) => {
  const { pathname } = new URL(url);
  if (preparedPaths.has(pathname)) return;
  await loadPageCode(pathname);
  preparedPaths.set(pathname, true);
};

/**
 * Renders one page of the web app as the browser's first render will: the same routes and
 * components, with every query answered before the HTML is sent. The queries the shell and the
 * route declare are asked first, together, so the render finds them answered; Apollo re-renders
 * for any query the page asks beyond them. The browser then hydrates it (web/src/main.tsx).
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url);
  const { pathname, search, hash } = url;
  const uri = new URL('/graphql', request.url).href;
  const headers = { ...CSRF_HEADERS, ...(request.cookie ? { cookie: request.cookie } : {}) };
  // One data round trip: without it the session answers first, then the signed-in shell and the
  // page ask theirs, each in a render pass of its own.
  const declared = [...shellQueries(request.hasSession ?? false), ...pageQueriesFor(url)];
  const answers = await askDeclaredQueries({ uri, fetch: request.fetchGraphQL, headers, queries: declared, signal: request.signal });
  const memoKey = answers.text ? renderedPageKey({ url, privacyCookie: request.privacyCookie, now: new Date(), answers: answers.text }) : null;
  const kept = memoKey ? request.renderedPages?.get(memoKey) : undefined;
  if (kept) return kept;
  // Queries beyond the declared ones, asked by the render, go to /graphql as one batch per pass:
  // one session lookup and one trip through the server's middleware, not one per query.
  const link = new BatchHttpLink({ uri, fetch: request.fetchGraphQL, headers, batchMax: GRAPHQL_BATCH_LIMIT, batchInterval: 0 });
  const failures = watchForFailedQueries();
  const client = createApolloClient(ApolloLink.from([failures.link, answers.link, link]), { ssrMode: true });
  await prefetchPageData(client, declared, request.signal);
  // Every path matches the route table (its '*' route); a page records any other status itself.
  const response = createPageResponse({ status: 200, privacyCookie: request.privacyCookie });
  const shellResults: QueryResults = {};
  const tree = (
    <ServerShellQueryContext.Provider value={createServerShellQuery(shellResults)}>
      <ReadyDataProvider client={client}>
        <PageResponseContext.Provider value={response}>
          <StaticRouter location={`${pathname}${search}${hash}`}>
            <AppRoutes />
          </StaticRouter>
        </PageResponseContext.Provider>
      </ReadyDataProvider>
    </ServerShellQueryContext.Provider>
  );
  const { result } = await prerenderStatic({
    tree,
    signal: request.signal,
    // The page is sent whole, so every part goes inline in document order. By default React moves a
    // boundary past 12.8 KB (the rates calculator with its filters) to the end of the document,
    // hidden until an inline script swaps it in: its text then paints only after the whole
    // document has been parsed, which made it the slowest largest paint of the public pages.
    renderFunction: (node) => prerender(node, { signal: request.signal, onError: request.onError, progressiveChunkSize: Number.POSITIVE_INFINITY }),
    maxRerenders: 10,
  });
  client.stop();
  const { fields } = response;
  if (fields.redirect) return { kind: 'redirect', status: 302, location: fields.redirect };
  if (failures.failed()) return { kind: 'browser', status: fields.status, noIndex: fields.noIndex ?? false };
  const page: RenderedPage = {
    kind: 'page',
    status: fields.status,
    html: result,
    stateScript: serverDataScript(client.extract() as NormalizedCacheObject, shellResults),
    title: fields.title,
    description: fields.description,
    noIndex: fields.noIndex ?? false,
  };
  // Kept only if the declared answers were all it read, and it was rendered whole.
  if (memoKey && answers.forwarded() === 0 && !request.signal?.aborted) request.renderedPages?.set(memoKey, page);
  return page;
}
