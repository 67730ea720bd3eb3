import type { Knex } from 'knex';

// Stored quotes expire (the purge-expired-quotes job): by when a result was last quoted, not
// first stored, because the same scenario on the same sheet is the same row and may be quoted
// again for as long as the sheet is active.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pricing_results', (t) => {
    t.timestamp('quoted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
  await knex('pricing_results').update({ quoted_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pricing_results', (t) => {
    t.dropColumn('quoted_at');
  });
}
