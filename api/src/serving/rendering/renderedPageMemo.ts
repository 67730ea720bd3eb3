import { createHash } from 'node:crypto';
import type { RenderedPage, RenderedPageMemo } from '#core/pageRendering';

// Two bytes a character: V8 keeps a string with any character past Latin-1 (a curly quote) that way.
const sizeOf = (page: RenderedPage) => 2 * (page.kind === 'page' ? page.html.length + page.stateScript.length : 32);

/**
 * Rendered pages by what they were rendered from (core/pageRendering.ts), up to `maxBytes` of
 * markup, the least recently used dropped first. Keys are long (every answer of the page's
 * queries), so only their digest is kept.
 */
export function createRenderedPageMemo({ maxBytes }: { maxBytes: number }): RenderedPageMemo {
  const pages = new Map<string, RenderedPage>();
  let bytes = 0;
  const digest = (key: string) => createHash('sha256').update(key).digest('base64');
  return {
    get(key) {
      const id = digest(key);
      const page = pages.get(id);
      if (page) {
        pages.delete(id);
        pages.set(id, page);
      }
      return page;
    },
    set(key, page) {
      const size = sizeOf(page);
      if (size > maxBytes) return;
      const id = digest(key);
      const replaced = pages.get(id);
      if (replaced) bytes -= sizeOf(replaced);
      pages.delete(id);
      pages.set(id, page);
      bytes += size;
      for (const [oldest, kept] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(oldest);
        bytes -= sizeOf(kept);
      }
    },
  };
}
