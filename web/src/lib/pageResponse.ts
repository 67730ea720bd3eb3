import { createContext, useContext, useEffect } from 'react';

/**
 * What a page tells the server's HTTP response while it is rendered there: its title and
 * description for <head>, its status, a redirect in place of the page, whether search engines
 * may index it; and the request's privacy cookie (the browser reads its own). Null in the browser.
 */
export interface PageResponseFields {
  status: number;
  title?: string;
  description?: string;
  redirect?: string;
  noIndex?: boolean;
  privacyCookie?: string;
}

export interface PageResponse {
  readonly fields: Readonly<PageResponseFields>;
  /** Components record into the response as they render; the last to render wins. */
  record(fields: Partial<PageResponseFields>): void;
}

export function createPageResponse(initial: PageResponseFields): PageResponse {
  let fields = { ...initial };
  return {
    get fields() {
      return fields;
    },
    record(patch) {
      fields = { ...fields, ...patch };
    },
  };
}

export const PageResponseContext = createContext<PageResponse | null>(null);

export function usePageResponse(): PageResponse | null {
  return useContext(PageResponseContext);
}

const documentTitle = (title: string) => `${title} | Roofline`;

/** The page's title and meta description: in the server's <head>, then kept by the browser. */
export function useDocumentHead(title: string, description?: string): void {
  usePageResponse()?.record(description ? { title: documentTitle(title), description } : { title: documentTitle(title) });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

/** A page rendered on the server answers with this status (404 for the not-found page). */
export function useResponseStatus(status: number): void {
  usePageResponse()?.record({ status });
}

/** A guard that sends the browser elsewhere: on the server the response becomes a redirect (true). */
export function useServerRedirect(to: string | null): boolean {
  const response = usePageResponse();
  if (response && to) response.record({ redirect: to });
  return response !== null;
}

/** Keeps a page (a draft preview) out of search results, in the server's HTML and the browser's. */
export function useNoIndex(): void {
  usePageResponse()?.record({ noIndex: true });
  useEffect(() => {
    if (document.querySelector('meta[name="robots"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
