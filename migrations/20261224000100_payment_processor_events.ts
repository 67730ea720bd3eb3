import type { Knex } from 'knex';

// The processor's settlement events, one row per event id: a replayed event is applied once, and
// one that arrives before its charge's payments row commits is kept (applied_at null) until the
// row is there, instead of being answered and lost.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_processor_events', (t) => {
    t.text('event_id').primary();
    t.text('event_type').notNullable();
    // The processor's id of the object the event is about (pi_... for a charge).
    t.text('object_id').notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable();
    t.timestamp('applied_at', { useTz: true });
    t.uuid('payment_uuid').references('payments.uuid').onDelete('SET NULL');
  });
  await knex.raw('create index payment_processor_events_pending on payment_processor_events (object_id) where applied_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_processor_events');
}
