import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteMatch } from 'react-router';
import { HomeHighlightsDocument } from '#generated/shell';
import { ResourcesArticleDocument, ResourcesCategoryDocument, ResourcesIndexDocument } from '#generated/resources';
import { PartnerPropertyDashboardDocument, PropertyDashboardDocument } from '#generated/web';
import { pageQuery, type PageLocation, type PageQuery } from '../../lib/data/pageQuery';

interface RouteQueries {
  /** A path of the route table (routes.tsx), as written there. */
  path: string;
  queries: (location: PageLocation) => PageQuery[];
}

const ownerDashboard = ({ params }: PageLocation) => [pageQuery(PropertyDashboardDocument, { uuid: params.uuid ?? '' })];

/**
 * The queries each page asks for as it first renders, for the server to ask before it renders
 * (entry-server.tsx). Kept out of the route table, which the browser downloads on every page.
 * A page missing here still renders whole, a render pass later per query it asks.
 */
export const ROUTE_QUERIES: RouteQueries[] = [
  { path: '/', queries: () => [pageQuery(HomeHighlightsDocument)] },
  { path: '/resources', queries: () => [pageQuery(ResourcesIndexDocument)] },
  { path: '/resources/categories/:categorySlug', queries: ({ params }) => [pageQuery(ResourcesCategoryDocument, { slug: params.categorySlug ?? '' })] },
  { path: '/resources/:articleSlug', queries: ({ params }) => [pageQuery(ResourcesArticleDocument, { slug: params.articleSlug ?? '' })] },
  // The owner's dashboard and its equity steps (PropertyDashboardPage, EquityFlowPage).
  ...[
    '/property/:uuid/dashboard',
    '/property/:uuid/dashboard/buy-in',
    '/property/:uuid/dashboard/buy-in/:step',
    '/property/:uuid/dashboard/cash-out',
    '/property/:uuid/dashboard/cash-out/:step',
  ].map((path) => ({ path, queries: ownerDashboard })),
  // A mailed invitation in the URL is accepted first; the dashboard is asked after it.
  {
    path: '/partner/property/:uuid/dashboard',
    queries: ({ params, search }) => (search.get('invitation') ? [] : [pageQuery(PartnerPropertyDashboardDocument, { uuid: params.uuid ?? '' })]),
  },
];

/**
 * Matches of the paths asked lately, at most this many (the oldest forgotten first): matching
 * ranks and compiles every path of the table on each call, 2–3% of a dashboard page's time.
 */
const MATCHES_KEPT = 1000;
const matchesByPath = new LRUCache<string, Array<RouteMatch<string, RouteQueries>>>({ max: MATCHES_KEPT });

function matchesOf(pathname: string): Array<RouteMatch<string, RouteQueries>> {
  let matches = matchesByPath.get(pathname);
  if (!matches) {
    matches = matchRoutes(ROUTE_QUERIES, pathname) ?? [];
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/** The queries the page at `url` declares (none for a page not listed). */
export function pageQueriesFor(url: URL): PageQuery[] {
  return matchesOf(url.pathname).flatMap(({ route, params }) => route.queries({ params, search: url.searchParams }));
}
