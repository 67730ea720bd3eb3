import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logger';
import { monthlyPropertyCharges } from '#api/jobs/monthlyPropertyCharges';
import { refreshPropertyValuations } from '#api/jobs/refreshPropertyValuations';
import type { JobContext } from '#api/jobs/JobDefinition';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';
import { AttomAvmSource } from '#api/adapters/valuation/AttomAvmSource';
import { startLocalHttpServer, type LocalAnswer } from '../../support/localHttpServer.js';
import { DASHBOARD, insertProperty, insertUser, workedExampleDeal } from './support.js';

let now = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
let context: JobContext;

function jobContext(app: TestApp, clock: () => Date): JobContext {
  return { db: app.db, config: app.config, adapters: app.adapters, logger: createLogger('silent'), now: clock, jobs: { send: async () => null } };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  context = jobContext(t, () => now);
});
afterAll(() => t.close());

describe('the monthly charges job', () => {
  // The job charges every due property in its database and fails if any cannot be charged, as the
  // other tests' properties cannot (their owners saved no card): this test has a database of its own.
  let own: TestApp;
  let ownContext: JobContext;
  let ownNow = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    own = await createTestApp({}, { now: () => ownNow });
    ownContext = jobContext(own, () => ownNow);
  });
  afterAll(() => own.close());

  it('charges the usage fee and reduction payment once per month, however often it runs', async () => {
    const owner = await insertUser(own, 'monthly-owner@example.com', 'correct horse battery');
    await saveSandboxCard(own.db, own.adapters.paymentProcessor, { uuid: owner, email: 'monthly-owner@example.com' });
    const uuid = await insertProperty(own, workedExampleDeal(owner, { closingDate: '2026-03-14' }));

    await monthlyPropertyCharges.handle({}, ownContext);
    await monthlyPropertyCharges.handle({}, ownContext);
    const rows = await own.db('propertyEquityLedger').where({ propertyUuid: uuid }).orderBy('sequence');
    expect(rows.map((row: { kind: string; idempotencyKey: string; amountCents: number }) => [row.kind, row.idempotencyKey, row.amountCents])).toEqual([
      ['USAGE_FEE', 'usage-fee:2026-11', 1_875_00],
      ['SCHEDULED_BUY_BACK', 'reduction-payment:2026-11', 500_00],
    ]);
    const payments = await own.db('payments').where({ userUuid: owner }).orderBy('createdAt');
    expect(payments.map((payment: { amountCents: number; status: string }) => [payment.amountCents, payment.status])).toEqual([
      [1_875_00, 'SUCCEEDED'],
      [500_00, 'SUCCEEDED'],
    ]);
    expect(rows.every((row: { paymentUuid: string | null }) => row.paymentUuid)).toBe(true);

    // Next month: the fee at the share the buy-back left.
    ownNow = new Date('2026-12-14T15:00:00Z');
    await monthlyPropertyCharges.handle({}, ownContext);
    const december = await own.db('propertyEquityLedger').where({ propertyUuid: uuid, idempotencyKey: 'usage-fee:2026-12' }).first();
    // 500 / 800,000 = 0.0625% bought back: DP 56.1875%, fee 1,872.92 (decision 0009's worked example).
    expect(december).toMatchObject({ amountCents: 1_872_92, dpBefore: 5_618_750_000 });
  });

  it('charges nothing before the payment day, nor for an owner with no saved method', async () => {
    const owner = await insertUser(t, 'no-card-owner@example.com', 'correct horse battery');
    const uuid = await insertProperty(t, workedExampleDeal(owner, { closingDate: '2026-03-14' }));
    await expect(monthlyPropertyCharges.handle({}, context)).rejects.toThrow(/retrying/);
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid })).toHaveLength(0);
    const early = await insertProperty(t, workedExampleDeal(owner, { closingDate: '2026-10-28' }));
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: early })).toHaveLength(0);
  });
});

describe('the valuation refresh job', () => {
  it('moves the home value by its state index once a month, and says what it is based on', async () => {
    const owner = await insertUser(t, 'valued-owner@example.com', 'correct horse battery');
    const cookie = await t.sessionCookie('valued-owner@example.com', 'correct horse battery');
    const uuid = await insertProperty(t, workedExampleDeal(owner, { closingDate: '2026-03-14' }));
    await refreshPropertyValuations.handle({}, context);
    await refreshPropertyValuations.handle({}, context);
    const valuations = await t.db('propertyEquityLedger').where({ propertyUuid: uuid, kind: 'VALUATION' });
    expect(valuations).toHaveLength(1);
    const index = await t.db('housePriceIndex').where({ state: 'CA' }).whereIn('month', ['2026-03', '2026-11']).orderBy('month');
    const expected = Math.round((800_000_00 * Math.round(index[1].indexValue * 10_000)) / Math.round(index[0].indexValue * 10_000));
    expect(valuations[0].valueCents).toBe(expected);
    const dashboard = (await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie)).data!.propertyDashboard;
    expect(dashboard.homeValue).toMatchObject({
      value: expected / 100,
      source: 'HOUSE_PRICE_INDEX',
      asOf: '2026-11-23',
      basis: 'the agreed value at closing moved by the CA house-price index from 2026-03 to 2026-11',
    });
  });
});

