import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { syncContent } from '#api/services/content/contentSync';
import { loadContentFiles } from '#api/services/content/contentFiles';

const ARTICLE_FIELDS =
  'uuid slug title summary bodyHtml status author heroImageUrl heroImageAlt publishedAt updatedAt readingMinutes category { slug name articleCount }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FEATURE_PROGRAMS: 'true' });
});
afterAll(() => t.close());

type ArticleResult = {
  slug: string;
  title: string;
  bodyHtml: string;
  status: string;
  publishedAt: string | null;
  readingMinutes: number;
  category: { slug: string; name: string; articleCount: number };
};

describe('resources content', () => {
  it('lists published articles newest first across at least three categories', async () => {
    const result = await t.gql<{ articles: { totalCount: number; articles: ArticleResult[] } }>(`{ articles { totalCount articles { ${ARTICLE_FIELDS} } } }`);
    expect(result.errors).toBeUndefined();
    const { totalCount, articles } = result.data!.articles;
    expect(totalCount).toBeGreaterThanOrEqual(6);
    expect(articles).toHaveLength(totalCount);
    expect(articles.every((article) => article.status === 'PUBLISHED')).toBe(true);
    expect(new Set(articles.map((article) => article.category.slug)).size).toBeGreaterThanOrEqual(3);
    const dates = articles.map((article) => Date.parse(article.publishedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(articles.map((article) => article.slug)).not.toContain('making-an-offer-in-a-competitive-market');
  });

  it('pages through articles with limit and offset', async () => {
    const first = await t.gql<{ articles: { articles: ArticleResult[] } }>('{ articles(limit: 2) { totalCount articles { slug } } }');
    const second = await t.gql<{ articles: { articles: ArticleResult[] } }>('{ articles(limit: 2, offset: 2) { articles { slug } } }');
    expect(first.data!.articles.articles).toHaveLength(2);
    expect(second.data!.articles.articles[0]!.slug).not.toBe(first.data!.articles.articles[0]!.slug);
  });

  it('filters by category and counts only published articles per category', async () => {
    const result = await t.gql<{
      articleCategories: Array<{ slug: string; articleCount: number }>;
      articles: { totalCount: number; articles: ArticleResult[] };
    }>('{ articleCategories { slug articleCount } articles(categorySlug: "buying") { totalCount articles { slug category { slug } } } }');
    const buying = result.data!.articleCategories.find((category) => category.slug === 'buying');
    expect(buying?.articleCount).toBe(result.data!.articles.totalCount);
    expect(result.data!.articles.articles.every((article) => article.category.slug === 'buying')).toBe(true);
    const unknown = await t.gql<{ articleCategory: unknown; articles: { totalCount: number } }>(
      '{ articleCategory(slug: "nope") { slug } articles(categorySlug: "nope") { totalCount } }',
    );
    expect(unknown.data).toEqual({ articleCategory: null, articles: { totalCount: 0 } });
  });

  it('renders an article body as sanitized HTML with headings, tables, links and images', async () => {
    const result = await t.gql<{ article: ArticleResult }>(`{ article(slug: "when-does-refinancing-make-sense") { ${ARTICLE_FIELDS} } }`);
    const article = result.data!.article;
    expect(article.title).toBe('When does refinancing make sense?');
    expect(article.bodyHtml).toContain('<h2 id="start-with-the-break-even-point">');
    expect(article.bodyHtml).toContain('<table tabindex="0">');
    expect(article.bodyHtml).toContain('<th scope="col">');
    expect(article.bodyHtml).toContain('href="/resources/how-points-and-lender-credits-work"');
    expect(article.bodyHtml).not.toMatch(/<h1|<script/);
    expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
  });

  it('hides drafts from the public article query', async () => {
    const result = await t.gql<{ article: unknown }>('{ article(slug: "making-an-offer-in-a-competitive-market") { slug } }');
    expect(result.data).toEqual({ article: null });
  });

  it('suggests related articles, same category first, never the article itself', async () => {
    const result = await t.gql<{ relatedArticles: ArticleResult[] }>(
      '{ relatedArticles(slug: "how-a-home-equity-partnership-works") { slug category { slug } } }',
    );
    const related = result.data!.relatedArticles;
    expect(related).toHaveLength(3);
    expect(related.map((article) => article.slug)).not.toContain('how-a-home-equity-partnership-works');
    expect(related[0]!.category.slug).toBe('home-equity');
  });

  it('serves FAQ entries, testimonials and the seven legal documents', async () => {
    const result = await t.gql<{ faqEntries: Array<{ question: string; answerHtml: string }>; testimonials: Array<{ name: string }> }>(
      '{ faqEntries { topic question answerHtml } testimonials { name location topic quote } }',
    );
    expect(result.data!.faqEntries.length).toBeGreaterThanOrEqual(8);
    expect(result.data!.faqEntries[0]!.answerHtml).toMatch(/^<p>/);
    expect(result.data!.testimonials.length).toBeGreaterThanOrEqual(4);
    for (const slug of [
      'cookie-policy',
      'credit-pull-notice',
      'electronic-documents-policy',
      'privacy-policy',
      'privacy-preferences',
      'terms-of-use',
      'social-media-guidelines',
    ]) {
      const legal = await t.gql<{ legalDocument: { title: string; bodyHtml: string; effectiveDate: string } | null }>(
        `{ legalDocument(slug: "${slug}") { title bodyHtml effectiveDate } }`,
      );
      expect(legal.data!.legalDocument?.bodyHtml.length, slug).toBeGreaterThan(200);
      expect(legal.data!.legalDocument?.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('programs', () => {
  it('filters by product, state availability and type', async () => {
    const all = await t.gql<{ programs: Array<{ slug: string; product: string; states: string[]; nationwide: boolean; type: string }> }>(
      '{ programs(product: PURCHASE) { slug product states nationwide type } }',
    );
    expect(all.data!.programs.length).toBeGreaterThanOrEqual(4);
    expect(all.data!.programs.every((program) => program.product === 'PURCHASE')).toBe(true);
    const texas = await t.gql<{ programs: Array<{ slug: string; states: string[]; nationwide: boolean }> }>(
      '{ programs(product: PURCHASE, state: "tx") { slug states nationwide } }',
    );
    expect(texas.data!.programs.map((program) => program.slug)).not.toContain('calhfa-myhome-assistance');
    expect(texas.data!.programs.every((program) => program.nationwide || program.states.includes('TX'))).toBe(true);
    const california = await t.gql<{ programs: Array<{ slug: string }> }>('{ programs(product: PURCHASE, state: "CA") { slug } }');
    expect(california.data!.programs.map((program) => program.slug)).toContain('calhfa-myhome-assistance');
    const priced = await t.gql<{ programs: Array<{ slug: string; maxPrice: number | null }> }>(
      '{ programs(product: PURCHASE, state: "CA") { slug maxPrice } }',
    );
    // content/programs front matter maxPrice: the partner purchase stops at the spec's $2 million home value cap.
    expect(priced.data!.programs.find((program) => program.slug === 'roofline-partner-purchase')?.maxPrice).toBe(2_000_000);
    expect(priced.data!.programs.find((program) => program.slug === 'calhfa-myhome-assistance')?.maxPrice).toBeNull();
    const veterans = await t.gql<{ programs: Array<{ type: string }> }>('{ programs(types: [VETERAN]) { type } }');
    expect(veterans.data!.programs.length).toBe(2);
    expect(veterans.data!.programs.every((program) => program.type === 'VETERAN')).toBe(true);
  });

  it('returns one program with its highlights and detail content', async () => {
    const result = await t.gql<{
      program: { name: string; highlights: Array<{ label: string; value: string }>; eligibility: string[]; detailHtml: string } | null;
    }>('{ program(product: FINANCE, slug: "roofline-home-equity-partnership") { name highlights { label value } eligibility detailHtml } }');
    expect(result.data!.program?.highlights[0]).toEqual({ label: 'Cash', value: 'up to $150,000' });
    expect(result.data!.program?.detailHtml).toContain('<h2 id="who-it-is-for">');
    const wrongProduct = await t.gql<{ program: unknown }>('{ program(product: PURCHASE, slug: "roofline-home-equity-partnership") { name } }');
    expect(wrongProduct.data).toEqual({ program: null });
  });

  it('has no programs while the programs flag is off (the default)', async () => {
    const off = await createTestApp();
    try {
      const result = await off.gql<{ programs: unknown[]; program: unknown }>(
        '{ programs { slug } program(product: FINANCE, slug: "fha-streamline") { slug } }',
      );
      expect(result.data).toEqual({ programs: [], program: null });
    } finally {
      await off.close();
    }
  });
});

describe('content sync (seed)', () => {
  it('changes nothing when run again, and follows edits and removals in the files', async () => {
    const before = await t.db('articles').select('slug', 'updatedAt').orderBy('slug');
    await syncContent(t.db);
    expect(await t.db('articles').select('slug', 'updatedAt').orderBy('slug')).toEqual(before);

    const files = loadContentFiles();
    const edited = {
      ...files,
      articles: files.articles
        .filter((article) => article.slug !== 'buying-back-your-equity')
        .map((article) => (article.slug === 'when-does-refinancing-make-sense' ? { ...article, title: 'Refinancing: is it worth it?' } : article)),
    };
    await syncContent(t.db, edited, new Date('2026-12-01T00:00:00Z'));
    const rows = await t.db('articles').select('slug', 'title', 'updatedAt');
    expect(rows.find((row) => row.slug === 'buying-back-your-equity')).toBeUndefined();
    const changed = rows.find((row) => row.slug === 'when-does-refinancing-make-sense');
    expect(changed?.title).toBe('Refinancing: is it worth it?');
    expect(new Date(changed!.updatedAt).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    await syncContent(t.db);
    expect(await t.db('articles').count('* as count').first()).toEqual({ count: files.articles.length });
  });
});
