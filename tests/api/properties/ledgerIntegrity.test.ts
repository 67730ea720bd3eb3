import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { LEDGER_UNVERIFIED_MESSAGE } from '#core/properties/index';
import { createLogger } from '#api/lib/logger';
import { Property } from '#api/models/Property';
import { appendLedgerEntry } from '#api/services/properties/appendLedgerEntry';
import { runOps } from '#api/services/restructureApplication/opsCommand';
import { createTestApp, type TestApp } from '../harness.js';
import { DASHBOARD, insertProperty, insertUser, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const work = () => ({ db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => NOW });

/** A home of its own with three buy-ins recorded, and its owner's session. */
async function boughtInHome(email: string): Promise<{ uuid: string; cookie: string }> {
  const owner = await insertUser(t, email, 'correct horse battery');
  const uuid = await insertProperty(t, workedExampleDeal(owner));
  for (const [index, amountCents] of [10_000_00, 20_000_00, 5_000_00].entries()) {
    await t.db.transaction(async (trx) => {
      const property = (await Property.query(trx).findById(uuid).forUpdate())!;
      const result = await appendLedgerEntry(
        trx,
        property,
        { kind: 'BUY_IN', idempotencyKey: `buy-in-${index}`, amountCents },
        { equityBuilderCutoffDate: t.config.EQUITY_BUILDER_CUTOFF_DATE, recordedBy: owner },
      );
      if (!result.ok) throw new Error(result.refusal.message);
    });
  }
  return { uuid, cookie: await t.sessionCookie(email, 'correct horse battery') };
}

/** What only a superuser can do: the ledger's triggers switched off for one transaction. */
const bypassingTriggers = (work: (trx: Knex.Transaction) => Promise<unknown>) =>
  t.db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await work(trx);
  });

const sequences = async (uuid: string) =>
  (await t.db('propertyEquityLedger').where({ propertyUuid: uuid }).orderBy('sequence')).map((row) => row.sequence as number);

describe('the equity ledger at the database', () => {
  it.each([
    ['UPDATE', (uuid: string) => t.db('propertyEquityLedger').where({ propertyUuid: uuid }).update({ amountCents: 1 })],
    ['DELETE', (uuid: string) => t.db('propertyEquityLedger').where({ propertyUuid: uuid }).delete()],
    ['TRUNCATE', () => t.db.raw('truncate property_equity_ledger cascade')],
  ])('refuses %s', async (operation, change) => {
    const { uuid } = await boughtInHome(`refuses-${operation.toLowerCase()}@example.com`);
    await expect(change(uuid)).rejects.toThrow(`property_equity_ledger is append-only: ${operation} refused`);
    expect(await sequences(uuid)).toHaveLength(3);
    expect(await runOps(['ledger', 'verify', uuid], work())).toEqual({ exitCode: 0, lines: [`OK: the equity ledger of ${uuid} holds (3 rows).`] });
  });
});

describe('a ledger changed behind the database’s back', () => {
  it('shows the figures while the chain holds', async () => {
    const { uuid, cookie } = await boughtInHome('chain-holds@example.com');
    const { data, errors } = await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie);
    expect(errors).toBeUndefined();
    expect(data!.propertyDashboard.ledger).toHaveLength(3);
  });

  it.each([
    ['the last row removed', 2, 'delete', /^BROKEN: the equity ledger of .* breaks after row 2: 1 row\(s\) after the last one are missing\.$/],
    [
      'a middle row removed',
      1,
      'delete',
      /^BROKEN: the equity ledger of .* breaks at row 1 \(sequence \d+\): it does not follow row \d+ \(a row between them is missing\)\.$/,
    ],
    ['a row altered', 1, 'update', /^BROKEN: the equity ledger of .* breaks at row 1 \(sequence \d+\): its content does not match its hash \(altered\)\.$/],
  ] as const)('is reported, not shown, with %s', async (_case, index, change, report) => {
    const { uuid, cookie } = await boughtInHome(`tampered-${change}-${index}@example.com`);
    const target = (await sequences(uuid))[index]!;
    await bypassingTriggers((trx) =>
      change === 'delete'
        ? trx('propertyEquityLedger').where({ propertyUuid: uuid, sequence: target }).delete()
        : trx('propertyEquityLedger').where({ propertyUuid: uuid, sequence: target }).update({ amountCents: 1_00 }),
    );

    const verified = await runOps(['ledger', 'verify', uuid], work());
    expect(verified.exitCode).toBe(1);
    expect(verified.lines[0]).toMatch(report);

    const { data, errors } = await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie);
    expect(data).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ message: LEDGER_UNVERIFIED_MESSAGE, extensions: { code: 'LEDGER_UNVERIFIED' } })]);
  });
});
