import type { Knex } from 'knex';

// The highest purchase price a program accepts (content/programs front matter maxPrice), so the
// purchase application shows only the programs that fit the buyer's price. Null: no limit.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('programs', (t) => {
    t.integer('max_price_cents');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('programs', (t) => {
    t.dropColumn('max_price_cents');
  });
}
