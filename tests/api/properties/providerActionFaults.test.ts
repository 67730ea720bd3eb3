import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '#api/adapters/index';
import { loadConfig } from '#api/config';
import { SandboxPaymentProcessor } from '#api/adapters/payments/SandboxPaymentProcessor';
import { SandboxPayoutProvider } from '#api/adapters/payouts/SandboxPayoutProvider';
import { reconcileProviderActions } from '#api/jobs/reconcileProviderActions';
import type { JobContext } from '#api/jobs/JobDefinition';
import { createLogger } from '#api/lib/logger';
import { createLoaders } from '#api/loaders';
import { User } from '#api/models/User';
import type { ServiceContext } from '#api/services/context';
import { verifyEquityTransaction } from '#api/services/properties/equityTransactions';
import type { ProviderActionFault } from '#api/services/properties/providerActions';
import { createTestApp, ORIGIN, type TestApp } from '../harness.js';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';
import { insertProperty, insertUser, linkBankAccount, VERIFY, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PASSWORD = 'correct horse battery';
const logger = createLogger('silent');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

type Payload = Record<string, any>;

/** What a killed server leaves: the work stops at the point, and an open transaction rolls back. */
class ProcessDied extends Error {}

const SAVE_BANK = `mutation ($input: SavePaymentBankAccountInput!) { savePaymentBankAccount(input: $input) { paymentMethod { uuid } } }`;
const CHOICES = `query { paymentBankAccountChoices { financialAccountUuid } }`;

type Action = 'card buy-in' | 'bank debit buy-in' | 'cash-out';

/** A new owner (the verify step allows five tries per user in 15 minutes) with the worked example's home and what the action pays with. */
async function ownerFor(action: Action, email: string) {
  const uuid = await insertUser(t, email, PASSWORD);
  const cookie = await t.sessionCookie(email, PASSWORD);
  const propertyUuid = await insertProperty(t, workedExampleDeal(uuid));
  let paymentMethodUuid: string | undefined;
  if (action === 'card buy-in') await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid, email });
  if (action !== 'card buy-in') await linkBankAccount(t, uuid);
  if (action === 'bank debit buy-in') {
    const [choice] = (await t.gql<{ paymentBankAccountChoices: Payload[] }>(CHOICES, {}, cookie)).data!.paymentBankAccountChoices;
    paymentMethodUuid = (await t.gql<{ savePaymentBankAccount: Payload }>(SAVE_BANK, { input: { financialAccountUuid: choice!.financialAccountUuid } }, cookie))
      .data!.savePaymentBankAccount.paymentMethod.uuid;
  }
  return { uuid, cookie, propertyUuid, paymentMethodUuid };
}

const inputOf = (action: Action, owner: { propertyUuid: string; paymentMethodUuid?: string }, idempotencyKey: string) => ({
  propertyUuid: owner.propertyUuid,
  kind: action === 'cash-out' ? ('CASH_OUT' as const) : ('BUY_IN' as const),
  frequency: 'ONE_TIME' as const,
  amount: 5000,
  idempotencyKey,
  password: PASSWORD,
  ...(owner.paymentMethodUuid ? { paymentMethodUuid: owner.paymentMethodUuid } : {}),
});

/** The verify step run as the server runs it, dying at `point`. */
async function verifyDyingAt(point: ProviderActionFault, userUuid: string, input: ReturnType<typeof inputOf>) {
  const currentUser = (await User.query(t.db).findById(userUuid))!;
  const ctx: ServiceContext = {
    db: t.db,
    config: t.config,
    adapters: t.adapters,
    logger,
    currentUser,
    loaders: createLoaders(t.db),
    sessionToken: null,
    now: () => NOW,
    origin: ORIGIN,
    faults: (reached) => {
      if (reached === point) throw new ProcessDied(point);
    },
  };
  return verifyEquityTransaction(ctx, input);
}

