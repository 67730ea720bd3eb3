import type { Knex } from 'knex';

/**
 * A stored quote lists its options' uuids in one array column (in the quoted order), with a GIN
 * index to find the quote an option belongs to. A search then writes one row instead of one per
 * option: the option's figures are the stored scenario priced again on the stored sheet. An
 * option gets its rate_options row only when an application chooses it (services/rates/
 * chosenRateOption.ts). Existing quotes keep their rows; their uuids are copied over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pricing_results', (t) => {
    t.specificType('rate_option_uuids', 'uuid[]').notNullable().defaultTo('{}');
  });
  await knex.raw(`
    update pricing_results r set rate_option_uuids = o.uuids
    from (select pricing_result_uuid, array_agg(rate_option_uuid order by position) as uuids from rate_options group by pricing_result_uuid) o
    where o.pricing_result_uuid = r.uuid
  `);
  await knex.raw('create index pricing_results_rate_option_uuids_index on pricing_results using gin (rate_option_uuids)');
}

/**
 * Options that were never chosen have no row for the older code to find by uuid: it answers them
 * as an expired quote ("That rate is no longer available"), and a new search prices them again.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index pricing_results_rate_option_uuids_index');
  await knex.schema.alterTable('pricing_results', (t) => {
    t.dropColumn('rate_option_uuids');
  });
}
