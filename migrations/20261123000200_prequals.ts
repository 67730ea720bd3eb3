import type { Knex } from 'knex';

/** Prequalifications: what a homeowner told us before applying, with the eligibility we computed. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prequals', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Null for a visitor who has not signed up.
    t.uuid('user_uuid').references('users.uuid').onDelete('CASCADE');
    t.jsonb('property_location');
    t.text('property_use');
    t.text('property_type');
    t.decimal('estimated_property_value', 14, 2);
    t.decimal('outstanding_mortgage_balance', 14, 2);
    t.decimal('original_mortgage_balance', 14, 2);
    t.decimal('second_mortgage_balance', 14, 2);
    t.boolean('is_paying_off_second_mortgage');
    t.boolean('is_cashing_out');
    t.decimal('cash_out_amount', 14, 2);
    t.text('credit_score_estimate');
    t.text('mortgage_type');
    t.text('mortgage_interest_type');
    t.integer('mortgage_term');
    t.boolean('is_veteran');
    t.text('lead_pipeline_deal_id');
    t.text('product_selection');
    t.jsonb('product_eligibility');
    t.uuid('application_uuid');
    t.boolean('is_waitlisted').notNullable().defaultTo(false);
    t.decimal('down_payment', 14, 2);
    t.text('product_funnel');
    t.text('program');
    t.uuid('pricing_result_uuid').references('pricing_results.uuid');
    t.timestamps(true, true);
    t.index(['user_uuid', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('prequals');
}
