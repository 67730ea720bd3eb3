import { describe, expect, it } from 'vitest';
import { fillPageTemplate, startAppAfterFirstPaint } from './pageTemplate.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Roofline: live refinance rates." />
    <title>Roofline</title>
    <script type="module" crossorigin src="/js/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/js/react-dom-abc.js">
    <link rel="modulepreload" crossorigin href="/js/apollo-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { kind: 'page' as const, status: 200, html: '<main><h1>Rates</h1></main>', stateScript: '<script>window.__STATE__={}</script>', noIndex: false };

describe('the page template', () => {
  it('puts the rendered page in #root, its data after it, and its title and description in <head>', () => {
    const html = fillPageTemplate(TEMPLATE, { ...page, title: 'Refinance rates | Roofline', description: 'Live rates from our lenders.' });
    expect(html).toContain('<div id="root"><main><h1>Rates</h1></main></div><script>window.__STATE__={}</script>');
    expect(html).toContain('<title>Refinance rates | Roofline</title>');
    expect(html).toContain('<meta name="description" content="Live rates from our lenders." />');
    expect(html).not.toContain('noindex');
  });

  it('escapes the title and description, which may come from editors', () => {
    const html = fillPageTemplate(TEMPLATE, { ...page, title: '</title><script>alert(1)</script>', description: '"><script>alert(2)</script>' });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert');
  });

  it('keeps $ sequences in content literal', () => {
    const html = fillPageTemplate(TEMPLATE, { ...page, html: '<p>Save $1,200 a year, $& more</p>', title: "$' title" });
    expect(html).toContain('<p>Save $1,200 a year, $& more</p>');
    expect(html).toContain("<title>$' title</title>");
  });

  it('moves React resource hints into <head> and marks drafts noindex', () => {
    const html = fillPageTemplate(TEMPLATE, { ...page, html: '<link rel="preload" as="image" href="/hero.svg"/><h1>Draft</h1>', noIndex: true });
    expect(html).toMatch(/<link rel="preload" as="image" href="\/hero.svg"\/>\s*<meta name="robots" content="noindex" \/>\s*<\/head>/);
    expect(html).toContain('<div id="root"><h1>Draft</h1></div>');
  });

  it('requests the app after the first paint, the entry and its modules at once', () => {
    const html = startAppAfterFirstPaint(TEMPLATE);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('src="/js/index-abc.js"');
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('const preload = ["/js/react-dom-abc.js","/js/apollo-abc.js"];');
    expect(loader).toMatch(/^const preload = .*;\nrequestAnimationFrame\(\(\) => setTimeout\(\(\) => \{/);
    expect(loader).toContain('import("/js/index-abc.js");');
  });

  it('leaves a template without the built entry as it is', () => {
    expect(startAppAfterFirstPaint('<html><body><div id="root"></div></body></html>')).toBe('<html><body><div id="root"></div></body></html>');
  });
});
