import type {
  Article as ArticleView,
  ArticleCategory as CategoryView,
  FaqEntry as FaqView,
  LegalDocument as LegalView,
  Program as ProgramView,
  ProgramProduct,
  ProgramType,
  Testimonial as TestimonialView,
} from '#generated/server';
import { Article } from '../../models/Article.js';
import { ArticleCategory } from '../../models/ArticleCategory.js';
import { FaqEntry } from '../../models/FaqEntry.js';
import { LegalDocument } from '../../models/LegalDocument.js';
import { Program } from '../../models/Program.js';
import { Testimonial } from '../../models/Testimonial.js';
import type { ServiceContext } from '../context.js';
import { readingMinutes, renderMarkdownCached } from './contentMarkdown.js';
import { AppError } from '../errors.js';
import { previewSecret, verifyPreviewToken } from './previewTokens.js';
import { centsToDollarsOrNull } from '#core/money/cents';

const MAX_PAGE = 50;

function clamp(value: number | null | undefined, fallback: number, max: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(Math.trunc(value), 0), max);
}

async function publishedCounts(ctx: ServiceContext): Promise<Map<string, number>> {
  const rows = (await Article.query(ctx.db)
    .where('status', 'PUBLISHED')
    .groupBy('categoryUuid')
    .select('categoryUuid')
    .count('* as count')) as unknown as Array<{
    categoryUuid: string;
    count: number | string;
  }>;
  return new Map(rows.map((row) => [row.categoryUuid, Number(row.count)]));
}

function categoryView(category: ArticleCategory, counts: Map<string, number>): CategoryView {
  return { uuid: category.uuid, slug: category.slug, name: category.name, description: category.description, articleCount: counts.get(category.uuid) ?? 0 };
}

function articleView(article: Article, category: CategoryView): ArticleView {
  return {
    uuid: article.uuid,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    bodyHtml: renderMarkdownCached(`article:${article.uuid}`, article.updatedAt, article.bodyMarkdown),
    status: article.status,
    category,
    author: article.author,
    heroImageUrl: article.heroImageUrl,
    heroImageAlt: article.heroImageAlt,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    readingMinutes: readingMinutes(article.bodyMarkdown),
  };
}

/** Articles with their categories, in two queries whatever the number of articles. */
async function withCategories(ctx: ServiceContext, articles: Article[]): Promise<ArticleView[]> {
  if (!articles.length) return [];
  const [categories, counts] = await Promise.all([
    ArticleCategory.query(ctx.db).whereIn('uuid', [...new Set(articles.map((article) => article.categoryUuid))]),
    publishedCounts(ctx),
  ]);
  const byUuid = new Map(categories.map((category) => [category.uuid, categoryView(category, counts)]));
  return articles.map((article) => articleView(article, byUuid.get(article.categoryUuid) as CategoryView));
}

const published = (ctx: ServiceContext) => Article.query(ctx.db).where('status', 'PUBLISHED');

export async function listCategories(ctx: ServiceContext): Promise<CategoryView[]> {
  const [categories, counts] = await Promise.all([ArticleCategory.query(ctx.db).orderBy(['position', 'name']), publishedCounts(ctx)]);
  return categories.map((category) => categoryView(category, counts));
}

export async function getCategory(ctx: ServiceContext, slug: string): Promise<CategoryView | null> {
  const category = await ArticleCategory.query(ctx.db).findOne({ slug });
  return category ? categoryView(category, await publishedCounts(ctx)) : null;
}

export async function listArticles(
  ctx: ServiceContext,
  options: { categorySlug?: string | null; limit?: number | null; offset?: number | null },
): Promise<{ totalCount: number; articles: ArticleView[] }> {
  const query = published(ctx);
  if (options.categorySlug) {
    const category = await ArticleCategory.query(ctx.db).findOne({ slug: options.categorySlug });
    if (!category) return { totalCount: 0, articles: [] };
    query.where('categoryUuid', category.uuid);
  }
  const totalCount = await query.clone().resultSize();
  const rows = await query
    .orderBy([{ column: 'publishedAt', order: 'desc' }, 'title'])
    .limit(clamp(options.limit, 24, MAX_PAGE))
    .offset(clamp(options.offset, 0, Number.MAX_SAFE_INTEGER));
  return { totalCount, articles: await withCategories(ctx, rows) };
}

