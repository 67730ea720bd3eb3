import { BoundedMap } from '#core/boundedMap';
import type { RenderedPage } from '#core/pageRendering';

type Page = Extract<RenderedPage, { kind: 'page' }>;

interface Entry {
  page: Promise<Page | null>;
  expiresAt: number;
}

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
 * `ttlMs`, so a public page costs one render per interval instead of one per request. Each
 * server keeps its own (nothing here is another server's state); concurrent requests for a
 * page being rendered wait for that one render. The rendered markup is kept, not the HTML
 * sent: every answer still carries its own script nonce.
 */
export function createPublicPageCache({ ttlMs, capacity, now = () => performance.now() }: { ttlMs: number; capacity: number; now?: () => number }) {
  const entries = new BoundedMap<string, Entry>(capacity);
  return {
    get enabled() {
      return ttlMs > 0;
    },
    async page(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.page;
      const rendered = render();
      // Only a whole page is kept: redirects, failures and error statuses render again next time.
      const page = rendered.then((result) => (result?.kind === 'page' && result.status === 200 ? result : null));
      entries.set(key, { page, expiresAt: now() + ttlMs });
      void page.then(
        (kept) => kept ?? entries.delete(key),
        () => entries.delete(key),
      );
      return rendered;
    },
  };
}
