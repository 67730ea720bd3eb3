import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '#api/adapters/index';
import { loadConfig } from '#api/config';
import type { PaymentProcessor } from '#api/adapters/payments/PaymentProcessor';
import type { SandboxPaymentProcessor } from '#api/adapters/payments/SandboxPaymentProcessor';
import { reconcileProviderActions } from '#api/jobs/reconcileProviderActions';
import { createLogger } from '#api/lib/logger';
import { chargeMonth } from '#api/services/properties/monthlyCharges';
import type { ProviderActionFault } from '#api/services/properties/providerActions';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSandboxCard, SANDBOX_CARDS } from '../../support/savePaymentMethod.js';
import { insertProperty, insertUser, workedExampleDeal } from './support.js';

// The worked example's home closed in March; its payment day (the 14th) has come in November.
const NOW = new Date('2026-11-23T15:00:00Z');
const USAGE_FEE = 'usage-fee:2026-11';
const REDUCTION = 'reduction-payment:2026-11';
const logger = createLogger('silent');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

/** What a killed server leaves: the work stops at the point, and an open transaction rolls back. */
class ProcessDied extends Error {}

const work = (overrides: Partial<Parameters<typeof chargeMonth>[0]> = {}) => ({
  db: t.db,
  config: t.config,
  adapters: t.adapters,
  logger,
  now: () => NOW,
  ...overrides,
});

/** The reconciliation job as a restarted server runs it, `minutesLater` after now. */
async function reconcileAfter(minutesLater: number, adapters = t.adapters) {
  const context = { ...work({ adapters }), now: () => new Date(Date.now() + minutesLater * 60_000), jobs: { send: async () => null } };
  await reconcileProviderActions.handle({}, context);
}

async function ownerWithHome(email: string, card: string = SANDBOX_CARDS.visa) {
  const owner = await insertUser(t, email, 'correct horse battery');
  await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid: owner, email }, card);
  return { owner, propertyUuid: await insertProperty(t, workedExampleDeal(owner, { closingDate: '2026-03-14' })) };
}

/** Our records of one monthly charge and the processor's own, by the charge's key. */
async function booksOf(propertyUuid: string, key: string, adapters = t.adapters) {
  const providerKey = `property:${propertyUuid}:${key}`;
  return {
    payments: await t.db('payments').where({ idempotencyKey: providerKey }),
    ledger: await t.db('propertyEquityLedger').where({ propertyUuid, idempotencyKey: key }),
    atProcessor: (adapters.paymentProcessor as SandboxPaymentProcessor).chargesFor(providerKey).filter((charge) => charge.outcome !== 'declined'),
  };
}

