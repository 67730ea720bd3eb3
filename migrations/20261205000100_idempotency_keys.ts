import type { Knex } from 'knex';

// Idempotency keys of retried mutations (decision 0008, docs/security.md): one row per caller
// scope and key, kept in PostgreSQL so every app server sees the same rows. A row without a
// response is a request still running; the primary key makes two servers race on one insert.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    // 'user:<uuid>' for a signed-in caller, 'anonymous' otherwise.
    t.text('scope').notNullable();
    t.text('key').notNullable();
    // sha256 of the request body (operation and variables): the same key with another request is refused.
    t.text('request_hash').notNullable();
    t.integer('response_status');
    t.text('response_content_type');
    t.text('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['scope', 'key']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
