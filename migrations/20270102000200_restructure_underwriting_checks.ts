import type { Knex } from 'knex';

/**
 * The underwriting checks of a restructure application (decision 0034): one row per check kind,
 * its status and when it finished. The kinds and statuses are written out: a migration keeps the
 * lists it was written with.
 */
const KINDS = ['CREDIT_CHECK_CONSENT', 'IDENTITY', 'AUTOMATED_VALUATION', 'APPRAISAL'];
const STATUSES = ['PENDING', 'PASSED', 'FAILED'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restructure_underwriting_checks', (t) => {
    t.uuid('application_uuid').notNullable().references('uuid').inTable('restructure_applications').onDelete('CASCADE');
    t.text('kind').notNullable().checkIn(KINDS);
    t.text('status').notNullable().checkIn(STATUSES);
    // The vendor's id for the check (an identity inquiry), when there is one.
    t.text('reference');
    // What the check found: a value in cents and its source, a vendor's reason code. Never a document or an SSN.
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.primary(['application_uuid', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('restructure_underwriting_checks');
}
