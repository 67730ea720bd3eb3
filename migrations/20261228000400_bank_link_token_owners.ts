import type { Knex } from 'knex';

/**
 * Every link token the app opens a bank link with, and whom it was opened for: a public token is
 * exchanged only for the user (and application) whose link token produced it. Kept in the
 * database because any app server may finish a link another one started.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bank_link_tokens', (t) => {
    t.text('link_token').primary();
    t.text('provider').notNullable();
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE');
    t.text('application_type').notNullable();
    t.uuid('application_uuid').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_uuid', 'application_type', 'application_uuid', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bank_link_tokens');
}