describe('the valuation refresh job with an outside AVM', () => {
  it("records the AVM's value with what explains it, and retries later when the vendor fails", async () => {
    const owner = await insertUser(t, 'avm-owner@example.com', 'correct horse battery');
    const cookie = await t.sessionCookie('avm-owner@example.com', 'correct horse battery');
    const address = { streetNumber: '77', streetName: 'Sunset Cliffs Blvd', locality: 'San Diego', state: 'CA', zip: '92107', country: 'US' };
    const uuid = await insertProperty(t, workedExampleDeal(owner, { closingDate: '2026-03-14', address }));
    // The ATTOM stand-in values this home only; every other home has no AVM value.
    let answer: LocalAnswer = {
      status: 200,
      json: { status: { msg: 'SuccessWithResult' }, property: [{ avm: { eventDate: '2026-11-01', amount: { scr: 87, value: 861_250 } } }] },
    };
    const attom = await startLocalHttpServer(({ url }) =>
      new URL(url, 'http://x').searchParams.get('address1') === '77 Sunset Cliffs Blvd'
        ? answer
        : { status: 400, json: { status: { msg: 'SuccessWithoutResult' } } },
    );
    try {
      const homeValuation = new AttomAvmSource({ apiKey: 'attom-test-key', baseUrl: attom.baseUrl, timeoutMs: 10_000 });
      const avmContext = { ...context, adapters: { ...t.adapters, homeValuation } };
      await refreshPropertyValuations.handle({}, avmContext);
      await refreshPropertyValuations.handle({}, avmContext);
      const valuations = await t.db('propertyEquityLedger').where({ propertyUuid: uuid, kind: 'VALUATION' });
      expect(valuations).toMatchObject([{ valueCents: 861_250_00, idempotencyKey: 'valuation:avm:2026-11', recordedBy: 'valuation-refresh' }]);
      const dashboard = (await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie)).data!.propertyDashboard;
      expect(dashboard.homeValue).toEqual({
        value: 861250,
        source: 'AUTOMATED_VALUATION',
        basis: "ATTOM's automated valuation of the home (confidence score 87 of 100)",
        asOf: '2026-11-01',
      });

      answer = { status: 503, json: { status: { msg: 'Service unavailable' } } };
      now = new Date('2026-12-02T06:00:00Z');
      await expect(refreshPropertyValuations.handle({}, avmContext)).rejects.toThrow('1 home values could not be had from attom; retrying later.');
      expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid, kind: 'VALUATION' })).toHaveLength(1);
    } finally {
      now = new Date('2026-11-23T15:00:00Z');
      await attom.close();
    }
  });

  it('is chosen by VALUATION_PROVIDER, which needs its key', async () => {
    const { loadConfig } = await import('#api/config');
    expect(() => loadConfig({ NODE_ENV: 'test', VALUATION_PROVIDER: 'attom' })).toThrow('ATTOM_API_KEY: required with VALUATION_PROVIDER=attom.');
    expect(t.adapters.homeValuation.name).toBe('house-price-index');
    expect(t.adapters.payouts.name).toBe('sandbox');
  });
});

describe('npm run ops on properties', () => {
  it('records an appraisal, and a staff transfer only with the direct equity transactions flag', async () => {
    const { runOps } = await import('#api/services/restructureApplication/opsCommand');
    const owner = await insertUser(t, 'appraised-owner@example.com', 'correct horse battery');
    const cookie = await t.sessionCookie('appraised-owner@example.com', 'correct horse battery');
    const uuid = await insertProperty(t, workedExampleDeal(owner));
    const work = { ...context };
    expect((await runOps(['appraisal', uuid, '--value', '850000', '--by', 'lee'], work)).exitCode).toBe(2);
    const appraised = await runOps(['appraisal', uuid, '--value', '850000', '--by', 'lee', '--reason', 'Full appraisal, Nov 2026'], work);
    expect(appraised).toEqual({ exitCode: 0, lines: [`VALUATION: ${uuid} is worth $850000.00 as of 2026-11-23, by lee.`] });
    const dashboard = (await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie)).data!.propertyDashboard;
    expect(dashboard.homeValue).toEqual({
      value: 850000,
      source: 'APPRAISAL',
      basis: 'an independent appraisal',
      asOf: '2026-11-23',
    });
    expect(dashboard.rooflineShareValue).toBe(478125);

    const off = await runOps(['equity-transfer', uuid, '--kind', 'BUY_IN', '--amount', '1000', '--by', 'lee', '--reason', 'Wire received'], work);
    expect(off.exitCode).toBe(1);
    const on = await runOps(['equity-transfer', uuid, '--kind', 'BUY_IN', '--amount', '1000', '--by', 'lee', '--reason', 'Wire received'], {
      ...work,
      config: { ...t.config, FEATURE_DIRECT_EQUITY_TRANSACTIONS: true },
    });
    expect(on.exitCode).toBe(0);
    const row = await t.db('propertyEquityLedger').where({ propertyUuid: uuid, kind: 'BUY_IN' }).first();
    expect(row).toMatchObject({ amountCents: 1000_00, paymentUuid: null, recordedBy: 'ops:lee', description: 'Recorded by Roofline staff' });
  });
});
