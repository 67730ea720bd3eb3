import type { Knex } from 'knex';

/**
 * A voided check or bank statement sent to verify a linked bank account is reviewed before the
 * account is usable (§3.219): one row per submission, decided by the sandbox's review or by ops.
 * An approval also sets the item's manual_verification_at; a refusal keeps its reason to show.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_account_document_reviews', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('financial_item_uuid').notNullable().references('financial_items.uuid').onDelete('CASCADE');
    t.uuid('document_uuid').references('documents.uuid').onDelete('SET NULL');
    t.text('document_type').notNullable();
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.timestamp('submitted_at', { useTz: true }).notNullable();
    t.timestamp('decided_at', { useTz: true });
    t.text('outcome');
    t.text('decided_by');
    t.text('reason');
    t.index(['financial_item_uuid', 'submitted_at']);
  });
  await knex.raw(
    `alter table bank_account_document_reviews add constraint bank_account_document_reviews_outcome_check check (
      (outcome is null and decided_at is null) or (outcome in ('APPROVED', 'REJECTED') and decided_at is not null)
    )`,
  );
  await knex.raw(
    `alter table bank_account_document_reviews add constraint bank_account_document_reviews_type_check check (document_type in ('VOIDED_CHECK', 'BANK_ACCOUNT_STATEMENT'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bank_account_document_reviews');
}
