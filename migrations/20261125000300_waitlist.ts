import type { Knex } from 'knex';

/** People waiting for a product in their area; one entry per email and product. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_entries', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('product').notNullable().checkIn(['RESTRUCTURE', 'PURCHASE']);
    t.text('email').notNullable();
    t.text('first_name').notNullable();
    t.text('zip').notNullable();
    t.text('state');
    t.text('purchase_stage');
    t.text('timeline');
    t.uuid('user_uuid').references('users.uuid').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw('create unique index waitlist_entries_product_email on waitlist_entries (product, lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('waitlist_entries');
}
