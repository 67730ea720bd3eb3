import type { Knex } from 'knex';

// A waitlist entry is changed or left only through a link mailed to its address (or by its
// logged-in owner): the sha256 of the newest link's token and when it stops working. A new link
// replaces the old one.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('waitlist_entries', (t) => {
    t.text('manage_token_hash');
    t.timestamp('manage_token_expires_at', { useTz: true });
    t.unique(['manage_token_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('waitlist_entries', (t) => {
    t.dropUnique(['manage_token_hash']);
    t.dropColumn('manage_token_expires_at');
    t.dropColumn('manage_token_hash');
  });
}
