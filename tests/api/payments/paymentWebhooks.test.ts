import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWebhookSecret } from '#api/adapters/payments/createPaymentProcessor';
import { paymentWebhookBody } from '#api/adapters/payments/webhookEvents';
import { applyPaymentEvent } from '#api/jobs/applyPaymentEvent';
import type { JobContext } from '#api/jobs/JobDefinition';
import { createLogger } from '#api/lib/logger';
import { runOps } from '#api/services/restructureApplication/opsCommand';
import { createTestApp, type TestApp } from '../harness.js';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';
import { insertProperty, insertUser, linkBankAccount, VERIFY, workedExampleDeal } from '../properties/support.js';

const PASSWORD = 'correct horse battery';
const now = new Date('2026-11-23T12:00:00Z');
let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  secret = sandboxWebhookSecret(t.config);
});
afterAll(() => t.close());

type Payload = Record<string, any>;
const SAVE = `mutation ($input: SavePaymentBankAccountInput!) { savePaymentBankAccount(input: $input) { paymentMethod { uuid } errors { code message } } }`;
const CHOICES = `query { paymentBankAccountChoices { financialAccountUuid } }`;

/**
 * A one-time buy-in debited from a saved bank account: its payment is PROCESSING, its ledger row
 * written. beforeCharge runs before Roofline charges, with the idempotency key it will send the
 * processor (the property's and the buy-in's, as equityTransactions.ts derives it).
 */
async function bankBuyIn(email: string, beforeCharge?: (idempotencyKey: string, paymentMethodReference: string) => Promise<void>) {
  const uuid = await insertUser(t, email, PASSWORD);
  await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid, email });
  const cookie = await t.sessionCookie(email, PASSWORD);
  await linkBankAccount(t, uuid, '000123456789');
  const [choice] = (await t.gql<{ paymentBankAccountChoices: Payload[] }>(CHOICES, {}, cookie)).data!.paymentBankAccountChoices;
  const bank = (await t.gql<{ savePaymentBankAccount: Payload }>(SAVE, { input: { financialAccountUuid: choice!.financialAccountUuid } }, cookie)).data!
    .savePaymentBankAccount.paymentMethod;
  const propertyUuid = await insertProperty(t, workedExampleDeal(uuid));
  const input = {
    propertyUuid,
    password: PASSWORD,
    kind: 'BUY_IN',
    frequency: 'ONE_TIME',
    amount: 5000,
    idempotencyKey: `bank-${propertyUuid}`,
    paymentMethodUuid: bank.uuid,
  };
  if (beforeCharge)
    await beforeCharge(
      `property:${propertyUuid}:${input.idempotencyKey}`,
      (await t.db('paymentMethods').where({ uuid: bank.uuid }).first()).processorReference,
    );
  const verified = (await t.gql<{ verifyEquityTransaction: Payload }>(VERIFY, { input }, cookie)).data!.verifyEquityTransaction;
  expect(verified).toMatchObject({ errors: [], payment: { status: 'PROCESSING' } });
  const payment = await t.db('payments').where({ uuid: verified.payment.paymentUuid }).first();
  return { payment, ledgerEntryUuid: verified.entry.uuid as string };
}

const eventFor = (paymentReference: string, settlement: 'SUCCEEDED' | 'FAILED', failureCode?: string) =>
  paymentWebhookBody({ eventId: `evt_${crypto.randomUUID()}`, paymentReference, settlement, failureCode, created: now });

/** The Stripe-Signature header as Stripe signs it, built by Stripe's own client. */
const signWebhook = (signingSecret: string, payload: string, at: Date) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret, timestamp: Math.floor(at.getTime() / 1000) });

/** POSTs as the processor does: no session, no CSRF header, another site's Origin if anything. */
const deliver = (body: string, signature: string | null = signWebhook(secret, body, now)) =>
  t.request('/api/v1/webhooks/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://hooks.stripe.test', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
    body,
  });

const paymentRow = (uuid: string) => t.db('payments').where({ uuid }).first();
const jobContext = () => ({ db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => now }) as unknown as JobContext;

