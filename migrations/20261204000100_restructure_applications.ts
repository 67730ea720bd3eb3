import type { Knex } from 'knex';
import { RESTRUCTURE_STAGES } from '../core/partnership/stages.js';
import { PRODUCT_PREFERENCES } from '../core/partnership/model.js';

// Restructure (partnership) applications: the fields of spec section 3 as columns, money in
// integer cents, and one audit row per stage change (decision 0014). Enumerated columns are
// checked here too, so nothing but the spec's values is ever stored.
const CHECKS: Array<[column: string, values: readonly string[]]> = [
  ['stage', RESTRUCTURE_STAGES],
  ['product_preference', PRODUCT_PREFERENCES],
  ['property_use', ['PRIMARY_RESIDENCE', 'VACATION_HOME', 'INVESTMENT_PROPERTY']],
  ['tax_file_type', ['SINGLE', 'MARRIED_FILING_JOINTLY', 'MARRIED_FILING_SEPARATELY', 'HEAD_OF_HOUSEHOLD', 'QUALIFYING_SURVIVING_SPOUSE']],
  ['cash_out_purpose', ['CONSOLIDATE_DEBT', 'RENOVATIONS', 'REPAIRS', 'EDUCATION_EXPENSES', 'FINANCE_A_PURCHASE', 'OTHER']],
  ['income_source', ['SALARY', 'SELF_EMPLOYMENT', 'RETIREMENT', 'OTHER', 'NONE']],
];

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restructure_applications', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.uuid('prequal_uuid').references('prequals.uuid').onDelete('SET NULL');
    t.text('stage').notNullable().defaultTo('APPROVAL');
    t.timestamp('expiration_date', { useTz: true }).notNullable();
    // The home and its loans (from the prequal, editable until submission).
    t.jsonb('property_location');
    t.text('property_use');
    t.text('credit_score_estimate');
    t.bigInteger('estimated_property_value_cents');
    t.bigInteger('mortgage_balance_cents');
    t.boolean('has_second_loan');
    t.bigInteger('second_loan_balance_cents');
    t.boolean('pays_off_second_loan');
    // Ownership and income.
    t.boolean('has_co_owners');
    t.jsonb('co_owner_emails').notNullable().defaultTo('[]');
    t.bigInteger('owner_annual_income_cents');
    t.bigInteger('co_owner_annual_income_cents');
    t.boolean('has_hoa');
    t.bigInteger('hoa_fees_cents');
    t.text('tax_file_type');
    // The offer chosen.
    t.text('product_preference');
    t.bigInteger('cash_out_amount_cents');
    t.text('cash_out_purpose');
    t.bigInteger('additional_monthly_equity_cents').notNullable().defaultTo(0);
    // Employment verification.
    t.text('income_source');
    t.text('employer_name');
    t.text('employer_phone');
    t.text('job_title');
    t.date('employment_start_date');
    // Progress.
    t.jsonb('sections').notNullable().defaultTo('[]');
    t.text('last_updated_section');
    t.timestamp('approval_submitted_at', { useTz: true });
    t.timestamp('uploads_completed_at', { useTz: true });
    // Review: what is missing, the denial, the approved figures.
    t.jsonb('missing_documents').notNullable().defaultTo('[]');
    t.text('denial_code');
    t.bigInteger('approved_cash_out_amount_cents');
    t.bigInteger('monthly_payment_cents');
    t.bigInteger('estimated_monthly_payment_saver_cents');
    // Roofline's share in DP units (10^-10 of the home) and the agreed value, as approved.
    t.bigInteger('designated_percentage_units');
    t.bigInteger('original_agreed_value_cents');
    t.timestamp('approved_at', { useTz: true });
    // Pages of the generated option agreement (the documents themselves are in the documents table).
    t.integer('contract_page_count');
    t.timestamp('option_agreement_viewed_at', { useTz: true });
    t.timestamp('contract_accepted_at', { useTz: true });
    t.text('contract_accepted_ip');
    t.text('contract_accepted_user_agent');
    t.text('contract_document_sha256');
    // Whether the applicant opened each generated document's link (spec: link-clicked flags).
    t.boolean('term_sheet_link_clicked').notNullable().defaultTo(false);
    t.boolean('estimate_sheet_link_clicked').notNullable().defaultTo(false);
    t.boolean('contract_summary_link_clicked').notNullable().defaultTo(false);
    t.boolean('option_agreement_link_clicked').notNullable().defaultTo(false);
    // Payment and verification.
    t.jsonb('payment_bank_account');
    t.timestamp('finalize_restructure_submitted_at', { useTz: true });
    t.timestamp('microdeposit_verified_at', { useTz: true });
    t.timestamp('manual_bank_verification_at', { useTz: true });
    t.timestamp('inspection_completed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_uuid', 'created_at']);
    t.index(['prequal_uuid']);
    t.index(['stage', 'expiration_date']);
  });
  for (const [column, values] of CHECKS) {
    // DDL takes no bind parameters; the values are the constants above.
    await knex.raw(
      `alter table restructure_applications add constraint restructure_applications_${column}_check check (${column} is null or ${column} in (${list(values)}))`,
    );
  }
  for (const column of [
    'estimated_property_value_cents',
    'mortgage_balance_cents',
    'second_loan_balance_cents',
    'owner_annual_income_cents',
    'co_owner_annual_income_cents',
    'hoa_fees_cents',
    'cash_out_amount_cents',
    'additional_monthly_equity_cents',
    'approved_cash_out_amount_cents',
    'monthly_payment_cents',
    'estimated_monthly_payment_saver_cents',
  ]) {
    await knex.raw(`alter table restructure_applications add constraint restructure_applications_${column}_check check (${column} is null or ${column} >= 0)`);
  }

  // Who changed an application's stage, what, when and why.
  await knex.schema.createTable('restructure_application_events', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Orders the trail when two changes share a timestamp.
    t.bigIncrements('sequence', { primaryKey: false });
    t.uuid('application_uuid').notNullable().references('restructure_applications.uuid').onDelete('CASCADE');
    t.text('event').notNullable();
    t.text('from_stage').notNullable();
    t.text('to_stage').notNullable();
    // APPLICANT, REVIEWER or SYSTEM, and who exactly: a user uuid, an operator's name, a job.
    t.text('actor').notNullable();
    t.text('actor_name').notNullable();
    t.text('reason');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_uuid', 'created_at']);
  });
  await knex.raw(
    `alter table restructure_application_events add constraint restructure_application_events_actor_check check (actor in ('APPLICANT', 'REVIEWER', 'SYSTEM'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('restructure_application_events');
  await knex.schema.dropTableIfExists('restructure_applications');
}
