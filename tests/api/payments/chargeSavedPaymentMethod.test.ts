import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProcessor } from '#api/adapters/payments/PaymentProcessor';
import { chargeSavedPaymentMethod } from '#api/services/payments/chargeSavedPaymentMethod';
import { PaymentRefusedError } from '#api/services/payments/PaymentRefusedError';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO, insertUser } from '../refinanceApplicationSupport.js';
import { SANDBOX_CARDS, saveSandboxCard } from '../../support/savePaymentMethod.js';

let t: TestApp;

/** The app's processor, counting the charges that reach it. */
function countingProcessor(processor: PaymentProcessor) {
  const charges: ChargeRequest[] = [];
  const counting: PaymentProcessor = Object.create(processor);
  counting.charge = async (request) => {
    charges.push(request);
    return processor.charge(request);
  };
  return { processor: counting, charges };
}

async function paymentsOf(userUuid: string) {
  return t.db('payments').where({ userUuid }).orderBy('createdAt');
}

/** A new user of the test's own, with no saved payment method. */
async function newUser(): Promise<{ uuid: string; email: string }> {
  const email = `payer-${randomUUID()}@roofline.test`;
  return { uuid: await insertUser(t, email, 'another-password-1'), email };
}

/** A new user whose default card is the sandbox Visa. */
async function newUserWithCard(): Promise<{ uuid: string; email: string }> {
  const user = await newUser();
  await saveSandboxCard(t.db, t.adapters.paymentProcessor, user);
  return user;
}

