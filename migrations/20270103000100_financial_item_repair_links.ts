import type { Knex } from 'knex';

/**
 * A financial item in error keeps the link token that repairs it (the bank link in update mode,
 * opened with the item's access token): the item's error hands it to the browser as the spec's
 * publicToken, and a repair opens with it. It expires with the link token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('financial_items', (t) => {
    t.text('repair_link_token');
    t.timestamp('repair_link_token_expires_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('financial_items', (t) => {
    t.dropColumn('repair_link_token');
    t.dropColumn('repair_link_token_expires_at');
  });
}
