import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown } from './contentMarkdown.js';
import { parseFrontMatter } from './contentFrontMatter.js';
import { loadContentFiles } from './contentFiles.js';

describe('renderMarkdown', () => {
  it('keeps headings (from h2, with ids), tables, images and links', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '## Break-even & you',
        '## Break-even & you',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '![A chart](/images/x.svg)',
        '[Rates](/rates) and [CFPB](https://www.consumerfinance.gov)',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain('<h2 id="break-even-you">');
    expect(html).toContain('<h2 id="break-even-you-2">');
    expect(html).toMatch(/<table tabindex="0">\s*<thead>\s*<tr>\s*<th scope="col">a<\/th>/);
    expect(html).toContain('<img src="/images/x.svg" alt="A chart" loading="lazy" decoding="async" />');
    expect(html).toContain('<a href="/rates">Rates</a>');
    expect(html).toContain('<a href="https://www.consumerfinance.gov" rel="noopener noreferrer">CFPB</a>');
  });

  it('removes scripts, event handlers, raw HTML and javascript: links', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<iframe src="https://evil.example"></iframe>',
        '<div style="color:red">text</div>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/script|onerror|javascript:|iframe|style=/i);
    expect(html).toContain('text');
  });

  it('estimates reading time at about 220 words a minute', () => {
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
  });
});

describe('parseFrontMatter', () => {
  it('reads scalars, quoted values, inline lists and block lists', () => {
    const parsed = parseFrontMatter(
      ['---', 'title: "Rates: explained"', 'states: [CA, WA]', 'eligibility:', '  - Live in the home', '  - Own it 6 months', '---', '', 'Body text'].join(
        '\n',
      ),
    );
    expect(parsed).toEqual({
      data: { title: 'Rates: explained', states: ['CA', 'WA'], eligibility: ['Live in the home', 'Own it 6 months'] },
      body: 'Body text',
    });
  });

  it('names the file and line of a mistake', () => {
    expect(() => parseFrontMatter('title: x\n', 'content/articles/x.md')).toThrow('content/articles/x.md: front matter must start the file');
    expect(() => parseFrontMatter('---\ntitle x\n---\nbody', 'a.md')).toThrow("a.md: line 2 should read 'key: value'.");
    expect(() => parseFrontMatter('---\ntitle: a\ntitle: b\n---\nbody', 'a.md')).toThrow("a.md: 'title' appears twice.");
  });

  it('reads YAML: dates as written, numbers as text, quoted values with colons, empty lists', () => {
    const parsed = parseFrontMatter(
      ['---', 'publishedAt: 2026-06-30', 'position: 3', 'summary: "Costs: fees, points and credits"', 'eligibility:', '---', 'Body'].join('\n'),
    );
    expect(parsed.data).toEqual({ publishedAt: '2026-06-30', position: '3', summary: 'Costs: fees, points and credits', eligibility: [] });
  });

  it('names the file and line of a YAML mistake, and refuses nested values', () => {
    expect(() => parseFrontMatter('---\ntitle: ok\nsummary: a: b\n---\nbody', 'b.md')).toThrow(/^b\.md: line 3: /);
    expect(() => parseFrontMatter('---\nauthor:\n  name: Lauren\n---\nbody', 'c.md')).toThrow("c.md: 'author' should be a value or a list.");
  });
});

describe('the content/ folder', () => {
  it('is valid: real articles in at least three categories, programs for both products, all seven legal documents', () => {
    const files = loadContentFiles();
    const published = files.articles.filter((article) => article.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((article) => article.categorySlug)).size).toBeGreaterThanOrEqual(3);
    expect(published.every((article) => article.bodyMarkdown.split(/\s+/).length > 300)).toBe(true);
    expect(new Set(files.programs.map((program) => program.product))).toEqual(new Set(['FINANCE', 'PURCHASE']));
    expect(files.legalDocuments.map((document) => document.slug).sort()).toEqual([
      'cookie-policy',
      'credit-pull-notice',
      'electronic-documents-policy',
      'privacy-policy',
      'privacy-preferences',
      'social-media-guidelines',
      'terms-of-use',
    ]);
  });
});
