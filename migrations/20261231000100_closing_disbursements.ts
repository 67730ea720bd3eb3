import type { Knex } from 'knex';

/**
 * The cash at closing is a payout and a ledger row (CLOSING_DISBURSEMENT, decision 0021). The
 * kinds are written out: a migration keeps the list it was written with.
 */
const WITH_CLOSING = ['BUY_IN', 'RECURRING_BUY_IN', 'SCHEDULED_BUY_BACK', 'CASH_OUT', 'USAGE_FEE', 'VALUATION', 'CLOSING_DISBURSEMENT'];
const BEFORE = WITH_CLOSING.filter((kind) => kind !== 'CLOSING_DISBURSEMENT');

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

async function allowKinds(knex: Knex, kinds: readonly string[]) {
  await knex.raw('alter table property_equity_ledger drop constraint property_equity_ledger_kind_check');
  await knex.raw(`alter table property_equity_ledger add constraint property_equity_ledger_kind_check check (kind in (${list(kinds)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await allowKinds(knex, WITH_CLOSING);
}

export async function down(knex: Knex): Promise<void> {
  await allowKinds(knex, BEFORE);
}
