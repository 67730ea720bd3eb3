import type { Knex } from 'knex';

// The contract review of a purchase's option agreement at closing, as the restructure has it:
// the pages the PDF prints and their count, when the buyer read it to its last page, and the
// acceptance (time, address and browser it came from, SHA-256 of the document accepted).
// contract_accepted_at already records the pre-approval's terms, so the agreement's columns
// are named for it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchase_applications', (t) => {
    t.integer('contract_page_count');
    t.jsonb('contract_pages');
    t.timestamp('option_agreement_viewed_at', { useTz: true });
    t.timestamp('option_agreement_accepted_at', { useTz: true });
    t.text('option_agreement_accepted_ip');
    t.text('option_agreement_accepted_user_agent');
    t.text('option_agreement_document_sha256');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchase_applications', (t) => {
    t.dropColumn('contract_page_count');
    t.dropColumn('contract_pages');
    t.dropColumn('option_agreement_viewed_at');
    t.dropColumn('option_agreement_accepted_at');
    t.dropColumn('option_agreement_accepted_ip');
    t.dropColumn('option_agreement_accepted_user_agent');
    t.dropColumn('option_agreement_document_sha256');
  });
}
