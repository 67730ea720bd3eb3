import type { Knex } from 'knex';
import { loadContentFiles, type ContentFiles } from './contentFiles.js';

type Row = Record<string, unknown>;

function comparable(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

// jsonb columns are written as JSON text; text[] columns as arrays.
function forInsert(row: Row, jsonColumns: string[]): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, jsonColumns.includes(key) ? JSON.stringify(value) : value]));
}

/**
 * Makes one table hold exactly the given rows, matched on `keys`: new rows are inserted,
 * changed rows updated (with a new updated_at), rows whose file is gone deleted, and
 * unchanged rows left alone, so running it twice changes nothing.
 */
async function syncTable(trx: Knex.Transaction, table: string, keys: string[], rows: Row[], options: { json?: string[]; now: Date }): Promise<void> {
  const json = options.json ?? [];
  const existing = (await trx(table).select('*')) as Row[];
  const keyOf = (row: Row) => keys.map((key) => String(row[key])).join('/');
  const byKey = new Map(existing.map((row) => [keyOf(row), row]));
  const wanted = new Set(rows.map(keyOf));
  const gone = existing.filter((row) => !wanted.has(keyOf(row)));
  if (gone.length)
    await trx(table)
      .whereIn(
        'uuid',
        gone.map((row) => row.uuid as string),
      )
      .delete();
  for (const row of rows) {
    const current = byKey.get(keyOf(row));
    if (!current) {
      await trx(table).insert(forInsert(row, json));
      continue;
    }
    const changed = Object.keys(row).some((key) => comparable(row[key]) !== comparable(current[key]));
    if (changed)
      await trx(table)
        .where({ uuid: current.uuid })
        .update({ ...forInsert(row, json), updatedAt: options.now });
  }
}

/** Loads content/ into the content tables in one transaction (seed 20_content and tests). */
export async function syncContent(db: Knex, files: ContentFiles = loadContentFiles(), now = new Date()): Promise<void> {
  await db.transaction(async (trx) => {
    // Articles go first so a removed category is no longer referenced when it is deleted.
    const wantedCategories = new Set(files.categories.map((category) => category.slug));
    await trx('articles')
      .whereNotIn(
        'slug',
        files.articles.map((article) => article.slug),
      )
      .delete();
    await syncTable(trx, 'article_categories', ['slug'], files.categories, { now });
    const categoryUuids = new Map(
      ((await trx('article_categories').select('uuid', 'slug')) as Array<{ uuid: string; slug: string }>).map((row) => [row.slug, row.uuid]),
    );
    const articles = files.articles
      .filter((article) => wantedCategories.has(article.categorySlug))
      .map(({ categorySlug, ...article }) => ({ ...article, categoryUuid: categoryUuids.get(categorySlug) }));
    await syncTable(trx, 'articles', ['slug'], articles, { now });
    await syncTable(trx, 'programs', ['product', 'slug'], files.programs, { json: ['highlights', 'eligibility'], now });
    await syncTable(trx, 'testimonials', ['slug'], files.testimonials, { now });
    await syncTable(trx, 'faq_entries', ['slug'], files.faqEntries, { now });
    await syncTable(trx, 'legal_documents', ['slug'], files.legalDocuments, { now });
  });
}
