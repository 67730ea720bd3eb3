import type { Knex } from 'knex';

// What each page of the generated option agreement holds (titles, figures, clauses), recorded
// when the PDF is laid out, so the contract screen shows the agreement page by page as printed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restructure_applications', (t) => {
    t.jsonb('contract_pages');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restructure_applications', (t) => {
    t.dropColumn('contract_pages');
  });
}
