import type { Knex } from 'knex';

/**
 * A pre-approval letter tailored to one offer is a generated document of that offer: one per
 * offer, gone with it. The general letter and every other document have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.uuid('purchase_offer_uuid').nullable().references('purchase_offers.uuid').onDelete('CASCADE');
    t.unique(['purchase_offer_uuid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.dropUnique(['purchase_offer_uuid']);
    t.dropColumn('purchase_offer_uuid');
  });
}
