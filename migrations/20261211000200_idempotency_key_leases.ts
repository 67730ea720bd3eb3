import type { Knex } from 'knex';

// A claimed idempotency key is a lease (docs/security.md): when its request has not answered
// within the lease (its server died), a retry with the same request takes the key over.
// claimed_at is when the running request took it; only that claim may store or release it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex('idempotency_keys').update({ claimed_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropColumn('claimed_at');
  });
}
