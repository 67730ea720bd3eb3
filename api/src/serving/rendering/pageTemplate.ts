import type { RenderedPage } from '#core/pageRendering';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with a rendered page in #root, its title, description and data. With a
 * CSP nonce, our inline scripts carry it: the template's, the data script, and React's own
 * runtime instructions in the page (static prerendering takes no nonce of its own).
 */
export function fillPageTemplate(template: string, page: Extract<RenderedPage, { kind: 'page' }>, nonce?: string): string {
  // React puts the page's resource hints (<link rel="preload">) first; they belong in <head>.
  const hints = /^(?:<link [^>]*\/>)+/.exec(page.html)?.[0] ?? '';
  const body = withReactRuntimeNonce(page.html.slice(hints.length), nonce);
  let html = withScriptNonce(template, nonce)
    .replace('</head>', () => `${hints}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${withScriptNonce(page.stateScript, nonce)}`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
  if (page.description)
    html = html.replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${escapeHtml(page.description ?? '')}${after}`,
    );
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

/**
 * Gives every <script> of trusted markup (our page template, the data script we build) this
 * response's CSP nonce. Never applied to the rendered page itself, so nothing that got into the
 * page's content could borrow the nonce.
 */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  return html.replace(/<script\b(?![^>]*\snonce=)/g, `<script nonce="${checkedNonce(nonce)}"`);
}

/**
 * React's prerendered page holds plain <script> tags of its own runtime ($RC, $RV, $RT... that
 * reveal Suspense boundaries); only tags that begin exactly so get the nonce. Page content
 * cannot produce a <script> tag (React escapes text, and article HTML is sanitised), and if it
 * ever did, it would not begin with React's instructions.
 */
function withReactRuntimeNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  return html.replace(/<script>(?=\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$RT=)/g, `<script nonce="${checkedNonce(nonce)}">`);
}

function checkedNonce(nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('A CSP nonce is base64.');
  return nonce;
}