describe('the payment processor’s webhook', () => {
  it('refuses a request without the processor’s signature, or with a wrong or stale one, and changes nothing', async () => {
    const { payment } = await bankBuyIn('webhook-refused@example.com');
    const body = eventFor(payment.processorReference, 'SUCCEEDED');
    const refusals = [
      null,
      signWebhook('another-secret', body, now),
      signWebhook(secret, body.replace(payment.processorReference, 'pi_sbx_other'), now),
      signWebhook(secret, body, new Date(now.getTime() - 6 * 60_000)),
    ];
    for (const signature of refusals) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The webhook signature was not accepted.', code: 'BAD_USER_INPUT' });
    }
    expect(await paymentRow(payment.uuid)).toMatchObject({ status: 'PROCESSING', settledAt: null, failureCode: null });
  });

  it('records a debit that cleared, once: the same event again changes nothing', async () => {
    const { payment } = await bankBuyIn('webhook-succeeded@example.com');
    const body = eventFor(payment.processorReference, 'SUCCEEDED');
    const signature = signWebhook(secret, body, now);
    const first = await deliver(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const settled = await paymentRow(payment.uuid);
    expect(settled).toMatchObject({ status: 'SUCCEEDED', settledAt: now, failureCode: null });

    expect((await deliver(body, signature)).status).toBe(200);
    expect((await deliver(eventFor(payment.processorReference, 'FAILED', 'insufficient_funds'))).status).toBe(200);
    expect(await paymentRow(payment.uuid)).toEqual(settled);
  });

  it('records a debit that failed on the payment, and leaves the buy-in’s ledger row for the operators', async () => {
    const { payment, ledgerEntryUuid } = await bankBuyIn('webhook-failed@example.com');
    const response = await deliver(eventFor(payment.processorReference, 'FAILED', 'insufficient_funds'));
    expect(response.status).toBe(200);
    expect(await paymentRow(payment.uuid)).toMatchObject({ status: 'FAILED', settledAt: now, failureCode: 'insufficient_funds' });
    expect(await t.db('propertyEquityLedger').where({ uuid: ledgerEntryUuid }).first()).toMatchObject({ paymentUuid: payment.uuid, kind: 'BUY_IN' });

    await deliver(eventFor(payment.processorReference, 'SUCCEEDED'));
    expect(await paymentRow(payment.uuid)).toMatchObject({ status: 'FAILED', failureCode: 'insufficient_funds' });
  });

  it('keeps a failure that comes before its charge is recorded, and applies it once the payment is there, once', async () => {
    let early = '';
    const { payment, ledgerEntryUuid } = await bankBuyIn('webhook-early@example.com', async (idempotencyKey, paymentMethodReference) => {
      // The processor has charged (same key, same charge) and sends its failure before Roofline's row commits.
      const charged = await t.adapters.paymentProcessor.charge({
        customerReference: null,
        paymentMethodReference,
        paymentMethodKind: 'BANK_ACCOUNT',
        amountCents: 500_000,
        currency: 'usd',
        description: 'Buy-in',
        idempotencyKey,
      });
      early = eventFor(charged.reference!, 'FAILED', 'account_closed');
      const response = await deliver(early);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });
    });
    const eventId = JSON.parse(early).id as string;
    expect(await paymentRow(payment.uuid)).toMatchObject({ status: 'PROCESSING', failureCode: null });
    expect(await t.db('paymentProcessorEvents').where({ eventId }).first()).toMatchObject({
      eventType: 'payment_intent.payment_failed',
      objectId: payment.processorReference,
      payload: JSON.parse(early),
      appliedAt: null,
      paymentUuid: null,
    });

    await applyPaymentEvent.handle({ eventId }, jobContext());
    expect(await paymentRow(payment.uuid)).toMatchObject({ status: 'FAILED', settledAt: now, failureCode: 'account_closed' });
    expect(await t.db('paymentProcessorEvents').where({ eventId }).first()).toMatchObject({ appliedAt: now, paymentUuid: payment.uuid });
    expect(await t.db('propertyEquityLedger').where({ uuid: ledgerEntryUuid }).first()).toMatchObject({ paymentUuid: payment.uuid });

    // The operators put the payment right; the same event again, delivered or retried, changes nothing.
    await t.db('payments').where({ uuid: payment.uuid }).update({ status: 'PROCESSING', failureCode: null, settledAt: null });
    expect((await deliver(early)).status).toBe(200);
    await applyPaymentEvent.handle({ eventId }, jobContext());
    expect(await paymentRow(payment.uuid)).toMatchObject({ status: 'PROCESSING', failureCode: null });
  });

  it('tries a kept event again later while no payment has its reference', async () => {
    const body = eventFor('pi_not_recorded_yet', 'FAILED', 'insufficient_funds');
    expect((await deliver(body)).status).toBe(200);
    const eventId = JSON.parse(body).id as string;
    await expect(applyPaymentEvent.handle({ eventId }, jobContext())).rejects.toThrow(/No payment has the reference pi_not_recorded_yet/);
    expect(await t.db('paymentProcessorEvents').where({ eventId }).first()).toMatchObject({ appliedAt: null });
  });

  it('answers 200 for a payment it does not know, and for events that settle nothing', async () => {
    const before = await t.db('payments').select('uuid', 'status', 'updatedAt').orderBy('uuid');
    expect((await deliver(eventFor('pi_unknown', 'SUCCEEDED'))).status).toBe(200);
    const other = JSON.stringify({ id: 'evt_other', type: 'customer.updated', data: { object: { id: 'cus_1' } } });
    expect((await deliver(other)).status).toBe(200);
    expect(await t.db('payments').select('uuid', 'status', 'updatedAt').orderBy('uuid')).toEqual(before);
  });

  it('settles the sandbox’s debits on the ops command, through the same signed webhook', async () => {
    const cleared = await bankBuyIn('webhook-ops-cleared@example.com');
    const failing = await bankBuyIn('webhook-ops-failing@example.com');
    const work = { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => now };
    const output = await runOps(['payments', 'settle-bank-debits', '--fail', failing.payment.uuid, '--code', 'account_closed'], work);
    expect(output.exitCode).toBe(0);
    expect(output.lines).toEqual(expect.arrayContaining([`${cleared.payment.uuid}  SUCCEEDED`, `${failing.payment.uuid}  FAILED`]));
    expect(await paymentRow(cleared.payment.uuid)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await paymentRow(failing.payment.uuid)).toMatchObject({ status: 'FAILED', failureCode: 'account_closed' });
    expect(await t.db('payments').where({ status: 'PROCESSING' })).toEqual([]);
  });
});
