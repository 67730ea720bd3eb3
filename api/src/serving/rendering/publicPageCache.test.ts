import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '#core/pageRendering';
import { createPublicPageCache, publicPageKey } from './publicPageCache.js';

const page = (html: string): RenderedPage => ({ kind: 'page', status: 200, html, stateScript: '' }) as RenderedPage;

describe('publicPageKey', () => {
  const key = (url: string, cookie?: string) => publicPageKey(url, cookie, 'roofline_privacy', 'sheet-1');

  it('keys a visitor’s page by URL, privacy choice and content version', () => {
    expect(key('http://x.test/resources?page=2')).toBe('sheet-1||/resources?page=2');
    expect(key('http://x.test/', 'roofline_privacy=analytics%3Doff')).toBe('sheet-1|analytics%3Doff|/');
    expect(publicPageKey('http://x.test/', undefined, 'roofline_privacy', 'sheet-2')).not.toBe(key('http://x.test/'));
  });

  it('renders per request for anyone with a session or any other cookie, and for previews', () => {
    expect(key('http://x.test/', 'roofline_session=abc')).toBeNull();
    expect(key('http://x.test/', 'roofline_privacy=x; roofline_prequals=signed')).toBeNull();
    expect(key('http://x.test/resources/article/preview/draft?token=t')).toBeNull();
  });
});

describe('the public page cache', () => {
  it('renders a page once while it is fresh, concurrent requests included, and again once it is stale', async () => {
    // Any time but zero, which lru-cache reads as an entry stored without one.
    let clock = 1;
    const cache = createPublicPageCache({ ttlMs: 30_000, maxBytes: 1_000_000, now: () => clock });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    const [a, b] = await Promise.all([cache.page('k', render), cache.page('k', render)]);
    expect(a).toEqual(page('render 1'));
    expect(b).toEqual(page('render 1'));
    clock = 30_001;
    expect(await cache.page('k', render)).toEqual(page('render 1'));
    clock = 30_002;
    expect(await cache.page('k', render)).toEqual(page('render 2'));
  });

  it('keeps no redirect, error page or failed render', async () => {
    const cache = createPublicPageCache({ ttlMs: 30_000, maxBytes: 1_000_000, now: () => 0 });
    let renders = 0;
    const notFound = async () => ({ ...(page('missing') as object), status: 404, n: ++renders }) as unknown as RenderedPage;
    await cache.page('k', notFound);
    await cache.page('k', notFound);
    expect(renders).toBe(2);
    await cache.page('n', async () => null);
    expect(await cache.page('n', async () => page('now'))).toEqual(page('now'));
  });

  it('forgets the least recently used page beyond its size in bytes (two a character)', async () => {
    const cache = createPublicPageCache({ ttlMs: 30_000, maxBytes: 2 * 2 * 'render 1'.length, now: () => 0 });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    await cache.page('a', render);
    await cache.page('b', render);
    await cache.page('c', render);
    expect(await cache.page('a', render)).toEqual(page('render 4'));
  });
});
