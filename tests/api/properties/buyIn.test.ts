import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Payload = Record<string, any>;

async function owner(email: string, card?: string) {
  const uuid = await insertUser(t, email, PASSWORD);
  if (card) await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid, email }, card);
  return { uuid, cookie: await t.sessionCookie(email, PASSWORD) };
}

const verify = (cookie: string, input: Record<string, unknown>) =>
  t.gql<{ verifyEquityTransaction: Payload }>(VERIFY, { input: { password: PASSWORD, ...input } }, cookie);

describe('buy in', () => {
  it('charges the saved card once and writes one ledger row, however often the key is retried', async () => {
    const me = await owner('buyer@example.com', SANDBOX_CARDS.visa);
    const uuid = await insertProperty(t, workedExampleDeal(me.uuid));
    const input = { propertyUuid: uuid, kind: 'BUY_IN', amount: 5000, frequency: 'ONE_TIME', idempotencyKey: `buy-in-${uuid}` };

    const first = (await verify(me.cookie, input)).data!.verifyEquityTransaction;
    expect(first).toMatchObject({
      errors: [],
      replayed: false,
      entry: { kind: 'BUY_IN', amount: 5000, designatedPercentageBefore: 56.25, designatedPercentageAfter: 55.625 },
      payment: { status: 'SUCCEEDED', paymentMethodLabel: 'Visa •••• 4242' },
    });
    expect(first.entry.description).toBe('One-time buy-in of $5,000 · Visa •••• 4242');
    const again = (await verify(me.cookie, input)).data!.verifyEquityTransaction;
    expect(again).toMatchObject({
      replayed: true,
      entry: { uuid: first.entry.uuid },
      payment: { paymentUuid: first.payment.paymentUuid, paymentMethodLabel: 'Visa •••• 4242' },
    });

    expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid })).toHaveLength(1);
    const payments = await t.db('payments').where({ userUuid: me.uuid });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 500_000, status: 'SUCCEEDED', uuid: first.payment.paymentUuid });

    const dashboard = (await t.gql<{ propertyDashboard: Payload }>(DASHBOARD, { uuid }, me.cookie)).data!.propertyDashboard;
    expect(dashboard).toMatchObject({ designatedPercentage: 55.625, monthlyPayment: { usageFee: 1854.17, total: 2354.17 }, homeownerEquity: 355000 });
  });

  it('schedules a monthly buy-in and charges its first month', async () => {
    const me = await owner('monthly@example.com', SANDBOX_CARDS.visa);
    const uuid = await insertProperty(t, workedExampleDeal(me.uuid));
    const result = (
      await verify(me.cookie, { propertyUuid: uuid, kind: 'BUY_IN', amount: 250, frequency: 'MONTHLY_RECURRING', idempotencyKey: `monthly-${uuid}` })
    ).data!.verifyEquityTransaction;
    expect(result.entry).toMatchObject({ kind: 'RECURRING_BUY_IN', amount: 250 });
    const dashboard = (await t.gql<{ propertyDashboard: Payload }>(DASHBOARD, { uuid }, me.cookie)).data!.propertyDashboard;
    expect(dashboard).toMatchObject({ recurringBuyIn: 250, monthlyPayment: { additionalEquity: 250 } });
  });

  it('leaves no ledger row and no charge when the card is declined or missing', async () => {
    const declined = await owner('declined@example.com', SANDBOX_CARDS.declinesCharges);
    const uuid = await insertProperty(t, workedExampleDeal(declined.uuid));
    const refused = (await verify(declined.cookie, { propertyUuid: uuid, kind: 'BUY_IN', amount: 5000, idempotencyKey: `declined-${uuid}` })).data!
      .verifyEquityTransaction;
    expect(refused.errors[0]).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(refused.entry).toBeNull();
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid })).toHaveLength(0);
    expect(await t.db('payments').where({ userUuid: declined.uuid, status: 'SUCCEEDED' })).toHaveLength(0);

    const cardless = await owner('cardless@example.com');
    const theirs = await insertProperty(t, workedExampleDeal(cardless.uuid));
    const missing = (await verify(cardless.cookie, { propertyUuid: theirs, kind: 'BUY_IN', amount: 5000, idempotencyKey: `cardless-${theirs}` })).data!
      .verifyEquityTransaction;
    expect(missing.errors[0]).toMatchObject({ code: 'PAYMENT_METHOD_REQUIRED' });
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: theirs })).toHaveLength(0);
  });

  it('refuses a buy-in over the one-time limit without charging', async () => {
    const me = await owner('limit@example.com', SANDBOX_CARDS.visa);
    const uuid = await insertProperty(t, workedExampleDeal(me.uuid));
    const over = (await verify(me.cookie, { propertyUuid: uuid, kind: 'BUY_IN', amount: 40000.01, idempotencyKey: `over-${uuid}` })).data!
      .verifyEquityTransaction;
    expect(over.refusal).toEqual({
      limit: 'ONE_TIME_BUY_IN_LIMIT',
      maxAllowed: 40000,
      message: 'A one-time buy-in can be at most 5% of your home’s current value: $40,000.',
    });
    expect(await t.db('payments').where({ userUuid: me.uuid })).toHaveLength(0);
  });
});
