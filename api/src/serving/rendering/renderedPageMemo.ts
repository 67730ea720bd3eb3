import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RenderedPage, RenderedPageMemo } from '#core/pageRendering';

// Two bytes a character: V8 keeps a string with any character past Latin-1 (a curly quote) that way.
const sizeOf = (page: RenderedPage) => 2 * (page.kind === 'page' ? page.html.length + page.stateScript.length : 32) || 1;

/**
 * Rendered pages by what they were rendered from (core/pageRendering.ts), up to `maxBytes` of
 * markup, the least recently used dropped first; a page larger than that is not kept. No age
 * limit: the key holds everything the page shows, so a page found is never stale. Keys are long
 * (every answer of the page's queries), so only their digest is kept.
 */
export function createRenderedPageMemo({ maxBytes }: { maxBytes: number }): RenderedPageMemo {
  const pages = new LRUCache<string, RenderedPage>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  const digest = (key: string) => createHash('sha256').update(key).digest('base64');
  return {
    get: (key) => pages.get(digest(key)),
    set: (key, page) => void pages.set(digest(key), page),
  };
}
