import type { RenderedPage } from '../../../core/pageRendering.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with a rendered page in #root, its title, description and data. */
export function fillPageTemplate(template: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  // React puts the page's resource hints (<link rel="preload">) first; they belong in <head>.
  const hints = /^(?:<link [^>]*\/>)+/.exec(page.html)?.[0] ?? '';
  let html = template
    .replace('</head>', () => `${hints}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html.slice(hints.length)}</div>${page.stateScript}`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
  if (page.description) html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_match, before: string, after: string) => `${before}${escapeHtml(page.description ?? '')}${after}`);
  if (page.noIndex) html = html.replace('</head>', () => '<meta name="robots" content="noindex" />\n  </head>');
  return html;
}

/**
 * A server-rendered page is readable before its scripts run, so nothing of the app may delay its
 * first paint: the entry and the modules it preloads are requested after the first frame (the
 * next animation frame, then a task), still all at once, and the page is hydrated when they
 * arrive. A browser compiling a preloaded module before painting would hold the paint back.
 */
export function startAppAfterFirstPaint(template: string): string {
  const preloads: string[] = [];
  let entry: string | undefined;
  const html = template
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '<script type="module" data-app-loader></script>';
    });
  if (!entry) return template;
  const loader = `const preload = ${JSON.stringify(preloads)};
requestAnimationFrame(() => setTimeout(() => {
  for (const href of preload) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
  import(${JSON.stringify(entry)});
}));`;
  return html.replace('<script type="module" data-app-loader></script>', () => `<script type="module">${loader}</script>`);
}
