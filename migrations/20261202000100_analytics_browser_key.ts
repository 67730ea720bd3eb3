import type { Knex } from 'knex';

/**
 * Which browser sent an anonymous event: the hash of a random key kept in that browser's
 * HttpOnly cookie. analyticsActivity answers an anonymous id only to the browser holding the key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (t) => {
    t.text('browser_key_hash');
    t.index(['anonymous_id', 'browser_key_hash'], 'analytics_events_anonymous_browser');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_events', (t) => {
    t.dropIndex(['anonymous_id', 'browser_key_hash'], 'analytics_events_anonymous_browser');
    t.dropColumn('browser_key_hash');
  });
}
