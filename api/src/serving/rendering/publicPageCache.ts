import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '#core/pageRendering';

type Page = Extract<RenderedPage, { kind: 'page' }>;

// Two bytes a character, as V8 keeps a page with any character past Latin-1.
const sizeOf = (page: Page) => 2 * (page.html.length + page.stateScript.length) || 1;

/**
 * Which cache entry a request's page is, or null when the page is the visitor's own: only a
 * GET with no cookie but the privacy choice (which shows or hides the banner) is anyone's
 * page. A session, a claimed prequal or any other cookie renders per request, as do previews.
 */
export function publicPageKey(url: string, cookieHeader: string | undefined, privacyCookieName: string, contentVersion: string): string | null {
  const { pathname, search } = new URL(url);
  if (pathname.includes('/preview')) return null;
  let privacy = '';
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (!name) continue;
    if (name !== privacyCookieName) return null;
    privacy = value.join('=');
  }
  return `${contentVersion}|${privacy}|${pathname}${search}`;
}

/**
 * Pages rendered for visitors without a session, kept per URL and content version for
 * `ttlMs` (the refresh rule: after it the page is rendered again, with what the database holds
 * then), up to `maxBytes` of markup, so a public page costs one render per interval instead of
 * one per request. Each server keeps its own (nothing here is another server's state);
 * concurrent requests for a page being rendered wait for that one render (lru-cache's fetch).
 * The rendered markup is kept, not the HTML sent: every answer still carries its own script nonce.
 */
export function createPublicPageCache({ ttlMs, maxBytes, now }: { ttlMs: number; maxBytes: number; now?: () => number }) {
  const pages = new LRUCache<string, Page, () => Promise<RenderedPage | null>>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    // Only a whole page is kept: redirects, failures and error statuses render again next time.
    fetchMethod: async (_key, _stale, { context: render }) => {
      const result = await render();
      return result?.kind === 'page' && result.status === 200 ? result : undefined;
    },
  });
  return {
    get enabled() {
      return ttlMs > 0;
    },
    async page(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
      // The request that renders gets what it rendered, kept or not; one that waited for it gets the page or null.
      let rendered: Promise<RenderedPage | null> | undefined;
      const kept = await pages.fetch(key, { context: () => (rendered = render()) });
      return rendered ?? kept ?? null;
    },
  };
}