/** The reconciliation job as a restarted server runs it, `minutesLater` after now. */
async function reconcileAfter(minutesLater: number, adapters = t.adapters) {
  const context: JobContext = {
    db: t.db,
    config: t.config,
    adapters,
    logger,
    now: () => new Date(Date.now() + minutesLater * 60_000),
    jobs: { send: async () => null },
  };
  await reconcileProviderActions.handle({}, context);
}

/** Our records of the action and the provider's own, by the action's idempotency key. */
async function booksOf(action: Action, propertyUuid: string, key: string, adapters = t.adapters) {
  const providerKey = `property:${propertyUuid}:${key}`;
  const records = await t.db(action === 'cash-out' ? 'payouts' : 'payments').where({ idempotencyKey: providerKey });
  const ledger = await t.db('propertyEquityLedger').where({ propertyUuid });
  const atProvider =
    action === 'cash-out'
      ? (adapters.payouts as SandboxPayoutProvider).payoutsFor(providerKey)
      : (adapters.paymentProcessor as SandboxPaymentProcessor).chargesFor(providerKey).filter((charge) => charge.outcome !== 'declined');
  return { records, ledger, atProvider };
}

const DONE: Record<Action, string> = { 'card buy-in': 'SUCCEEDED', 'bank debit buy-in': 'PROCESSING', 'cash-out': 'PAID' };
const POINTS: ProviderActionFault[] = ['afterPendingCommit', 'afterProviderCall', 'beforeCompletionCommit', 'afterCompletionCommit'];
const ACTIONS: Action[] = ['card buy-in', 'bank debit buy-in', 'cash-out'];

describe('a server killed in the middle of a buy-in or cash-out', () => {
  it.each(ACTIONS.flatMap((action) => POINTS.map((point) => [action, point] as const)))(
    '%s killed %s: after a restart every provider action has one record, the ledger equals the provider, and nothing moved twice',
    async (action, point) => {
      const owner = await ownerFor(action, `${action.replace(/ /g, '-')}-${point}@example.com`);
      const key = `${point}-${owner.propertyUuid}`;
      await expect(verifyDyingAt(point, owner.uuid, inputOf(action, owner, key))).rejects.toBeInstanceOf(ProcessDied);

      // The restarted server's reconciliation job, a minute on: the provider's record decides.
      await reconcileAfter(2);
      let books = await booksOf(action, owner.propertyUuid, key);
      expect(books.records).toHaveLength(1);
      if (point === 'afterPendingCommit') {
        // The provider never heard of it: nothing moved, and it may still arrive, so it waits.
        expect(books.atProvider).toEqual([]);
        expect(books.records[0]).toMatchObject({ status: action === 'cash-out' ? 'REQUESTED' : 'PENDING' });
        expect(books.ledger).toEqual([]);
        // Too old to arrive now: failed, with no ledger row.
        await reconcileAfter(16);
        books = await booksOf(action, owner.propertyUuid, key);
        expect(books.records).toMatchObject([{ status: 'FAILED', failureCode: 'not_received' }]);
        expect(books.ledger).toEqual([]);
      } else {
        expect(books.atProvider).toHaveLength(1);
        expect(books.records[0]).toMatchObject({ status: DONE[action] });
        expect(books.ledger).toHaveLength(1);
        expect(Number(books.ledger[0].amountCents)).toBe(5000_00);
        expect(books.ledger[0]).toMatchObject({
          idempotencyKey: key,
          [action === 'cash-out' ? 'payoutUuid' : 'paymentUuid']: books.records[0].uuid,
        });
      }

      // The homeowner tries again with the same key: one result, and still one of everything.
      const retried = (await t.gql<{ verifyEquityTransaction: Payload }>(VERIFY, { input: inputOf(action, owner, key) }, owner.cookie)).data!
        .verifyEquityTransaction;
      expect(retried).toMatchObject({ errors: [], entry: { kind: action === 'cash-out' ? 'CASH_OUT' : 'BUY_IN', amount: 5000 } });
      expect(retried.replayed).toBe(point !== 'afterPendingCommit');
      const after = await booksOf(action, owner.propertyUuid, key);
      expect(after.records).toHaveLength(1);
      expect(after.records[0]).toMatchObject({ status: DONE[action] });
      expect(after.atProvider).toHaveLength(1);
      expect(after.ledger).toHaveLength(1);
      expect(after.ledger[0].uuid).toBe(retried.entry.uuid);
      // The ledger equals the provider: the one row is the one amount moved.
      expect(Number(after.ledger[0].amountCents)).toBe(after.atProvider[0]!.amountCents);
    },
  );

  it("asks a home's next buy-in to wait while one is still unfinished, then takes it once the first is reconciled", async () => {
    const owner = await ownerFor('card buy-in', 'waits-for-the-first@example.com');
    const first = `first-${owner.propertyUuid}`;
    await expect(verifyDyingAt('afterProviderCall', owner.uuid, inputOf('card buy-in', owner, first))).rejects.toBeInstanceOf(ProcessDied);
    const send = async (key: string) =>
      (await t.gql<{ verifyEquityTransaction: Payload }>(VERIFY, { input: inputOf('card buy-in', owner, key) }, owner.cookie)).data!.verifyEquityTransaction;

    const second = `second-${owner.propertyUuid}`;
    expect(await send(second)).toMatchObject({
      entry: null,
      payment: null,
      errors: [{ code: 'PAYMENT_IN_PROGRESS', message: 'Another payment on this home is still being completed. Please try again in a minute.' }],
    });
    expect((await booksOf('card buy-in', owner.propertyUuid, second)).atProvider).toEqual([]);

    await reconcileAfter(2);
    expect(await send(second)).toMatchObject({ errors: [], replayed: false, payment: { status: 'SUCCEEDED' } });
    const ledger = await t.db('propertyEquityLedger').where({ propertyUuid: owner.propertyUuid }).orderBy('sequence');
    expect(ledger.map((row: Payload) => row.idempotencyKey)).toEqual([first, second]);
    // The second row starts where the first left the home's share.
    expect(ledger[1].dpBefore).toBe(ledger[0].dpAfter);
  });
});

