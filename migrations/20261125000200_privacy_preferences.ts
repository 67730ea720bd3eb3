import type { Knex } from 'knex';

/** One row of privacy choices per logged-in user (visitors keep theirs in a cookie). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('privacy_preferences', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().unique().references('users.uuid').onDelete('CASCADE');
    t.boolean('functionality').notNullable();
    t.boolean('analytics').notNullable();
    t.boolean('marketing').notNullable();
    t.boolean('security').notNullable();
    t.boolean('third_party').notNullable();
    t.timestamp('banner_last_acknowledged_at', { useTz: true });
    t.timestamps(true, true);
  });
  // Counting a browser's or a user's analytics events (privacy activity) stays cheap.
  await knex.raw('create index if not exists analytics_events_anonymous_id on analytics_events (anonymous_id)');
  await knex.raw('create index if not exists analytics_events_user_uuid on analytics_events (user_uuid)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists analytics_events_user_uuid');
  await knex.raw('drop index if exists analytics_events_anonymous_id');
  await knex.schema.dropTableIfExists('privacy_preferences');
}
