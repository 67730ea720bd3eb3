import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutProviderError, type PayoutProvider, type PayoutRequest } from '#api/adapters/payouts/PayoutProvider';
import { createTestApp, type TestApp } from '../harness.js';
import { insertProperty, insertUser, linkBankAccount, PREVIEW, VERIFY, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

type Payload = Record<string, any>;

/** A new owner (the verify step allows five tries per user in 15 minutes) with the worked example's home. */
async function ownerWithHome(email: string) {
  const uuid = await insertUser(t, email, PASSWORD);
  const propertyUuid = await insertProperty(t, workedExampleDeal(uuid));
  return { uuid, propertyUuid, cookie: await t.sessionCookie(email, PASSWORD) };
}

const cashOut = async (who: { propertyUuid: string; cookie: string }, idempotencyKey: string, amount = 10000) =>
  (
    await t.gql<{ verifyEquityTransaction: Payload }>(
      VERIFY,
      { input: { propertyUuid: who.propertyUuid, kind: 'CASH_OUT', amount, idempotencyKey, password: PASSWORD } },
      who.cookie,
    )
  ).data!.verifyEquityTransaction;

const ledgerOf = (propertyUuid: string) => t.db('propertyEquityLedger').where({ propertyUuid });
const payoutsOf = (propertyUuid: string) => t.db('payouts').where({ propertyUuid });

/** Runs `body` with the app's payout provider replaced, then puts the sandbox back. */
async function withPayouts(provider: PayoutProvider, body: () => Promise<void>) {
  const original = t.adapters.payouts;
  t.adapters.payouts = provider;
  try {
    await body();
  } finally {
    t.adapters.payouts = original;
  }
}

describe('cash out to the linked bank account', () => {
  it('pays the verified account once, links the payout to the ledger row, and answers a retried key with the first result', async () => {
    const me = await ownerWithHome('paid-out@example.com');
    await linkBankAccount(t, me.uuid);
    const key = `cash-out-${me.propertyUuid}`;

    const first = await cashOut(me, key);
    expect(first).toMatchObject({
      errors: [],
      replayed: false,
      payment: null,
      payout: { status: 'PAID', bankAccountLabel: 'First Platypus Bank checking •••• 0000' },
      entry: { kind: 'CASH_OUT', amount: 10000, description: 'Cash out of $10,000 to your payment account · First Platypus Bank checking •••• 0000' },
    });
    const again = await cashOut(me, key);
    expect(again).toMatchObject({ replayed: true, entry: { uuid: first.entry.uuid }, payout: first.payout });

    const payouts = await payoutsOf(me.propertyUuid);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({
      uuid: first.payout.payoutUuid,
      userUuid: me.uuid,
      amountCents: 10_000_00,
      status: 'PAID',
      provider: 'sandbox',
      idempotencyKey: `property:${me.propertyUuid}:${key}`,
      providerReference: expect.stringMatching(/^po_sbx_/),
    });
    expect(await ledgerOf(me.propertyUuid)).toMatchObject([{ kind: 'CASH_OUT', payoutUuid: first.payout.payoutUuid }]);
  });

  it('refuses a cash-out under the $1 minimum at confirm and at verify, and pays nothing', async () => {
    const me = await ownerWithHome('tiny-cash-out@example.com');
    await linkBankAccount(t, me.uuid);
    const refusal = { limit: 'INVALID_AMOUNT', maxAllowed: 0, message: 'A cash-out is at least $1.' };
    const preview = await t.gql<{ equityTransactionPreview: Payload }>(
      PREVIEW,
      { input: { propertyUuid: me.propertyUuid, kind: 'CASH_OUT', amount: 0.01 } },
      me.cookie,
    );
    expect(preview.data!.equityTransactionPreview).toEqual({ preview: null, refusal });
    expect(await cashOut(me, `tiny-${me.propertyUuid}`, 0.99)).toMatchObject({ entry: null, payout: null, errors: [], refusal });
    expect(await ledgerOf(me.propertyUuid)).toHaveLength(0);
    expect(await payoutsOf(me.propertyUuid)).toHaveLength(0);

    expect(await cashOut(me, `smallest-${me.propertyUuid}`, 1)).toMatchObject({ errors: [], refusal: null, entry: { amount: 1 }, payout: { status: 'PAID' } });
  });

  it('refuses without a linked, verified bank account, and leaves no ledger row and no payout', async () => {
    const me = await ownerWithHome('no-account@example.com');
    const refused = await cashOut(me, `none-${me.propertyUuid}`);
    expect(refused).toMatchObject({ entry: null, payout: null, errors: [{ code: 'PAYOUT_ACCOUNT_REQUIRED' }] });

    // An account still waiting for its micro-deposits is not verified, so it is not paid either.
    const item = await linkBankAccount(t, me.uuid, '000123456789');
    await t.db('financialAccounts').where({ financialItemUuid: item.uuid }).update({ verificationStatus: 'PENDING_MANUAL_VERIFICATION' });
    await t.db('financialItems').where({ uuid: item.uuid }).update({ microdepositVerifiedAt: null });
    expect((await cashOut(me, `unverified-${me.propertyUuid}`)).errors).toMatchObject([{ code: 'PAYOUT_ACCOUNT_REQUIRED' }]);
    expect(await ledgerOf(me.propertyUuid)).toHaveLength(0);
    expect(await payoutsOf(me.propertyUuid)).toHaveLength(0);
  });

  it('leaves no ledger row when the bank refuses the payout, and pays on a retry once a good account is linked', async () => {
    const me = await ownerWithHome('closed-account@example.com');
    // The sandbox's no-account test number, verified by its micro-deposits.
    await linkBankAccount(t, me.uuid, '000111111116');
    const key = `refused-${me.propertyUuid}`;
    const refused = await cashOut(me, key);
    expect(refused).toMatchObject({
      entry: null,
      payout: null,
      errors: [{ code: 'PAYOUT_FAILED', message: expect.stringMatching(/^Your bank says this account does not exist\./) }],
    });
    expect(await ledgerOf(me.propertyUuid)).toHaveLength(0);
    // The refusal is recorded; nothing was paid.
    expect(await payoutsOf(me.propertyUuid)).toMatchObject([{ status: 'FAILED', failureCode: 'no_account' }]);

    await linkBankAccount(t, me.uuid);
    const paid = await cashOut(me, key);
    expect(paid).toMatchObject({ errors: [], replayed: false, payout: { status: 'PAID', bankAccountLabel: 'First Platypus Bank checking •••• 0000' } });
    expect(await ledgerOf(me.propertyUuid)).toHaveLength(1);
  });

  it('asks the provider again with the same key when the first answer was lost, so the homeowner is paid once', async () => {
    const me = await ownerWithHome('lost-answer@example.com');
    await linkBankAccount(t, me.uuid);
    const sent: PayoutRequest[] = [];
    const sandbox = t.adapters.payouts;
    // The provider pays, but its answer never arrives the first time (a time-out after the payout was made).
    const losesFirstAnswer: PayoutProvider = {
      name: sandbox.name,
      bankLinkProvider: sandbox.bankLinkProvider,
      findPayout: (key, since) => sandbox.findPayout(key, since),
      async payOut(request) {
        sent.push(request);
        const result = await sandbox.payOut(request);
        if (sent.length === 1) throw new PayoutProviderError('TIMEOUT', 'The payout provider did not answer in time.');
        return result;
      },
    };
    const key = `lost-${me.propertyUuid}`;
    await withPayouts(losesFirstAnswer, async () => {
      const first = await cashOut(me, key);
      expect(first).toMatchObject({ entry: null, errors: [{ code: 'PAYOUT_FAILED' }] });
      expect(await ledgerOf(me.propertyUuid)).toHaveLength(0);
      const retried = await cashOut(me, key);
      expect(retried).toMatchObject({ errors: [], payout: { status: 'PAID' } });
    });
    expect(sent.map((request) => request.idempotencyKey)).toEqual([`property:${me.propertyUuid}:${key}`, `property:${me.propertyUuid}:${key}`]);
    const payouts = await payoutsOf(me.propertyUuid);
    expect(payouts).toHaveLength(1);
    expect(payouts[0].providerReference).toBe((await sandbox.payOut(sent[0]!)).reference);
  });

  it('records a payout the provider has accepted but not yet paid as pending', async () => {
    const me = await ownerWithHome('pending-payout@example.com');
    await linkBankAccount(t, me.uuid);
    const achCredit: PayoutProvider = {
      name: 'ach-test',
      bankLinkProvider: 'sandbox',
      payOut: async () => ({ outcome: 'pending', reference: 'tr_pending_1' }),
      findPayout: async () => ({ outcome: 'pending', reference: 'tr_pending_1' }),
    };
    await withPayouts(achCredit, async () => {
      const result = await cashOut(me, `pending-${me.propertyUuid}`, 2500);
      expect(result).toMatchObject({ errors: [], payout: { status: 'PENDING' }, entry: { kind: 'CASH_OUT', amount: 2500 } });
    });
    expect(await payoutsOf(me.propertyUuid)).toMatchObject([{ status: 'PENDING', provider: 'ach-test', providerReference: 'tr_pending_1' }]);
  });
});
