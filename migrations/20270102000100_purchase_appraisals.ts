import type { Knex } from 'knex';

/**
 * The appraisal of a purchase comes from an appraiser, not the buyer: when the value arrived on
 * the application, and one audit row per recorded appraisal (the value, who recorded it: staff
 * through `npm run ops` or the appraisal vendor's sandbox, when and why). The audit rows are
 * ops output only, never the buyer's. Applications that already had a value typed at the
 * appraisal step keep it, received when that step was submitted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('purchase_applications', (t) => {
    t.timestamp('appraisal_received_at', { useTz: true });
  });
  await knex.raw(
    'update purchase_applications set appraisal_received_at = coalesce(appraisal_and_services_submitted_at, updated_at) where appraised_value_cents is not null',
  );
  await knex.schema.createTable('purchase_appraisals', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.bigIncrements('sequence', { primaryKey: false });
    t.uuid('application_uuid').notNullable().references('purchase_applications.uuid').onDelete('CASCADE');
    t.bigInteger('value_cents').notNullable();
    t.text('actor').notNullable();
    t.text('actor_name').notNullable();
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_uuid', 'sequence']);
  });
  // Values frozen here: the actors an appraisal is recorded by (staff, or the vendor's sandbox).
  await knex.raw(`alter table purchase_appraisals add constraint purchase_appraisals_actor_check check (actor in ('REVIEWER', 'SYSTEM'))`);
  await knex.raw('alter table purchase_appraisals add constraint purchase_appraisals_value_cents_check check (value_cents > 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('purchase_appraisals');
  await knex.schema.alterTable('purchase_applications', (t) => {
    t.dropColumn('appraisal_received_at');
  });
}
