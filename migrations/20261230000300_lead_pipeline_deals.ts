import type { Knex } from 'knex';

/**
 * The embedded lead pipeline's deals: one per prequal, numbered by the table's sequence so that
 * any number of server processes assign unique deal ids (Prequal.leadPipelineDealId).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lead_pipeline_deals', (t) => {
    t.bigIncrements('deal_number').primary();
    t.uuid('prequal_uuid').notNullable().unique().references('prequals.uuid').onDelete('CASCADE');
    t.text('product_funnel');
    t.text('state');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_pipeline_deals');
}
