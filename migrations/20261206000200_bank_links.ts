import type { Knex } from 'knex';

/**
 * Financial items (spec section 3): a bank, investment or liability login linked to an
 * application, with its accounts, the provider's error, and how the account was verified
 * (micro-deposits or a document). The access token is the provider's key to the item; it never
 * leaves the server. bank_link_sandbox_* are the embedded provider's own state (what Plaid keeps
 * on its side), in the database so every app server sees it. restructure_applications gains the
 * linked account its payments come from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('financial_items', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.text('application_type').notNullable();
    t.uuid('application_uuid').notNullable();
    t.text('kind').notNullable();
    t.text('provider').notNullable();
    t.text('provider_item_id').notNullable();
    t.text('access_token').notNullable();
    t.text('institution_name');
    t.text('error_code');
    t.timestamp('microdeposit_verified_at', { useTz: true });
    t.timestamp('manual_verification_at', { useTz: true });
    t.uuid('manual_verification_document_uuid').references('documents.uuid').onDelete('SET NULL');
    t.timestamps(true, true);
    t.unique(['provider', 'provider_item_id']);
    t.index(['application_type', 'application_uuid']);
  });
  await knex.raw(`alter table financial_items add constraint financial_items_kind_check check (kind in ('BANK_ACCOUNT', 'LIABILITY', 'INVESTMENT'))`);
  await knex.raw(
    `alter table financial_items add constraint financial_items_application_type_check check (application_type in ('RESTRUCTURE', 'REFINANCE', 'PURCHASE'))`,
  );

  await knex.schema.createTable('financial_accounts', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('financial_item_uuid').notNullable().references('financial_items.uuid').onDelete('CASCADE').index();
    t.text('account_id').notNullable();
    t.text('name').notNullable();
    t.text('mask');
    t.text('type').notNullable();
    t.text('subtype');
    t.text('verification_status').notNullable();
    t.unique(['financial_item_uuid', 'account_id']);
  });
  await knex.raw(
    `alter table financial_accounts add constraint financial_accounts_verification_status_check check (verification_status in ('VERIFIED', 'PENDING_AUTOMATIC_VERIFICATION', 'PENDING_MANUAL_VERIFICATION', 'MANUALLY_VERIFIED', 'VERIFICATION_FAILED'))`,
  );

  await knex.schema.alterTable('restructure_applications', (t) => {
    t.uuid('payment_financial_account_uuid').references('financial_accounts.uuid').onDelete('SET NULL');
  });

  await knex.schema.createTable('bank_link_sandbox_tokens', (t) => {
    t.text('token').primary();
    t.text('kind').notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });
  await knex.schema.createTable('bank_link_sandbox_items', (t) => {
    t.text('item_id').primary();
    t.text('access_token').notNullable().unique();
    t.text('institution_name').notNullable();
    t.jsonb('accounts').notNullable();
    t.text('error_code');
    t.integer('microdeposit_attempts').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bank_link_sandbox_items');
  await knex.schema.dropTableIfExists('bank_link_sandbox_tokens');
  await knex.schema.alterTable('restructure_applications', (t) => {
    t.dropColumn('payment_financial_account_uuid');
  });
  await knex.schema.dropTableIfExists('financial_accounts');
  await knex.schema.dropTableIfExists('financial_items');
}
