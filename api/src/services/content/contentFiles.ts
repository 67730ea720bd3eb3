import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../lib/projectRoot.js';
import { z } from 'zod';
import { parseFrontMatter, type FrontMatterValue } from './contentFrontMatter.js';
import { dollarsToCents } from '#core/money/cents';
import { US_STATE_CODES } from '#core/usStates';
import { fillPitchFigures } from '#core/partnership/fillPitchFigures';

/** The editable content/ folder at the repository root. */
export const contentDirectory = path.join(projectRoot, 'content');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// First segments the resources routes already use; an article with one of these slugs could never be reached.
const RESERVED_ARTICLE_SLUGS = new Set(['categories', 'article']);
const PROGRAM_TYPES = [
  'DOWN_PAYMENT_ASSISTANCE',
  'FIRST_TIME_BUYER',
  'VETERAN',
  'LOW_DOWN_PAYMENT',
  'RATE_AND_TERM_REFINANCE',
  'CASH_OUT_REFINANCE',
  'HOME_EQUITY_PARTNERSHIP',
  'ENERGY_EFFICIENCY',
] as const;

const text = z.string().trim().min(1, 'is required');
const position = z.coerce.number().int().default(0);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const list = z.array(z.string().trim().min(1)).default([]);

const categorySchema = z.object({ name: text, position });
const articleSchema = z
  .object({
    title: text,
    category: z.string().regex(SLUG, 'must be a category slug'),
    summary: text.max(300, 'must be at most 300 characters (it is the meta description)'),
    author: text,
    status: z.enum(['published', 'draft']),
    publishedAt: isoDate.optional(),
    heroImage: z.string().startsWith('/', 'must be a path on this site, like /images/resources/x.svg').optional(),
    heroImageAlt: z.string().trim().optional(),
  })
  .refine((value) => value.status === 'draft' || value.publishedAt, { message: 'a published article needs publishedAt', path: ['publishedAt'] })
  .refine((value) => !value.heroImage || value.heroImageAlt !== undefined, { message: 'describe the hero image', path: ['heroImageAlt'] });
const programSchema = z.object({
  product: z.enum(['finance', 'purchase']),
  type: z.enum(PROGRAM_TYPES),
  name: text,
  sponsor: text,
  summary: text,
  states: z.union([z.literal('nationwide'), z.array(z.enum(US_STATE_CODES))]),
  highlights: z.array(z.string().regex(/^[^|]+\|[^|]+$/, "must read 'label | value'")).default([]),
  eligibility: list,
  /** The highest purchase price the program accepts, in whole dollars; absent when it sets none. */
  maxPrice: z.coerce.number().int().positive().optional(),
  position,
});
const testimonialSchema = z.object({ name: text, location: text, topic: z.enum(['Partnership', 'Refinance', 'Purchase']), position });
const faqSchema = z.object({ topic: text, question: text, position });
const legalSchema = z.object({ title: text, summary: text, effectiveDate: isoDate });

export interface ContentFiles {
  categories: Array<{ slug: string; name: string; description: string; position: number }>;
  articles: Array<{
    slug: string;
    categorySlug: string;
    title: string;
    summary: string;
    bodyMarkdown: string;
    status: 'DRAFT' | 'PUBLISHED';
    author: string;
    heroImageUrl: string | null;
    heroImageAlt: string | null;
    publishedAt: Date | null;
  }>;
  programs: Array<{
    slug: string;
    product: 'FINANCE' | 'PURCHASE';
    type: (typeof PROGRAM_TYPES)[number];
    name: string;
    sponsor: string;
    summary: string;
    states: string[];
    highlights: Array<{ label: string; value: string }>;
    eligibility: string[];
    maxPriceCents: number | null;
    detailMarkdown: string;
    position: number;
  }>;
  testimonials: Array<{ slug: string; name: string; location: string; topic: string; quote: string; position: number }>;
  faqEntries: Array<{ slug: string; topic: string; question: string; answerMarkdown: string; position: number }>;
  legalDocuments: Array<{ slug: string; title: string; summary: string; bodyMarkdown: string; effectiveDate: string }>;
}