// A server process shares the database with this test only on PostgreSQL (PGlite here is in this process's memory).
describe.skipIf(!process.env.DATABASE_URL)('a server process killed with SIGKILL in the middle of a buy-in or cash-out', () => {
  it.each([
    ['card buy-in', 'afterProviderCall'],
    ['cash-out', 'beforeCompletionCommit'],
  ] as const)(
    '%s killed %s: the restarted server finishes it from the provider, once',
    async (action, point) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-killed-'));
      try {
        const env = {
          ...process.env,
          DATABASE_URL: t.config.DATABASE_URL,
          DATA_DIR: dataDir,
          KILL_AT: point,
          ACTION: action === 'cash-out' ? 'cash-out' : 'buy-in',
        };
        const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'providerActionKill.fixture.ts')], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        server.stdout.on('data', (chunk) => (out += chunk));
        server.stderr.on('data', (chunk) => (err += chunk));
        const [code, signal] = await once(server, 'exit');
        expect({ code, signal, err }).toMatchObject({ code: null, signal: 'SIGKILL' });
        const { propertyUuid, idempotencyKey } = JSON.parse(out.trim().split('\n').at(-1)!);

        // The restarted server: the same database and DATA_DIR, so the same sandbox.
        const restarted = createAdapters(loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), t.db, logger);
        const killed = await booksOf(action, propertyUuid, idempotencyKey, restarted);
        // The provider acted; our record is unfinished and the ledger has nothing yet.
        expect(killed.atProvider).toHaveLength(1);
        expect(killed.records).toMatchObject([{ status: action === 'cash-out' ? 'REQUESTED' : 'PENDING' }]);
        expect(killed.ledger).toEqual([]);

        await reconcileAfter(2, restarted);
        const after = await booksOf(action, propertyUuid, idempotencyKey, restarted);
        expect(after.records).toMatchObject([{ status: DONE[action] }]);
        expect(after.atProvider).toHaveLength(1);
        expect(after.ledger).toHaveLength(1);
        expect(Number(after.ledger[0].amountCents)).toBe(after.atProvider[0]!.amountCents);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
