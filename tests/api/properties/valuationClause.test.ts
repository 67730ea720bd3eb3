import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_AGREEMENT_CLAUSES } from '#core/partnership/index';
import { createLogger } from '#api/lib/logger';
import { refreshPropertyValuations } from '#api/jobs/refreshPropertyValuations';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSandboxCard, SANDBOX_CARDS } from '../../support/savePaymentMethod.js';
import { DASHBOARD, insertProperty, insertUser, VERIFY, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

describe('the option agreement’s valuation clause and the product agree', () => {
  it('promises no appraisal before a buy-back or cash out: they use the latest recorded value', () => {
    const clause = OPTION_AGREEMENT_CLAUSES.find((text) => text.startsWith('8. Valuation.'))!;
    expect(clause).toContain('house-price index');
    expect(clause).toContain('on the day it is made');
    expect(clause).not.toMatch(/ordered by Roofline when a buy-back/);
  });

  it('prices a buy-back at the month’s index value, the value the dashboard shows, with no appraisal', async () => {
    const email = 'clause-eight@example.com';
    const owner = await insertUser(t, email, PASSWORD);
    await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid: owner, email }, SANDBOX_CARDS.visa);
    const cookie = await t.sessionCookie(email, PASSWORD);
    const uuid = await insertProperty(t, workedExampleDeal(owner, { closingDate: '2026-03-14' }));
    await refreshPropertyValuations.handle(
      {},
      { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => NOW, jobs: { send: async () => null } },
    );

    const [valuation] = await t.db('propertyEquityLedger').where({ propertyUuid: uuid, kind: 'VALUATION' });
    const indexValueCents = Number(valuation.valueCents);
    expect(indexValueCents).not.toBe(800_000_00);
    const dashboard = (await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie)).data!.propertyDashboard;
    expect(dashboard.homeValue).toMatchObject({ value: indexValueCents / 100, source: 'HOUSE_PRICE_INDEX' });

    const input = { propertyUuid: uuid, kind: 'BUY_IN', amount: 5000, frequency: 'ONE_TIME', idempotencyKey: `clause-eight-${uuid}`, password: PASSWORD };
    const result = (await t.gql<{ verifyEquityTransaction: Record<string, any> }>(VERIFY, { input }, cookie)).data!.verifyEquityTransaction;
    // Clause 3: the share falls by the payment over the current value, rounded down to 10^-10 of the home.
    const decrement = Math.floor((5_000_00 * 10_000_000_000) / indexValueCents);
    expect(result.errors).toEqual([]);
    expect(result.entry).toMatchObject({ designatedPercentageBefore: 56.25, designatedPercentageAfter: (5_625_000_000 - decrement) / 100_000_000 });
  });
});
