import type { Knex } from 'knex';

/**
 * Saved payment methods and the charges made to them. A method is never deleted once charged
 * (removed_at hides it), so every payment keeps the method it was made with. The idempotency key
 * is unique: a retried charge finds the row of the first attempt instead of charging twice.
 * payment_sandbox_setup_intents is the embedded processor's own state (what the vendor keeps on
 * its side), in the database so every app server sees it.
 */
export async function up(knex: Knex): Promise<void> {
  // The processor's customer of each user (Stripe's cus_...), created once and reused by every setup.
  await knex.schema.createTable('payment_customers', (t) => {
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.text('processor').notNullable();
    t.text('reference').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_uuid', 'processor']);
  });
  await knex.schema.createTable('payment_methods', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.text('kind').notNullable();
    t.text('processor').notNullable();
    t.text('processor_reference').notNullable().unique();
    t.text('processor_customer_reference');
    // Cards: brand and expiry. Bank accounts: bank name and subtype. Both: the last four (mask).
    t.text('brand');
    t.integer('exp_month');
    t.integer('exp_year');
    t.text('bank_name');
    t.text('account_subtype');
    t.text('last4').notNullable();
    t.uuid('linked_bank_account_uuid');
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamp('removed_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.raw(`alter table payment_methods add constraint payment_methods_kind_check check (kind in ('CARD', 'BANK_ACCOUNT'))`);
  await knex.raw(`alter table payment_methods add constraint payment_methods_last4_check check (last4 ~ '^[0-9]{2,4}$')`);
  // At most one default among a user's methods still in use.
  await knex.raw('create unique index payment_methods_one_default on payment_methods (user_uuid) where is_default and removed_at is null');

  await knex.schema.createTable('payments', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.uuid('payment_method_uuid').notNullable().references('payment_methods.uuid');
    t.bigInteger('amount_cents').notNullable();
    t.text('currency').notNullable().defaultTo('usd');
    t.text('idempotency_key').notNullable().unique();
    t.text('status').notNullable();
    t.text('processor_reference');
    t.text('description').notNullable();
    t.timestamps(true, true);
  });
  await knex.raw(`alter table payments add constraint payments_status_check check (status in ('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED'))`);
  await knex.raw('alter table payments add constraint payments_amount_check check (amount_cents > 0)');

  await knex.schema.createTable('payment_sandbox_setup_intents', (t) => {
    t.text('id').primary();
    t.text('client_secret').notNullable();
    t.text('customer_reference').notNullable();
    t.text('status').notNullable();
    t.text('payment_method_reference');
    t.text('brand');
    t.text('last4');
    t.integer('exp_month');
    t.integer('exp_year');
    t.text('last_error_code');
    t.timestamps(true, true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_sandbox_setup_intents');
  await knex.schema.dropTableIfExists('payments');
  await knex.schema.dropTableIfExists('payment_methods');
  await knex.schema.dropTableIfExists('payment_customers');
}