type Parsed<T> = { slug: string; data: T; body: string };

/** Reads and validates every .md file of one folder; the slug is the file name. */
function readFolder<T>(root: string, folder: string, schema: z.ZodType<T>): Array<Parsed<T>> {
  const directory = path.join(root, folder);
  let files: string[];
  try {
    files = readdirSync(directory).filter((file) => file.endsWith('.md'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const where = `content/${folder}/${file}`;
    const slug = file.slice(0, -3);
    if (!SLUG.test(slug)) throw new Error(`${where}: file names are slugs (lowercase letters, digits and single hyphens).`);
    // {{figure}} placeholders are filled from the model before anything is validated or stored.
    const text = fillPitchFigures(readFileSync(path.join(directory, file), 'utf8'), where);
    const { data, body } = parseFrontMatter(text, where);
    const parsed = schema.safeParse(data as Record<string, FrontMatterValue>);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `'${issue.path.join('.') || 'front matter'}' ${issue.message}`);
      throw new Error(`${where}: ${problems.join('; ')}.`);
    }
    if (!body) throw new Error(`${where}: the body below the front matter is empty.`);
    return { slug, data: parsed.data, body };
  });
}

export function loadContentFiles(root = contentDirectory): ContentFiles {
  const categories = readFolder(root, 'categories', categorySchema).map(({ slug, data, body }) => ({
    slug,
    name: data.name,
    description: body,
    position: data.position,
  }));
  const categorySlugs = new Set(categories.map((category) => category.slug));
  const articles = readFolder(root, 'articles', articleSchema).map(({ slug, data, body }) => {
    if (RESERVED_ARTICLE_SLUGS.has(slug)) throw new Error(`content/articles/${slug}.md: '${slug}' is reserved by the resources pages; rename the file.`);
    if (!categorySlugs.has(data.category)) throw new Error(`content/articles/${slug}.md: category '${data.category}' has no file in content/categories.`);
    return {
      slug,
      categorySlug: data.category,
      title: data.title,
      summary: data.summary,
      bodyMarkdown: body,
      status: data.status === 'published' ? ('PUBLISHED' as const) : ('DRAFT' as const),
      author: data.author,
      heroImageUrl: data.heroImage ?? null,
      heroImageAlt: data.heroImage ? (data.heroImageAlt ?? '') : null,
      publishedAt: data.publishedAt ? new Date(`${data.publishedAt}T12:00:00Z`) : null,
    };
  });
  const programs = readFolder(root, 'programs', programSchema).map(({ slug, data, body }) => ({
    slug,
    product: data.product === 'finance' ? ('FINANCE' as const) : ('PURCHASE' as const),
    type: data.type,
    name: data.name,
    sponsor: data.sponsor,
    summary: data.summary,
    states: data.states === 'nationwide' ? [] : [...data.states].sort(),
    highlights: data.highlights.map((entry) => {
      const [label = '', value = ''] = entry.split('|').map((part) => part.trim());
      return { label, value };
    }),
    eligibility: data.eligibility,
    maxPriceCents: data.maxPrice === undefined ? null : dollarsToCents(data.maxPrice),
    detailMarkdown: body,
    position: data.position,
  }));
  const testimonials = readFolder(root, 'testimonials', testimonialSchema).map(({ slug, data, body }) => ({ slug, ...data, quote: body }));
  const faqEntries = readFolder(root, 'faq', faqSchema).map(({ slug, data, body }) => ({ slug, ...data, answerMarkdown: body }));
  const legalDocuments = readFolder(root, 'legal', legalSchema).map(({ slug, data, body }) => ({ slug, ...data, bodyMarkdown: body }));
  return { categories, articles, programs, testimonials, faqEntries, legalDocuments };
}
