import type { Knex } from 'knex';

/**
 * Quoted rate options get their own table, keyed by rateOptionUuid: an application that chooses
 * an option finds it by primary key instead of scanning every pricing result's JSON. Existing
 * results' options are moved over; the JSON column goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_options', (t) => {
    t.uuid('rate_option_uuid').primary();
    t.uuid('pricing_result_uuid').notNullable().references('pricing_results.uuid').onDelete('CASCADE').index();
    // Place in the result's list, so the stored order is the quoted order.
    t.integer('position').notNullable();
    t.uuid('lender_uuid').notNullable();
    t.uuid('loan_program_uuid').notNullable();
    t.text('loan_program_code').notNullable();
    t.integer('lock_days').notNullable();
    t.decimal('sheet_rate', 7, 4).notNullable();
    t.decimal('interest_rate', 7, 4).notNullable();
    t.decimal('points', 8, 4).notNullable();
    t.decimal('effective_points', 8, 4).notNullable();
    t.decimal('note_amount', 14, 2).notNullable();
    t.decimal('base_loan_amount', 14, 2).notNullable();
    t.decimal('monthly_payment', 12, 2).notNullable();
    t.decimal('apr', 7, 4).notNullable();
    t.decimal('total_fees', 12, 2).notNullable();
  });
  await knex.raw(`
    insert into rate_options (rate_option_uuid, pricing_result_uuid, position, lender_uuid, loan_program_uuid, loan_program_code, lock_days,
      sheet_rate, interest_rate, points, effective_points, note_amount, base_loan_amount, monthly_payment, apr, total_fees)
    select (o.value->>'rateOptionUuid')::uuid, r.uuid, o.ordinality - 1, (o.value->>'lenderUuid')::uuid, (o.value->>'loanProgramUuid')::uuid,
      o.value->>'loanProgramCode', (o.value->>'lockDays')::int, (o.value->>'sheetRate')::numeric, (o.value->>'interestRate')::numeric,
      (o.value->>'points')::numeric, (o.value->>'effectivePoints')::numeric, (o.value->>'noteAmount')::numeric,
      (o.value->>'baseLoanAmount')::numeric, (o.value->>'monthlyPI')::numeric, (o.value->>'apr')::numeric, (o.value->>'totalFees')::numeric
    from pricing_results r cross join lateral jsonb_array_elements(r.rate_options) with ordinality as o(value, ordinality)
    on conflict (rate_option_uuid) do nothing
  `);
  await knex.schema.alterTable('pricing_results', (t) => {
    t.dropColumn('rate_options');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pricing_results', (t) => {
    t.jsonb('rate_options').notNullable().defaultTo('[]');
  });
  await knex.raw(`
    update pricing_results r set rate_options = coalesce((
      select jsonb_agg(jsonb_build_object(
        'rateOptionUuid', o.rate_option_uuid, 'lenderUuid', o.lender_uuid, 'loanProgramUuid', o.loan_program_uuid,
        'loanProgramCode', o.loan_program_code, 'lockDays', o.lock_days, 'sheetRate', o.sheet_rate, 'interestRate', o.interest_rate,
        'points', o.points, 'effectivePoints', o.effective_points, 'noteAmount', o.note_amount, 'baseLoanAmount', o.base_loan_amount,
        'monthlyPI', o.monthly_payment, 'apr', o.apr, 'totalFees', o.total_fees) order by o.position)
      from rate_options o where o.pricing_result_uuid = r.uuid), '[]'::jsonb)
  `);
  await knex.schema.dropTableIfExists('rate_options');
}
