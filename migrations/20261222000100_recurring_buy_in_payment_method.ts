import type { Knex } from 'knex';

// The saved method the homeowner chose for a monthly buy-in; the monthly job charges it while it
// is in use, else the default. Null for buy-ins verified before the choice existed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('properties', (t) => {
    t.uuid('recurring_buy_in_payment_method_uuid').references('payment_methods.uuid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('properties', (t) => {
    t.dropColumn('recurring_buy_in_payment_method_uuid');
  });
}
