import type { Knex } from 'knex';

/**
 * The pricing engine's data: dated rate sheets (one active at a time), lenders, loan programs
 * with their rate rows per lock, loan-level price adjustments and fees; plus stored pricing
 * results so a quoted option keeps its uuid. Every sheet row belongs to one sheet, so importing
 * a new sheet never edits the one being priced against.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_sheets', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.timestamp('effective_at', { useTz: true }).notNullable().unique();
    t.text('description');
    t.text('source_name');
    t.boolean('is_active').notNullable().defaultTo(false);
    t.timestamp('imported_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index rate_sheets_one_active on rate_sheets (is_active) where is_active');

  // Lenders outlive sheets: a lender keeps its uuid from one sheet to the next.
  await knex.schema.createTable('lenders', (t) => {
    t.uuid('uuid').primary();
    t.text('code').notNullable().unique();
    t.text('company_name').notNullable();
    t.text('loan_buyer_type').notNullable();
    t.timestamps(true, true);
  });

  await knex.schema.createTable('loan_programs', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('rate_sheet_uuid').notNullable().references('rate_sheets.uuid').onDelete('CASCADE').index();
    t.uuid('lender_uuid').notNullable().references('lenders.uuid');
    t.text('code').notNullable();
    t.text('lender_program_code').notNullable();
    t.text('loan_type').notNullable();
    t.text('mortgage_type').notNullable();
    t.text('arm_index');
    t.decimal('arm_index_rate', 7, 4);
    t.decimal('arm_margin', 7, 4);
    t.decimal('arm_cap_initial', 6, 3);
    t.decimal('arm_cap_periodic', 6, 3);
    t.decimal('arm_cap_lifetime', 6, 3);
    t.integer('arm_adjustment_months');
    t.integer('min_credit_score').notNullable();
    t.decimal('max_ltv', 6, 3).notNullable();
    t.decimal('max_cash_out_ltv', 6, 3);
    t.decimal('min_loan_amount', 14, 2).notNullable();
    t.decimal('max_loan_amount', 14, 2).notNullable();
    t.jsonb('occupancies').notNullable();
    t.jsonb('property_types').notNullable();
    t.decimal('upfront_fee_percent', 7, 4).notNullable().defaultTo(0);
    t.decimal('annual_mi_percent', 7, 4).notNullable().defaultTo(0);
    t.integer('popularity_rank').notNullable();
    t.unique(['rate_sheet_uuid', 'lender_uuid', 'code']);
  });

  await knex.schema.createTable('rate_rows', (t) => {
    t.bigIncrements('id');
    t.uuid('loan_program_uuid').notNullable().references('loan_programs.uuid').onDelete('CASCADE');
    t.integer('lock_days').notNullable();
    t.decimal('rate', 7, 4).notNullable();
    // Percent of the loan: positive is a cost to the borrower, negative a lender credit.
    t.decimal('points', 8, 4).notNullable();
    t.unique(['loan_program_uuid', 'lock_days', 'rate']);
  });

  // Loan-level price adjustments. A null criterion matches every loan.
  await knex.schema.createTable('price_adjustments', (t) => {
    t.bigIncrements('id');
    t.uuid('rate_sheet_uuid').notNullable().references('rate_sheets.uuid').onDelete('CASCADE').index();
    t.uuid('lender_uuid').references('lenders.uuid');
    t.text('loan_type');
    t.integer('min_term_years');
    t.integer('max_term_years');
    t.text('kind').notNullable();
    t.decimal('value', 8, 4).notNullable();
    t.integer('credit_min');
    t.integer('credit_max');
    t.decimal('ltv_above', 6, 3);
    t.decimal('ltv_max', 6, 3);
    t.text('purpose');
    t.jsonb('occupancies');
    t.jsonb('property_types');
    t.boolean('second_lien');
    t.decimal('loan_amount_min', 14, 2);
    t.decimal('loan_amount_max', 14, 2);
    t.jsonb('states');
    t.text('label').notNullable();
  });

  // Closing costs: a lender's own (lender_uuid set) or third-party ones for every lender.
  await knex.schema.createTable('fees', (t) => {
    t.bigIncrements('id');
    t.uuid('rate_sheet_uuid').notNullable().references('rate_sheets.uuid').onDelete('CASCADE').index();
    t.uuid('lender_uuid').references('lenders.uuid');
    t.text('loan_type');
    t.jsonb('states');
    t.text('section').notNullable();
    t.text('name').notNullable();
    t.decimal('amount', 12, 2).notNullable().defaultTo(0);
    t.decimal('percent_of_loan', 7, 4).notNullable().defaultTo(0);
    t.boolean('finance_charge').notNullable();
  });

  // A pricing result is addressed by its content (sheet + normalized input), so pricing the
  // same scenario against the same sheet returns the same uuids.
  await knex.schema.createTable('pricing_results', (t) => {
    t.uuid('uuid').primary();
    t.uuid('rate_sheet_uuid').notNullable().references('rate_sheets.uuid');
    t.jsonb('scenario').notNullable();
    t.jsonb('rate_options').notNullable();
    t.jsonb('errors').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['pricing_results', 'fees', 'price_adjustments', 'rate_rows', 'loan_programs', 'lenders', 'rate_sheets']) {
    await knex.schema.dropTableIfExists(table);
  }
}
