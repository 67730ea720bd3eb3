import type { Knex } from 'knex';

// Refinance applications (decision 0005): the answers as one validated jsonb document, plus the
// key fields of spec section 3 as columns so they can be queried without opening the document.
// The enumerated columns are checked here too, so nothing but the spec's values is ever stored.
const CHECKS: Array<[column: string, values: string[]]> = [
  ['applicant_mode', ['SELF', 'JOINTLY_WITH_SPOUSE', 'JOINTLY_WITH_OTHER']],
  ['citizenship', ['US_CITIZEN', 'PERMANENT_RESIDENT', 'NON_PERMANENT_RESIDENT']],
  ['marital_status', ['MARRIED', 'SEPARATED', 'UNMARRIED']],
  ['loan_type', ['FHA', 'VA', 'CONVENTIONAL', 'USDA_RD', 'OTHER']],
  ['loan_interest_type', ['FIXED', 'ADJUSTABLE']],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('refinance_applications', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.uuid('prequal_uuid').references('prequals.uuid').onDelete('SET NULL');
    // The application's id in the lender's system, assigned on submission.
    t.uuid('loan_application_uuid').unique();
    t.timestamp('application_submitted_at', { useTz: true });
    t.uuid('rate_option_uuid');
    t.text('applicant_mode');
    t.smallint('no_of_borrowers').notNullable().defaultTo(1);
    t.boolean('is_legal_name_confirmed').notNullable().defaultTo(false);
    t.text('citizenship');
    t.text('marital_status');
    t.text('loan_type');
    t.text('loan_interest_type');
    t.jsonb('answers').notNullable().defaultTo('{}');
    // Snapshots written with every save, for reporting; the API recomputes them from the answers.
    t.jsonb('completed_questions').notNullable().defaultTo('[]');
    t.jsonb('sections').notNullable().defaultTo('[]');
    t.smallint('percent_answered').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['user_uuid', 'created_at']);
    t.index(['prequal_uuid']);
  });
  for (const [column, values] of CHECKS) {
    // DDL takes no bind parameters; the values are the constants above.
    const list = values.map((value) => `'${value}'`).join(', ');
    await knex.raw(
      `alter table refinance_applications add constraint refinance_applications_${column}_check check (${column} is null or ${column} in (${list}))`,
    );
  }
  await knex.raw('alter table refinance_applications add constraint refinance_applications_no_of_borrowers_check check (no_of_borrowers in (1, 2))');
  await knex.raw('alter table refinance_applications add constraint refinance_applications_percent_answered_check check (percent_answered between 0 and 100)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('refinance_applications');
}
