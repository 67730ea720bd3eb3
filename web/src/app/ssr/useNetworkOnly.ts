import { useState } from 'react';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { pageIsLive } from '../HydrationMarker';
import { readApolloState } from './serverData';

const networkOnly = (): WatchQueryFetchPolicy => 'network-only';

/**
 * Options for a query that asks the server every time its page opens, except on the page the
 * server has just rendered: there it answers from the data the server rendered with (sent in
 * Apollo's cache), then asks the server on every later fetch. A plain `network-only` query would
 * render its loading state where the server rendered the page, and React would throw the server's
 * HTML away and render the page again. (Apollo's `prioritizeCacheValues` does the first part, but
 * a `network-only` query answered that way never watches the cache, so the page would no longer
 * show what its own mutations save.)
 */
export function useNetworkOnly(): { fetchPolicy: WatchQueryFetchPolicy; nextFetchPolicy: () => WatchQueryFetchPolicy } {
  const [options] = useState(() => ({
    fetchPolicy: readApolloState() && !pageIsLive() ? ('cache-first' as const) : ('network-only' as const),
    nextFetchPolicy: networkOnly,
  }));
  return options;
}
