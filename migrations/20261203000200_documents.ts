import type { Knex } from 'knex';

const APPLICATION_TYPES = ['REFINANCE', 'RESTRUCTURE', 'PURCHASE'];

/**
 * Documents of every kind of application. application_uuid has no foreign key because it points
 * at refinance, restructure or purchase applications depending on application_type. The bytes
 * live in the document store under storage_key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_uuid').notNullable().references('users.uuid').onDelete('CASCADE').index();
    t.text('application_type').notNullable();
    t.uuid('application_uuid').notNullable();
    t.text('type').notNullable();
    t.text('name').notNullable();
    t.bigInteger('size').notNullable();
    t.text('content_type').notNullable();
    t.text('sha256').notNullable();
    t.boolean('is_system_upload').notNullable().defaultTo(false);
    t.text('scan_status').notNullable();
    t.text('storage_key').notNullable().unique();
    t.timestamps(true, true);
    t.index(['application_type', 'application_uuid']);
  });
  await knex.raw(
    `alter table documents add constraint documents_application_type_check check (application_type in (${APPLICATION_TYPES.map((type) => `'${type}'`).join(', ')}))`,
  );
  await knex.raw(`alter table documents add constraint documents_scan_status_check check (scan_status in ('CLEAN', 'NOT_REQUIRED'))`);
  await knex.raw('alter table documents add constraint documents_size_check check (size >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('documents');
}
