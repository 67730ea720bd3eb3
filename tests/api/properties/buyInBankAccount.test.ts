import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProcessor } from '#api/adapters/payments/PaymentProcessor';
import { monthlyPropertyCharges } from '#api/jobs/monthlyPropertyCharges';
import type { JobContext } from '#api/jobs/JobDefinition';
import { createLogger } from '#api/lib/logger';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';
import { insertProperty, insertUser, linkBankAccount, VERIFY, workedExampleDeal } from './support.js';

const PASSWORD = 'correct horse battery';
let now = new Date('2026-11-23T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

type Payload = Record<string, any>;

const SAVE = `mutation ($input: SavePaymentBankAccountInput!) { savePaymentBankAccount(input: $input) { paymentMethod { uuid label } errors { code message } } }`;
const CHOICES = `query { paymentBankAccountChoices { financialAccountUuid } }`;

/** An owner with the worked example's home, a saved card (the default) and, saved too, a linked bank account. */
async function ownerWithCardAndBank(email: string, accountNumber = '000123456789') {
  const uuid = await insertUser(t, email, PASSWORD);
  await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid, email });
  const cookie = await t.sessionCookie(email, PASSWORD);
  await linkBankAccount(t, uuid, accountNumber);
  const [choice] = (await t.gql<{ paymentBankAccountChoices: Payload[] }>(CHOICES, {}, cookie)).data!.paymentBankAccountChoices;
  const bank = (await t.gql<{ savePaymentBankAccount: Payload }>(SAVE, { input: { financialAccountUuid: choice!.financialAccountUuid } }, cookie)).data!
    .savePaymentBankAccount.paymentMethod;
  const propertyUuid = await insertProperty(t, workedExampleDeal(uuid));
  return { uuid, cookie, bank, propertyUuid };
}

const verify = async (cookie: string, input: Record<string, unknown>) =>
  (await t.gql<{ verifyEquityTransaction: Payload }>(VERIFY, { input: { password: PASSWORD, kind: 'BUY_IN', frequency: 'ONE_TIME', ...input } }, cookie)).data!
    .verifyEquityTransaction;

/** Runs `body` with the app's processor counting the charges that reach it. */
async function countingCharges(body: (charges: ChargeRequest[]) => Promise<void>) {
  const original = t.adapters.paymentProcessor;
  const charges: ChargeRequest[] = [];
  const counting: PaymentProcessor = Object.create(original);
  counting.charge = (request) => {
    charges.push(request);
    return original.charge(request);
  };
  t.adapters.paymentProcessor = counting;
  try {
    await body(charges);
  } finally {
    t.adapters.paymentProcessor = original;
  }
}

