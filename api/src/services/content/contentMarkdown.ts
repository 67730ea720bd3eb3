import { LRUCache } from 'lru-cache';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

function headingId(html: string, used: Set<string>): string {
  const base =
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&[a-z#0-9]+;/gi, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    table: ['tabindex'],
    th: ['align', 'scope'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that leave the site open normally but never hand the page to the other site.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } }),
    th: (tagName, attribs) => ({ tagName, attribs: { ...attribs, scope: 'col' } }),
    // Wide tables scroll sideways on phones; a scrolling region must be reachable by keyboard.
    table: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
  },
};

/**
 * Markdown (GitHub flavour: tables, strikethrough, autolinks) to sanitized HTML. Headings start
 * at h2 because the page title is the h1, and carry ids so sections can be linked to. Raw HTML
 * in the Markdown, scripts, event handlers and javascript: URLs never survive sanitizing.
 */
export function renderMarkdown(markdown: string): string {
  const usedIds = new Set<string>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const level = Math.min(Math.max(depth + (depth === 1 ? 1 : 0), 2), 4);
        return `<h${level} id="${headingId(inner, usedIds)}">${inner}</h${level}>\n`;
      },
    },
  });
  return sanitizeHtml(marked.parse(markdown) as string, SANITIZE);
}

/** Minutes to read at 220 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`|[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

/** Rendered HTML by record version, up to 4 MB (two bytes a character), the least recently used out first. */
const rendered = new LRUCache<string, string>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (html) => 2 * html.length || 1 });

/** renderMarkdown, remembered per record version so reads do not re-render unchanged text (the version is in the key). */
export function renderMarkdownCached(key: string, updatedAt: Date | string, markdown: string): string {
  const cacheKey = `${key}@${new Date(updatedAt).getTime()}`;
  let html = rendered.get(cacheKey);
  if (html === undefined) {
    html = renderMarkdown(markdown);
    rendered.set(cacheKey, html);
  }
  return html;
}
