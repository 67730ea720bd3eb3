import type { Knex } from 'knex';

// A bank debit settles days after it is made: when the processor said so (its webhook), and
// why it failed when it did (Stripe's failure code), for the operators who follow it up.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.timestamp('settled_at', { useTz: true });
    t.text('failure_code');
    t.index(['processor_reference']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['processor_reference']);
    t.dropColumn('failure_code');
    t.dropColumn('settled_at');
  });
}