describe('buy in from a saved bank account', () => {
  it('debits the chosen bank account: the payment is processing, the ledger row is written, and a retried key charges nothing more', async () => {
    const me = await ownerWithCardAndBank('bank-buyer@example.com');
    const input = { propertyUuid: me.propertyUuid, amount: 5000, idempotencyKey: `bank-${me.propertyUuid}`, paymentMethodUuid: me.bank.uuid };
    await countingCharges(async (charges) => {
      const first = await verify(me.cookie, input);
      expect(first).toMatchObject({
        errors: [],
        replayed: false,
        entry: { kind: 'BUY_IN', amount: 5000, description: 'One-time buy-in of $5,000 · Manually entered account checking •••• 6789' },
        payment: { status: 'PROCESSING', paymentMethodLabel: 'Manually entered account checking •••• 6789' },
      });
      const again = await verify(me.cookie, input);
      expect(again).toMatchObject({
        replayed: true,
        entry: { uuid: first.entry.uuid },
        payment: { paymentUuid: first.payment.paymentUuid, status: 'PROCESSING' },
      });
      expect(charges.map((charge) => charge.paymentMethodKind)).toEqual(['BANK_ACCOUNT']);

      const payments = await t.db('payments').where({ userUuid: me.uuid });
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ uuid: first.payment.paymentUuid, paymentMethodUuid: me.bank.uuid, status: 'PROCESSING', amountCents: 500_000 });
      expect(await t.db('propertyEquityLedger').where({ propertyUuid: me.propertyUuid })).toMatchObject([{ paymentUuid: first.payment.paymentUuid }]);
    });
  });

  it('charges the default card when no method is named', async () => {
    const me = await ownerWithCardAndBank('default-card-buyer@example.com');
    const result = await verify(me.cookie, { propertyUuid: me.propertyUuid, amount: 1000, idempotencyKey: `default-${me.propertyUuid}` });
    expect(result).toMatchObject({ errors: [], payment: { status: 'SUCCEEDED', paymentMethodLabel: 'Visa •••• 4242' } });
  });

  it('leaves no ledger row and no payment when the bank account is closed', async () => {
    // Stripe's closed test account, saved fine; the debit fails.
    const me = await ownerWithCardAndBank('closed-bank-buyer@example.com', '000111111113');
    const result = await verify(me.cookie, {
      propertyUuid: me.propertyUuid,
      amount: 5000,
      idempotencyKey: `closed-${me.propertyUuid}`,
      paymentMethodUuid: me.bank.uuid,
    });
    expect(result).toEqual({
      entry: null,
      payment: null,
      payout: null,
      replayed: false,
      refusal: null,
      errors: [
        {
          code: 'PAYMENT_DECLINED',
          field: 'paymentMethodUuid',
          message: 'Your bank says this account is closed. Try another card or bank account.',
        },
      ],
    });
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: me.propertyUuid })).toHaveLength(0);
    // The refusal is recorded; nothing was charged.
    expect(await t.db('payments').where({ userUuid: me.uuid })).toMatchObject([{ status: 'FAILED', failureCode: 'account_closed' }]);
  });

  it("refuses another user's payment method as not found, charging nothing", async () => {
    const other = await ownerWithCardAndBank('other-bank-owner@example.com');
    const me = await ownerWithCardAndBank('borrowing-buyer@example.com');
    await countingCharges(async (charges) => {
      const result = await verify(me.cookie, {
        propertyUuid: me.propertyUuid,
        amount: 1000,
        idempotencyKey: `theirs-${me.propertyUuid}`,
        paymentMethodUuid: other.bank.uuid,
      });
      expect(result).toMatchObject({
        entry: null,
        payment: null,
        errors: [{ code: 'NOT_FOUND', field: 'paymentMethodUuid', message: 'This payment method was not found.' }],
      });
      expect(charges).toHaveLength(0);
    });
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: me.propertyUuid })).toHaveLength(0);
    expect(await t.db('payments').whereIn('userUuid', [me.uuid, other.uuid])).toHaveLength(0);
  });

  it('charges the following months of a monthly buy-in to the method chosen, and the default once it is removed', async () => {
    const me = await ownerWithCardAndBank('monthly-bank-buyer@example.com');
    const result = await verify(me.cookie, {
      propertyUuid: me.propertyUuid,
      amount: 250,
      frequency: 'MONTHLY_RECURRING',
      idempotencyKey: `monthly-bank-${me.propertyUuid}`,
      paymentMethodUuid: me.bank.uuid,
    });
    expect(result).toMatchObject({ errors: [], entry: { kind: 'RECURRING_BUY_IN' }, payment: { status: 'PROCESSING' } });
    expect(await t.db('properties').where({ uuid: me.propertyUuid }).first()).toMatchObject({ recurringBuyInPaymentMethodUuid: me.bank.uuid });

    const context: JobContext = {
      db: t.db,
      config: t.config,
      adapters: t.adapters,
      logger: createLogger('silent'),
      now: () => now,
      jobs: { send: async () => null },
    };
    const paidWith = async (key: string) => {
      const row = await t.db('propertyEquityLedger').where({ propertyUuid: me.propertyUuid, idempotencyKey: key }).first();
      return (await t.db('payments').where({ uuid: row.paymentUuid }).first()).paymentMethodUuid as string;
    };
    try {
      now = new Date('2026-12-14T15:00:00Z');
      await monthlyPropertyCharges.handle({}, context);
      expect(await paidWith('recurring-buy-in:2026-12')).toBe(me.bank.uuid);
      // The usage fee stays with the default method.
      expect(await paidWith('usage-fee:2026-12')).not.toBe(me.bank.uuid);

      await t.db('paymentMethods').where({ uuid: me.bank.uuid }).update({ removedAt: now });
      now = new Date('2027-01-14T15:00:00Z');
      await monthlyPropertyCharges.handle({}, context);
      expect(await paidWith('recurring-buy-in:2027-01')).toBe(await paidWith('usage-fee:2027-01'));
    } finally {
      now = new Date('2026-11-23T12:00:00Z');
    }
  });
});
