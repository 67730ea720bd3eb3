// The contract between the API and the web app's server entry (web/src/entry-server.tsx, built
// to dist/server/entry-server.js): the API hands it a page request and sends what it returns.

export interface PageRenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The request's Cookie header: the page's queries run as the visitor (logged in or not). */
  cookie?: string;
  /** The request carries a session cookie (valid or not): the signed-in shell's queries are asked up front. */
  hasSession?: boolean;
  /** The privacy_preferences cookie's value, so the banner renders as the browser will. */
  privacyCookie?: string;
  /** Runs a GraphQL HTTP request in the same process (the API's own handler). */
  fetchGraphQL: typeof fetch;
  /** Stops waiting for data: what has arrived is rendered, the rest loads in the browser. */
  signal?: AbortSignal;
  /** Pages already rendered, by what they were rendered from: a page whose data is unchanged is not rendered again. */
  renderedPages?: RenderedPageMemo;
  onError?: (error: unknown) => void;
}

export type RenderedPage =
  | { kind: 'redirect'; status: 302; location: string }
  /**
   * A page to render in the browser, sent as the app's shell with the status the page set: a
   * query it asked failed. Apollo's cache keeps answers, not errors, so the browser could not take
   * over what the server rendered from the error; it asks again and renders the page itself.
   */
  | { kind: 'browser'; status: number; noIndex: boolean }
  | {
      kind: 'page';
      status: number;
      /** The markup inside #root. */
      html: string;
      /** A script for after #root that hands the data cache to the browser. */
      stateScript: string;
      title?: string;
      description?: string;
      noIndex: boolean;
    };

/**
 * Pages kept by everything they were rendered from (the URL, the privacy choice, the day and every
 * answer of their queries, as one key): the same key is the same page, so a page is never stale,
 * only unused. Copies in one server's memory; any server renders the page again when it has none.
 */
export interface RenderedPageMemo {
  get(key: string): RenderedPage | undefined;
  set(key: string, page: RenderedPage): void;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/**
 * Loads the code of the page at a URL (its route's modules), so rendering it waits only for its
 * data: the render's time limit is about slow data, not a server whose page code is not loaded yet.
 */
export type PreparePage = (url: string) => Promise<void>;