describe('the monthly charges when the server stops after the processor charged', () => {
  it('leave a pending payment the reconciliation job finishes with one ledger row, and the month is not charged again', async () => {
    const { propertyUuid } = await ownerWithHome('monthly-answer-lost@example.com');
    // The processor charges the usage fee, and its answer never reaches the server.
    const processor = t.adapters.paymentProcessor;
    const answerLost: PaymentProcessor = Object.create(processor);
    answerLost.charge = async (request) => {
      await processor.charge(request);
      throw new ProcessDied('the server stopped before the answer came');
    };
    await expect(chargeMonth(work({ adapters: { ...t.adapters, paymentProcessor: answerLost } }), propertyUuid)).rejects.toBeInstanceOf(ProcessDied);
    let books = await booksOf(propertyUuid, USAGE_FEE);
    expect(books.atProcessor).toHaveLength(1);
    expect(books.payments).toMatchObject([{ status: 'PENDING' }]);
    expect(books.ledger).toEqual([]);

    await reconcileAfter(2);
    books = await booksOf(propertyUuid, USAGE_FEE);
    expect(books.payments).toMatchObject([{ status: 'SUCCEEDED' }]);
    expect(books.ledger).toHaveLength(1);
    expect(books.ledger[0]).toMatchObject({
      kind: 'USAGE_FEE',
      amountCents: 1_875_00,
      paymentUuid: books.payments[0].uuid,
      recordedBy: 'monthly-property-charges',
    });
    expect(books.ledger[0].description).toMatch(/^Usage fee for 2026-11 · Visa •••• 4242$/);

    // The job runs again: the usage fee is not charged twice; the reduction payment, never sent, is.
    expect(await chargeMonth(work(), propertyUuid)).toEqual([REDUCTION]);
    expect(await chargeMonth(work(), propertyUuid)).toEqual([]);
    books = await booksOf(propertyUuid, USAGE_FEE);
    expect(books.atProcessor).toHaveLength(1);
    expect(books.payments).toHaveLength(1);
    expect(books.ledger).toHaveLength(1);
    const ledger = await t.db('propertyEquityLedger').where({ propertyUuid }).orderBy('sequence');
    expect(ledger.map((row: { idempotencyKey: string }) => row.idempotencyKey)).toEqual([USAGE_FEE, REDUCTION]);
  });

  it.each<ProviderActionFault>(['afterPendingCommit', 'afterProviderCall', 'beforeCompletionCommit', 'afterCompletionCommit'])(
    'killed %s: after the reconciliation job and a rerun, each charge has one payment, one processor charge and one ledger row of its amount',
    async (point) => {
      const { propertyUuid } = await ownerWithHome(`monthly-killed-${point}@example.com`);
      const dying = work({
        faults: (reached) => {
          if (reached === point) throw new ProcessDied(point);
        },
      });
      await expect(chargeMonth(dying, propertyUuid)).rejects.toBeInstanceOf(ProcessDied);
      await reconcileAfter(2);
      await chargeMonth(work(), propertyUuid);
      await chargeMonth(work(), propertyUuid);
      for (const key of [USAGE_FEE, REDUCTION]) {
        const books = await booksOf(propertyUuid, key);
        expect(books.payments).toMatchObject([{ status: 'SUCCEEDED' }]);
        expect(books.atProcessor).toHaveLength(1);
        expect(books.ledger).toHaveLength(1);
        expect(Number(books.ledger[0].amountCents)).toBe(books.atProcessor[0]!.amountCents);
      }
    },
  );

  it('record a declined charge as failed, write no ledger row, and leave the month to the retry', async () => {
    const { propertyUuid } = await ownerWithHome('monthly-declined@example.com', SANDBOX_CARDS.declinesCharges);
    await expect(chargeMonth(work(), propertyUuid)).rejects.toThrow(`${USAGE_FEE} was declined (card_declined)`);
    const books = await booksOf(propertyUuid, USAGE_FEE);
    expect(books.payments).toMatchObject([{ status: 'FAILED', failureCode: 'card_declined' }]);
    expect(await t.db('propertyEquityLedger').where({ propertyUuid })).toEqual([]);
  });
});

// A server process shares the database with this test only on PostgreSQL (PGlite here is in this process's memory).
describe.skipIf(!process.env.DATABASE_URL)('the monthly charges of a server process killed with SIGKILL after the processor charged', () => {
  it('are finished by the restarted server from the processor, once, and the month is not charged again', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-monthly-killed-'));
    try {
      const env = { ...process.env, DATABASE_URL: t.config.DATABASE_URL, DATA_DIR: dataDir, KILL_AT: 'afterProviderCall' };
      const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'monthlyChargeKill.fixture.ts')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      server.stdout.on('data', (chunk) => (out += chunk));
      server.stderr.on('data', (chunk) => (err += chunk));
      const [code, signal] = await once(server, 'exit');
      expect({ code, signal, err }).toMatchObject({ code: null, signal: 'SIGKILL' });
      const { propertyUuid } = JSON.parse(out.trim().split('\n').at(-1)!);

      // The restarted server: the same database and DATA_DIR, so the same sandbox.
      const restarted = createAdapters(loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), t.db, logger);
      let books = await booksOf(propertyUuid, USAGE_FEE, restarted);
      expect(books.atProcessor).toHaveLength(1);
      expect(books.payments).toMatchObject([{ status: 'PENDING' }]);
      expect(books.ledger).toEqual([]);

      await reconcileAfter(2, restarted);
      expect((await booksOf(propertyUuid, USAGE_FEE, restarted)).ledger).toHaveLength(1);
      expect(await chargeMonth(work({ adapters: restarted }), propertyUuid)).toEqual([REDUCTION]);
      books = await booksOf(propertyUuid, USAGE_FEE, restarted);
      expect(books.payments).toMatchObject([{ status: 'SUCCEEDED' }]);
      expect(books.atProcessor).toHaveLength(1);
      expect(books.ledger).toHaveLength(1);
      expect(Number(books.ledger[0].amountCents)).toBe(books.atProcessor[0]!.amountCents);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
