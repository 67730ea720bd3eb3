import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProcessor } from '#api/adapters/payments/PaymentProcessor';
import { recordPendingCharge, sendCharge } from '#api/services/payments/pendingCharges';
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

/** Records a charge as the money paths do: the PENDING row committed first, then the processor asked with its key. */
async function recordAndSend(input: Parameters<typeof recordPendingCharge>[1], processor: PaymentProcessor = t.adapters.paymentProcessor) {
  const { payment } = await t.db.transaction((trx) => recordPendingCharge(trx, input));
  return { payment, result: await sendCharge(t.db, processor, payment) };
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

describe('a charge recorded before it is made (decision 0021)', () => {
  it('refuses with PAYMENT_METHOD_REQUIRED when nothing is saved, and writes nothing', async () => {
    const { uuid: userUuid } = await newUser();
    const refusal = await refusalOf(
      t.db.transaction((trx) => recordPendingCharge(trx, { userUuid, amountCents: 1_000, idempotencyKey: 'none-saved', description: 'Buy-in' })),
    );
    expect(refusal.code).toBe('PAYMENT_METHOD_REQUIRED');
    expect(refusal.userError).toEqual({
      code: 'PAYMENT_METHOD_REQUIRED',
      field: 'paymentMethodUuid',
      message: 'Add a payment method before making a payment.',
    });
    expect(await paymentsOf(userUuid)).toHaveLength(0);
  });

  it('is one row and one charge per idempotency key, however often it is recorded and sent', async () => {
    const user = await newUser();
    const card = await saveSandboxCard(t.db, t.adapters.paymentProcessor, user);
    expect(card).toMatchObject({ kind: 'CARD', brand: 'VISA', last4: '4242', isDefault: true });
    const { processor, charges } = countingProcessor(t.adapters.paymentProcessor);
    const input = { userUuid: user.uuid, amountCents: 125_050, idempotencyKey: 'buy-in-1', description: 'Equity buy-in' };

    const first = await recordAndSend(input, processor);
    const again = await recordAndSend(input, processor);

    expect(first.result).toEqual({ outcome: 'succeeded', reference: expect.stringMatching(/^pi_sbx_/) });
    expect(again.payment.uuid).toBe(first.payment.uuid);
    expect(again.result).toEqual(first.result);
    expect(charges.map((charge) => charge.idempotencyKey)).toEqual(['buy-in-1', 'buy-in-1']);
    expect(charges[0]).toMatchObject({ amountCents: 125_050, paymentMethodReference: card.processorReference });
    const rows = await paymentsOf(user.uuid);
    expect(rows).toEqual([
      expect.objectContaining({ uuid: first.payment.uuid, amountCents: 125_050, status: 'PENDING', idempotencyKey: 'buy-in-1', paymentMethodUuid: card.uuid }),
    ]);
  });

  it('is committed before the processor is asked, so a charge whose answer was lost is found again by its key', async () => {
    const { uuid: userUuid } = await newUserWithCard();
    const input = { userUuid, amountCents: 7_500, idempotencyKey: 'no-answer', description: 'Buy-in' };
    const unreachable: PaymentProcessor = Object.create(t.adapters.paymentProcessor);
    unreachable.charge = async (request) => {
      await t.adapters.paymentProcessor.charge(request);
      throw new Error('connection reset');
    };
    await expect(recordAndSend(input, unreachable)).rejects.toThrow('connection reset');
    expect(await t.db('payments').where({ idempotencyKey: 'no-answer' }).first()).toMatchObject({ status: 'PENDING' });
    const found = await t.adapters.paymentProcessor.findCharge('no-answer');
    expect(found).toEqual({ outcome: 'succeeded', reference: expect.stringMatching(/^pi_sbx_/) });
    const retried = await recordAndSend(input);
    expect(retried.result).toEqual(found);
  });

  it("charges the method named, and never another user's method", async () => {
    const owner = await newUserWithCard();
    const other = await newUser();
    const mastercard = await saveSandboxCard(t.db, t.adapters.paymentProcessor, owner, SANDBOX_CARDS.mastercard);
    const named = await t.db.transaction((trx) =>
      recordPendingCharge(trx, {
        userUuid: owner.uuid,
        amountCents: 5_000,
        idempotencyKey: 'named',
        description: 'Buy-in',
        paymentMethodUuid: mastercard.uuid,
      }),
    );
    expect(named.method.uuid).toBe(mastercard.uuid);

    const refusal = await refusalOf(
      t.db.transaction((trx) =>
        recordPendingCharge(trx, {
          userUuid: other.uuid,
          amountCents: 5_000,
          idempotencyKey: 'not-mine',
          description: 'Buy-in',
          paymentMethodUuid: mastercard.uuid,
        }),
      ),
    );
    expect(refusal.code).toBe('PAYMENT_METHOD_REQUIRED');
    expect(await paymentsOf(other.uuid)).toHaveLength(0);
  });

  it("refuses another user's idempotency key instead of taking over their payment", async () => {
    const input = { amountCents: 125_050, idempotencyKey: 'theirs', description: 'Equity buy-in' };
    const first = await newUserWithCard();
    const { payment } = await recordAndSend({ ...input, userUuid: first.uuid });
    const other = await newUserWithCard();
    await expect(t.db.transaction((trx) => recordPendingCharge(trx, { ...input, userUuid: other.uuid }))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.db('payments').where({ idempotencyKey: 'theirs' })).toEqual([expect.objectContaining({ uuid: payment.uuid, userUuid: first.uuid })]);
  });

  it('hands a decline back with its code, and tries the same row again on the next attempt', async () => {
    const user = { uuid: await insertUser(t, 'declined@roofline.test', 'another-password-2'), email: 'declined@roofline.test' };
    await saveSandboxCard(t.db, t.adapters.paymentProcessor, user, SANDBOX_CARDS.declinesCharges);
    const input = { userUuid: user.uuid, amountCents: 2_000, idempotencyKey: 'declined', description: 'Buy-in' };
    const first = await recordAndSend(input);
    expect(first.result).toMatchObject({ outcome: 'declined', declineCode: 'card_declined' });
    const again = await t.db.transaction((trx) => recordPendingCharge(trx, input));
    expect(again.payment.uuid).toBe(first.payment.uuid);
    expect(await paymentsOf(user.uuid)).toHaveLength(1);
  });

  it('refuses amounts that are not whole cents within the limits before touching anything', async () => {
    for (const amountCents of [10.5, 49]) {
      await expect(
        t.db.transaction((trx) => recordPendingCharge(trx, { userUuid: DEMO.uuid, amountCents, idempotencyKey: `bad-${amountCents}`, description: 'x' })),
      ).rejects.toThrow(RangeError);
    }
    expect(await t.db('payments').whereIn('idempotencyKey', ['bad-10.5', 'bad-49'])).toHaveLength(0);
  });
});
