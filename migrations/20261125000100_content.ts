import type { Knex } from 'knex';

/**
 * The content model: resources (categories and articles), programs, testimonials, FAQ entries
 * and legal documents. Rows are loaded from the content/ folder by seed 20_content; bodies
 * are kept as Markdown and rendered to sanitized HTML when read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('article_categories', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('articles', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('slug').notNullable().unique();
    t.uuid('category_uuid').notNullable().references('article_categories.uuid').onDelete('RESTRICT').index();
    t.text('title').notNullable();
    t.text('summary').notNullable();
    t.text('body_markdown').notNullable();
    t.text('status').notNullable().checkIn(['DRAFT', 'PUBLISHED']);
    t.text('author').notNullable();
    t.text('hero_image_url');
    t.text('hero_image_alt');
    t.timestamp('published_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw('create index articles_published on articles (status, published_at desc)');

  await knex.schema.createTable('programs', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('slug').notNullable();
    t.text('product').notNullable().checkIn(['FINANCE', 'PURCHASE']);
    t.text('type').notNullable();
    t.text('name').notNullable();
    t.text('sponsor').notNullable();
    t.text('summary').notNullable();
    // Two-letter codes; an empty list means the program is offered nationwide.
    t.specificType('states', 'text[]').notNullable().defaultTo('{}');
    t.jsonb('highlights').notNullable().defaultTo('[]');
    t.jsonb('eligibility').notNullable().defaultTo('[]');
    t.text('detail_markdown').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.unique(['product', 'slug']);
  });

  await knex.schema.createTable('testimonials', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('location').notNullable();
    t.text('topic').notNullable();
    t.text('quote').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('faq_entries', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('slug').notNullable().unique();
    t.text('topic').notNullable();
    t.text('question').notNullable();
    t.text('answer_markdown').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('legal_documents', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('slug').notNullable().unique();
    t.text('title').notNullable();
    t.text('summary').notNullable();
    t.text('body_markdown').notNullable();
    t.date('effective_date').notNullable();
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['legal_documents', 'faq_entries', 'testimonials', 'programs', 'articles', 'article_categories']) {
    await knex.schema.dropTableIfExists(table);
  }
}
