import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('password_hash');
    t.text('first_name');
    t.text('middle_name');
    t.text('last_name');
    t.text('suffix');
    t.text('tel');
    t.date('date_of_birth');
    t.jsonb('mailing_address');
    t.timestamp('email_verified_at', { useTz: true });
    t.timestamp('consented_to_text_messages_at', { useTz: true });
    t.timestamp('agreed_to_electronic_documents_at', { useTz: true });
    t.timestamp('confirmed_contact_info_at', { useTz: true });
    t.boolean('has_saved_credit_card').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Single-use tokens for password reset and email verification; only the hash is kept.
  await knex.schema.createTable('auth_tokens', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Fixed-window counters; kept in Postgres so any number of API processes share them.
  await knex.schema.createTable('rate_limit_counters', (t) => {
    t.text('key').notNullable();
    t.timestamp('window_start', { useTz: true }).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['key', 'window_start']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('to_address').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.jsonb('links').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('analytics_events', (t) => {
    t.bigIncrements('id');
    t.text('type').notNullable();
    t.text('path');
    t.text('anonymous_id');
    t.uuid('user_uuid');
    t.jsonb('properties').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['analytics_events', 'mail_outbox', 'rate_limit_counters', 'auth_tokens', 'sessions', 'users']) {
    await knex.schema.dropTableIfExists(table);
  }
}
