import type { Knex } from 'knex';

/**
 * Money is recorded before it moves (decision 0021): a buy-in's payment and a cash-out's payout
 * are committed as pending rows before the provider is called, carrying the ledger row to write
 * when the provider says the money moved (ledger_entry, JSON).
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['payments', 'payouts']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('ledger_entry');
    });
  }
  // The reconciliation job reads the unfinished actions oldest first.
  await knex.raw(`create index payments_pending_idx on payments (created_at) where status = 'PENDING'`);
  await knex.raw(`create index payouts_requested_idx on payouts (created_at) where status = 'REQUESTED'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists payouts_requested_idx');
  await knex.raw('drop index if exists payments_pending_idx');
  for (const table of ['payments', 'payouts']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('ledger_entry');
    });
  }
}
