import type { Knex } from 'knex';

/**
 * Cash-out payouts: money sent to the homeowner's linked, verified bank account by the payout
 * provider, unique by idempotency key like payments. A cash-out's ledger row names its payout.
 * Home values may now come from an outside automated valuation model (AUTOMATED_VALUATION).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payouts', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.uuid('property_uuid').notNullable().references('properties.uuid').onDelete('CASCADE');
    // The account paid; kept as a label if the bank link is later removed.
    t.uuid('financial_account_uuid').references('financial_accounts.uuid').onDelete('SET NULL');
    t.text('bank_account_label').notNullable();
    t.bigInteger('amount_cents').notNullable();
    t.text('currency').notNullable().defaultTo('usd');
    t.text('idempotency_key').notNullable().unique();
    t.text('provider').notNullable();
    t.text('provider_reference');
    t.text('status').notNullable();
    t.text('failure_code');
    t.text('description').notNullable();
    t.timestamps(true, true);
  });
  await knex.raw(`alter table payouts add constraint payouts_status_check check (status in ('REQUESTED', 'PENDING', 'PAID', 'FAILED'))`);
  await knex.raw('alter table payouts add constraint payouts_amount_check check (amount_cents > 0)');

  await knex.schema.alterTable('property_equity_ledger', (t) => {
    t.uuid('payout_uuid').references('payouts.uuid');
  });

  await knex.raw('alter table property_valuations drop constraint property_valuations_source_check');
  await knex.raw(
    `alter table property_valuations add constraint property_valuations_source_check check (source in ('CLOSING', 'HOUSE_PRICE_INDEX', 'APPRAISAL', 'AUTOMATED_VALUATION'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table property_valuations drop constraint property_valuations_source_check');
  await knex.raw(
    `alter table property_valuations add constraint property_valuations_source_check check (source in ('CLOSING', 'HOUSE_PRICE_INDEX', 'APPRAISAL'))`,
  );
  await knex.schema.alterTable('property_equity_ledger', (t) => {
    t.dropColumn('payout_uuid');
  });
  await knex.schema.dropTableIfExists('payouts');
}
