import type { Knex } from 'knex';
import { APPRAISAL_BASIS } from '../core/properties/valuation.js';
import { PROPERTY_AUDIT_EVENTS } from '../core/properties/vocabulary.js';

/**
 * A home value recorded again for the same source and day corrects the earlier one: the earlier
 * row is kept, marked superseded by the correction, and only one row per property, source and
 * day is current. Staff commands on a property leave an audit row (who, what, why) that only ops
 * output shows: the homeowner's text never names a reviewer nor carries their note, so the names
 * already written into appraisal bases are replaced by the customer's wording.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('property_valuations', (t) => {
    // The correction that replaced this value (same property, source and day).
    t.uuid('superseded_by');
    t.timestamp('superseded_at', { useTz: true });
    t.dropUnique(['property_uuid', 'source', 'as_of']);
  });
  await knex.raw('create unique index property_valuations_current_unique on property_valuations (property_uuid, source, as_of) where superseded_by is null');
  await knex.raw(`update property_valuations set basis = ? where source = 'APPRAISAL'`, [APPRAISAL_BASIS]);

  await knex.schema.createTable('property_audit_events', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('property_uuid').notNullable().references('properties.uuid').onDelete('CASCADE');
    t.text('event').notNullable();
    // The staff member (or job) who acted, and why: ops output only.
    t.text('actor_name').notNullable();
    t.text('reason');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['property_uuid', 'created_at']);
  });
  await knex.raw(
    `alter table property_audit_events add constraint property_audit_events_event_check check (event in (${PROPERTY_AUDIT_EVENTS.map((event) => `'${event}'`).join(', ')}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('property_audit_events');
  await knex.raw('drop index property_valuations_current_unique');
  await knex.raw('delete from property_valuations where superseded_by is not null');
  await knex.schema.alterTable('property_valuations', (t) => {
    t.dropColumn('superseded_at');
    t.dropColumn('superseded_by');
    t.unique(['property_uuid', 'source', 'as_of']);
  });
}