async function refusalOf(run: Promise<unknown>): Promise<PaymentRefusedError> {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentRefusedError);
  return error as PaymentRefusedError;
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('chargeSavedPaymentMethod', () => {
  it('refuses with PAYMENT_METHOD_REQUIRED when nothing is saved, and writes nothing', async () => {
    const { uuid: userUuid } = await newUser();
    const { processor, charges } = countingProcessor(t.adapters.paymentProcessor);
    const refusal = await refusalOf(
      t.db.transaction((trx) =>
        chargeSavedPaymentMethod(trx, processor, { userUuid, amountCents: 1_000, idempotencyKey: 'none-saved', description: 'Buy-in' }),
      ),
    );
    expect(refusal.code).toBe('PAYMENT_METHOD_REQUIRED');
    expect(refusal.userError).toEqual({
      code: 'PAYMENT_METHOD_REQUIRED',
      field: 'paymentMethodUuid',
      message: 'Add a payment method before making a payment.',
    });
    expect(charges).toHaveLength(0);
    expect(await paymentsOf(userUuid)).toHaveLength(0);
  });

  it('charges the default card once per idempotency key: the same key twice is one row and one processor charge', async () => {
    const user = await newUser();
    const card = await saveSandboxCard(t.db, t.adapters.paymentProcessor, user);
    expect(card).toMatchObject({ kind: 'CARD', brand: 'VISA', last4: '4242', isDefault: true });
    const { processor, charges } = countingProcessor(t.adapters.paymentProcessor);
    const input = { userUuid: user.uuid, amountCents: 125_050, idempotencyKey: 'buy-in-1', description: 'Equity buy-in' };

    const first = await t.db.transaction((trx) => chargeSavedPaymentMethod(trx, processor, input));
    const again = await t.db.transaction((trx) => chargeSavedPaymentMethod(trx, processor, input));

    expect(first).toEqual({
      paymentUuid: expect.any(String),
      status: 'SUCCEEDED',
      processorReference: expect.stringMatching(/^pi_sbx_/),
      paymentMethodLabel: 'Visa •••• 4242',
    });
    expect(again).toEqual(first);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ idempotencyKey: 'buy-in-1', amountCents: 125_050, paymentMethodReference: card.processorReference });
    const rows = await paymentsOf(user.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      uuid: first.paymentUuid,
      amountCents: 125_050,
      status: 'SUCCEEDED',
      idempotencyKey: 'buy-in-1',
      paymentMethodUuid: card.uuid,
      description: 'Equity buy-in',
    });
    expect(await t.db('users').where({ uuid: user.uuid }).first()).toMatchObject({ hasSavedCreditCard: true });
  });

  it("a retry after the caller's transaction rolled back gets the processor's same charge, not a second one", async () => {
    const { uuid: userUuid } = await newUserWithCard();
    const input = { userUuid, amountCents: 9_900, idempotencyKey: 'rolled-back', description: 'Monthly usage fee' };
    let firstReference = '';
    await expect(
      t.db.transaction(async (trx) => {
        firstReference = (await chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, input)).processorReference;
        throw new Error('the ledger write failed');
      }),
    ).rejects.toThrow('the ledger write failed');
    expect(await t.db('payments').where({ idempotencyKey: 'rolled-back' })).toHaveLength(0);
    const retried = await t.db.transaction((trx) => chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, input));
    expect(retried.processorReference).toBe(firstReference);
    expect(await t.db('payments').where({ idempotencyKey: 'rolled-back' })).toHaveLength(1);
  });

  it('finishes a payment left PENDING (the processor did not answer and the caller committed) with the same key', async () => {
    const { uuid: userUuid } = await newUserWithCard();
    const input = { userUuid, amountCents: 7_500, idempotencyKey: 'no-answer', description: 'Buy-in' };
    const unreachable: PaymentProcessor = Object.create(t.adapters.paymentProcessor);
    unreachable.charge = async () => {
      throw new Error('connection reset');
    };
    await t.db.transaction(async (trx) => {
      await chargeSavedPaymentMethod(trx, unreachable, input).catch(() => undefined);
    });
    expect(await t.db('payments').where({ idempotencyKey: 'no-answer' }).first()).toMatchObject({ status: 'PENDING' });

    const { processor, charges } = countingProcessor(t.adapters.paymentProcessor);
    const finished = await t.db.transaction((trx) => chargeSavedPaymentMethod(trx, processor, input));
    expect(finished.status).toBe('SUCCEEDED');
    expect(charges).toEqual([expect.objectContaining({ idempotencyKey: 'no-answer', amountCents: 7_500 })]);
    expect(await t.db('payments').where({ idempotencyKey: 'no-answer' })).toEqual([
      expect.objectContaining({ uuid: finished.paymentUuid, status: 'SUCCEEDED' }),
    ]);
  });

  it("charges the method named, and never another user's method", async () => {
    const owner = await newUserWithCard();
    const other = await newUser();
    const mastercard = await saveSandboxCard(t.db, t.adapters.paymentProcessor, owner, SANDBOX_CARDS.mastercard);
    const named = await t.db.transaction((trx) =>
      chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, {
        userUuid: owner.uuid,
        amountCents: 5_000,
        idempotencyKey: 'named',
        description: 'Buy-in',
        paymentMethodUuid: mastercard.uuid,
      }),
    );
    expect(named.paymentMethodLabel).toBe('Mastercard •••• 4444');

    const { processor, charges } = countingProcessor(t.adapters.paymentProcessor);
    const refusal = await refusalOf(
      t.db.transaction((trx) =>
        chargeSavedPaymentMethod(trx, processor, {
          userUuid: other.uuid,
          amountCents: 5_000,
          idempotencyKey: 'not-mine',
          description: 'Buy-in',
          paymentMethodUuid: mastercard.uuid,
        }),
      ),
    );
    expect(refusal.code).toBe('PAYMENT_METHOD_REQUIRED');
    expect(charges).toHaveLength(0);
    expect(await paymentsOf(other.uuid)).toHaveLength(0);
  });

  it("refuses another user's idempotency key instead of returning their payment", async () => {
    const input = { amountCents: 125_050, idempotencyKey: 'theirs', description: 'Equity buy-in' };
    const first = await newUserWithCard();
    await t.db.transaction((trx) => chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, { ...input, userUuid: first.uuid }));
    const other = await newUserWithCard();
    await expect(
      t.db.transaction((trx) => chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, { ...input, userUuid: other.uuid })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses with PAYMENT_DECLINED when the processor declines, leaving no payment once the caller rolls back', async () => {
    const user = { uuid: await insertUser(t, 'declined@roofline.test', 'another-password-2'), email: 'declined@roofline.test' };
    await saveSandboxCard(t.db, t.adapters.paymentProcessor, user, SANDBOX_CARDS.declinesCharges);
    const refusal = await refusalOf(
      t.db.transaction((trx) =>
        chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, {
          userUuid: user.uuid,
          amountCents: 2_000,
          idempotencyKey: 'declined',
          description: 'Buy-in',
        }),
      ),
    );
    expect(refusal.code).toBe('PAYMENT_DECLINED');
    expect(refusal.declineCode).toBe('card_declined');
    expect(refusal.message).toMatch(/declined/);
    expect(await paymentsOf(user.uuid)).toHaveLength(0);
  });

  it('refuses amounts that are not whole cents within the limits before touching anything', async () => {
    await expect(
      t.db.transaction((trx) =>
        chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, { userUuid: DEMO.uuid, amountCents: 10.5, idempotencyKey: 'fraction', description: 'x' }),
      ),
    ).rejects.toThrow(RangeError);
    await expect(
      t.db.transaction((trx) =>
        chargeSavedPaymentMethod(trx, t.adapters.paymentProcessor, { userUuid: DEMO.uuid, amountCents: 49, idempotencyKey: 'tiny', description: 'x' }),
      ),
    ).rejects.toThrow(RangeError);
  });
});
