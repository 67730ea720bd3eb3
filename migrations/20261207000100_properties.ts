import type { Knex } from 'knex';
import { LEDGER_ENTRY_KINDS } from '../core/partnership/ledger.js';
import { MEMBER_ROLES, PROPERTY_DEAL_TYPES, PROPERTY_PRODUCTS, VALUATION_SOURCES } from '../core/properties/vocabulary.js';

// Properties: one per completed restructure or closed purchase, with the deal's Exhibit C and
// closing figures (money in integer cents, Roofline's share in DP units), and the append-only
// equity ledger the balances are derived from (decision 0016). A unique key per property makes
// a retried buy-in, cash-out or scheduled charge a no-op.

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('properties', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('owner_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.text('deal_type').notNullable();
    // The restructure or purchase application the deal closed from: one property per deal.
    t.uuid('source_application_uuid').notNullable();
    t.jsonb('address').notNullable();
    // Two-letter state: which house-price index values the home.
    t.text('state');
    t.text('product').notNullable();
    t.date('closing_date').notNullable();
    // Day of the month payments are due (1–28, from the closing date).
    t.integer('payment_day').notNullable();
    // Closing figures.
    t.bigInteger('purchase_cents').notNullable();
    t.bigInteger('cash_at_closing_cents').notNullable();
    t.bigInteger('mortgage_balance_cents').notNullable();
    t.bigInteger('opening_dp_units').notNullable();
    // f as a fraction (0.05).
    t.decimal('usage_rate', 12, 10).notNullable();
    t.bigInteger('reduction_payment_cents').notNullable();
    // The recurring monthly buy-in now scheduled (starts as the deal's additional monthly equity).
    t.bigInteger('recurring_buy_in_cents').notNullable().defaultTo(0);
    // Exhibit C, with the spec's names.
    t.bigInteger('original_agreed_value_cents').notNullable();
    t.bigInteger('monthly_reduction_payment_limit_cents').notNullable();
    t.decimal('original_designated_percentage', 14, 10).notNullable();
    t.decimal('max_addl_option_payment_percentage', 14, 10).notNullable();
    t.bigInteger('max_monthly_equity_purchase_limit_cents').notNullable();
    t.boolean('recurring_purchase_scheduled').notNullable();
    t.timestamps(true, true);
    t.unique(['deal_type', 'source_application_uuid']);
    t.index(['owner_uuid', 'created_at']);
  });
  await knex.raw(`alter table properties add constraint properties_deal_type_check check (deal_type in (${list(PROPERTY_DEAL_TYPES)}))`);
  await knex.raw(`alter table properties add constraint properties_product_check check (product in (${list(PROPERTY_PRODUCTS)}))`);
  await knex.raw('alter table properties add constraint properties_payment_day_check check (payment_day between 1 and 28)');
  await knex.raw('alter table properties add constraint properties_opening_dp_check check (opening_dp_units between 0 and 10000000000)');
  for (const column of [
    'purchase_cents',
    'cash_at_closing_cents',
    'mortgage_balance_cents',
    'reduction_payment_cents',
    'recurring_buy_in_cents',
    'monthly_reduction_payment_limit_cents',
    'max_monthly_equity_purchase_limit_cents',
  ]) {
    await knex.raw(`alter table properties add constraint properties_${column}_check check (${column} >= 0)`);
  }
  await knex.raw('alter table properties add constraint properties_original_agreed_value_cents_check check (original_agreed_value_cents > 0)');

  await knex.schema.createTable('property_equity_ledger', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // The replay order.
    t.bigIncrements('sequence', { primaryKey: false });
    t.uuid('property_uuid').notNullable().references('properties.uuid').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('idempotency_key').notNullable();
    t.bigInteger('amount_cents').notNullable();
    // The home value used (Vt); for a VALUATION, the new value.
    t.bigInteger('value_cents').notNullable();
    t.bigInteger('dp_before').notNullable();
    t.bigInteger('dp_after').notNullable();
    t.bigInteger('mortgage_balance_cents');
    // The charge that paid for it, when one did.
    t.uuid('payment_uuid');
    // Who recorded it: a user uuid, a job or an operator.
    t.text('recorded_by').notNullable();
    t.text('description');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['property_uuid', 'idempotency_key']);
    t.index(['property_uuid', 'sequence']);
  });
  await knex.raw(`alter table property_equity_ledger add constraint property_equity_ledger_kind_check check (kind in (${list(LEDGER_ENTRY_KINDS)}))`);
  await knex.raw('alter table property_equity_ledger add constraint property_equity_ledger_amount_check check (amount_cents >= 0 and value_cents > 0)');
  await knex.raw(
    'alter table property_equity_ledger add constraint property_equity_ledger_dp_check check (dp_before between 0 and 10000000000 and dp_after between 0 and 10000000000)',
  );
  // Append-only: a row is never changed; corrections are new rows.
  await knex.raw(`
    create function property_equity_ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'property_equity_ledger is append-only';
    end;
    $$`);
  await knex.raw(
    'create trigger property_equity_ledger_no_update before update on property_equity_ledger for each row execute function property_equity_ledger_append_only()',
  );

  await knex.schema.createTable('property_valuations', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('property_uuid').notNullable().references('properties.uuid').onDelete('CASCADE');
    t.bigInteger('value_cents').notNullable();
    t.text('source').notNullable();
    // What the value is based on, in words the dashboard shows.
    t.text('basis').notNullable();
    t.date('as_of').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['property_uuid', 'source', 'as_of']);
  });
  await knex.raw(`alter table property_valuations add constraint property_valuations_source_check check (source in (${list(VALUATION_SOURCES)}))`);
  await knex.raw('alter table property_valuations add constraint property_valuations_value_check check (value_cents > 0)');

  // A house-price index per state and month (seeded; a real feed replaces the rows).
  await knex.schema.createTable('house_price_index', (t) => {
    t.text('state').notNullable();
    // YYYY-MM.
    t.text('month').notNullable();
    t.decimal('index_value', 12, 4).notNullable();
    t.primary(['state', 'month']);
  });

  // The other people on a deal, who see the partner dashboard once they accept the mailed invitation.
  await knex.schema.createTable('property_members', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('property_uuid').notNullable().references('properties.uuid').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('role').notNullable();
    // sha256 of the mailed invitation token; null until the invitation is mailed.
    t.text('invitation_token_hash').unique();
    t.uuid('user_uuid').references('users.uuid').onDelete('CASCADE');
    t.timestamp('invited_at', { useTz: true });
    t.timestamp('accepted_at', { useTz: true });
    t.unique(['property_uuid', 'email']);
    t.index(['user_uuid']);
  });
  await knex.raw(`alter table property_members add constraint property_members_role_check check (role in (${list(MEMBER_ROLES)}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('property_members');
  await knex.schema.dropTable('house_price_index');
  await knex.schema.dropTable('property_valuations');
  await knex.schema.dropTable('property_equity_ledger');
  await knex.raw('drop function if exists property_equity_ledger_append_only()');
  await knex.schema.dropTable('properties');
}
