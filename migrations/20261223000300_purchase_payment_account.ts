import type { Knex } from 'knex';

// The linked bank account a purchase's monthly payments come from after closing (spec section 3:
// paymentBankAccountId). Removing the linked item clears the choice.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchase_applications', (t) => {
    t.uuid('payment_financial_account_uuid').references('financial_accounts.uuid').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchase_applications', (t) => {
    t.dropColumn('payment_financial_account_uuid');
  });
}