export async function getPublishedArticle(ctx: ServiceContext, slug: string): Promise<ArticleView | null> {
  const article = await published(ctx).findOne({ slug });
  return article ? ((await withCategories(ctx, [article]))[0] ?? null) : null;
}

/** Same category first (newest first), then the newest of the rest. */
export async function relatedArticles(ctx: ServiceContext, slug: string, limit?: number | null): Promise<ArticleView[]> {
  const article = await Article.query(ctx.db).findOne({ slug });
  if (!article) return [];
  const wanted = clamp(limit, 3, 6);
  const sameCategory = await published(ctx)
    .where('categoryUuid', article.categoryUuid)
    .whereNot('uuid', article.uuid)
    .orderBy('publishedAt', 'desc')
    .limit(wanted);
  const others =
    sameCategory.length < wanted
      ? await published(ctx)
          .whereNot('categoryUuid', article.categoryUuid)
          .orderBy('publishedAt', 'desc')
          .limit(wanted - sameCategory.length)
      : [];
  return withCategories(ctx, [...sameCategory, ...others]);
}

/** A draft (or published) article for an editor holding a valid signed preview token. */
export async function getArticlePreview(ctx: ServiceContext, slug: string, token: string): Promise<ArticleView | null> {
  if (!verifyPreviewToken(previewSecret(ctx.config), token, slug, ctx.now())) {
    throw new AppError('FORBIDDEN', 'This preview link is not valid or has expired. Ask for a new one.');
  }
  const article = await Article.query(ctx.db).findOne({ slug });
  return article ? ((await withCategories(ctx, [article]))[0] ?? null) : null;
}

function programView(program: Program): ProgramView {
  return {
    uuid: program.uuid,
    slug: program.slug,
    product: program.product,
    type: program.type as ProgramType,
    name: program.name,
    sponsor: program.sponsor,
    summary: program.summary,
    states: program.states,
    nationwide: program.states.length === 0,
    highlights: program.highlights,
    eligibility: program.eligibility,
    maxPrice: centsToDollarsOrNull(program.maxPriceCents),
    detailHtml: renderMarkdownCached(`program:${program.uuid}`, program.updatedAt, program.detailMarkdown),
  };
}

/** Programs exist for visitors only while the programs flag is on (spec section 9). */
export async function listPrograms(
  ctx: ServiceContext,
  filters: { product?: ProgramProduct | null; state?: string | null; types?: ProgramType[] | null },
): Promise<ProgramView[]> {
  if (!ctx.config.FEATURE_PROGRAMS) return [];
  const query = Program.query(ctx.db).orderBy(['position', 'name']);
  if (filters.product) query.where('product', filters.product);
  if (filters.state) {
    const state = filters.state.trim().toUpperCase();
    query.where((where) => where.whereRaw("states = '{}'").orWhereRaw('? = any(states)', [state]));
  }
  if (filters.types?.length) query.whereIn('type', filters.types);
  return (await query).map(programView);
}

export async function getProgram(ctx: ServiceContext, product: ProgramProduct, slug: string): Promise<ProgramView | null> {
  if (!ctx.config.FEATURE_PROGRAMS) return null;
  const program = await Program.query(ctx.db).findOne({ product, slug });
  return program ? programView(program) : null;
}

export async function listTestimonials(ctx: ServiceContext): Promise<TestimonialView[]> {
  const rows = await Testimonial.query(ctx.db).orderBy(['position', 'name']);
  return rows.map(({ uuid, name, location, topic, quote }) => ({ uuid, name, location, topic, quote }));
}

export async function listFaqEntries(ctx: ServiceContext): Promise<FaqView[]> {
  const rows = await FaqEntry.query(ctx.db).orderBy(['position', 'question']);
  return rows.map((entry) => ({
    uuid: entry.uuid,
    topic: entry.topic,
    question: entry.question,
    answerHtml: renderMarkdownCached(`faq:${entry.uuid}`, entry.updatedAt, entry.answerMarkdown),
  }));
}

export async function getLegalDocument(ctx: ServiceContext, slug: string): Promise<LegalView | null> {
  const document = await LegalDocument.query(ctx.db).findOne({ slug });
  if (!document) return null;
  return {
    slug: document.slug,
    title: document.title,
    summary: document.summary,
    bodyHtml: renderMarkdownCached(`legal:${document.uuid}`, document.updatedAt, document.bodyMarkdown),
    effectiveDate: document.effectiveDate,
    updatedAt: document.updatedAt,
  };
}
