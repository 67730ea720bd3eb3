import type { NormalizedCacheObject } from '@apollo/client';
import type { QueryResults } from '../../lib/data/liveQueryStore';

// The server renders a page with the answers to its queries and sends them along: the shell's
// answers by query (read before the Apollo client loads), and Apollo's whole cache (restored
// when it does), so the browser asks for nothing the server already had.
const STATE_GLOBAL = '__ROOFLINE_APOLLO_STATE__';
const RESULTS_GLOBAL = '__ROOFLINE_QUERY_RESULTS__';

/** `<` and the line separators escaped, so no data can close the script or break it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The script that hands the server's data to the browser. */
export function serverDataScript(state: NormalizedCacheObject, results: QueryResults): string {
  return `<script>window.${STATE_GLOBAL}=${scriptSafeJson(state)};window.${RESULTS_GLOBAL}=${scriptSafeJson(results)}</script>`;
}

/** The server's answers to the shell's queries, or undefined (rendered in the browser). */
export function readQueryResults(): QueryResults | undefined {
  return (globalThis as unknown as Record<string, QueryResults | undefined>)[RESULTS_GLOBAL];
}

/** The server's cache for the page the browser opened, or undefined (rendered in the browser). */
export function readApolloState(): NormalizedCacheObject | undefined {
  return (globalThis as unknown as Record<string, NormalizedCacheObject | undefined>)[STATE_GLOBAL];
}
