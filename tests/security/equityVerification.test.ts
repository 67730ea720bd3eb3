import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_ERROR } from '#core/apiErrors/specErrorNames';
import { IDEMPOTENCY_REFUSALS } from '#core/idempotency/idempotencyKey';
import { VERIFY_ATTEMPTS } from '#core/properties/verification';
import { createTestApp, type TestApp } from '../api/harness.js';
import { insertProperty, insertUser, VERIFY, workedExampleDeal } from '../api/properties/support.js';
import { saveSandboxCard, SANDBOX_CARDS } from '../support/savePaymentMethod.js';

// A stopped clock: the verify step's tries count in fixed 15-minute windows, and a test's tries
// that straddle the turn of a window would be counted in two.
const NOW = new Date('2026-11-23T12:05:00Z');
const PASSWORD = 'correct horse battery';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

type Payload = Record<string, any>;

/** An owner of their own (tries count per user) with a saved Visa card and the worked example's home. */
async function owner(email: string) {
  const uuid = await insertUser(t, email, PASSWORD);
  await saveSandboxCard(t.db, t.adapters.paymentProcessor, { uuid, email }, SANDBOX_CARDS.visa);
  const propertyUuid = await insertProperty(t, workedExampleDeal(uuid));
  return { uuid, propertyUuid, cookie: await t.sessionCookie(email, PASSWORD) };
}

type Owner = Awaited<ReturnType<typeof owner>>;

const verify = (me: Owner, input: Record<string, unknown>) =>
  t.gql<{ verifyEquityTransaction: Payload }>(
    VERIFY,
    { input: { propertyUuid: me.propertyUuid, kind: 'BUY_IN', frequency: 'ONE_TIME', password: PASSWORD, ...input } },
    me.cookie,
  );

const ledgerOf = (me: Owner) => t.db('propertyEquityLedger').where({ propertyUuid: me.propertyUuid });
const chargesOf = (me: Owner) => t.db('payments').where({ userUuid: me.uuid });

describe('the verify step counts failed tries only', () => {
  it('never holds back right passwords, however many', async () => {
    const me = await owner('busy-buyer@example.com');
    for (let attempt = 0; attempt <= VERIFY_ATTEMPTS.max; attempt++) {
      const result = (await verify(me, { amount: 25, idempotencyKey: `busy-${attempt}-${me.propertyUuid}` })).data!.verifyEquityTransaction;
      expect(result).toMatchObject({ errors: [], replayed: false, entry: { kind: 'BUY_IN', amount: 25 } });
    }
    expect(await ledgerOf(me)).toHaveLength(VERIFY_ATTEMPTS.max + 1);
  });

  it('locks after the limit of wrong passwords, even the right one, and says until when', async () => {
    const me = await owner('guessed-buyer@example.com');
    for (let attempt = 0; attempt < VERIFY_ATTEMPTS.max; attempt++) {
      const wrong = (await verify(me, { amount: 25, idempotencyKey: `guess-${attempt}-${me.propertyUuid}`, password: 'not my password' })).data!
        .verifyEquityTransaction;
      expect(wrong.errors).toEqual([{ code: 'WRONG_PASSWORD', field: 'password', message: 'That password is not right.' }]);
    }
    const locked = (await verify(me, { amount: 25, idempotencyKey: `guess-right-${me.propertyUuid}` })).data!.verifyEquityTransaction;
    // The window began at 12:00 and ends at 12:15.
    expect(locked).toMatchObject({
      entry: null,
      errors: [{ code: 'WRONG_PASSWORD', field: null, message: 'Too many tries. Try again in 10 minutes, at 12:15 PM UTC.' }],
    });
    expect(await ledgerOf(me)).toHaveLength(0);
    expect(await chargesOf(me)).toHaveLength(0);
  });
});

describe('a request key sent again', () => {
  it('is a conflict with another amount, kind or frequency, and charges nothing more', async () => {
    const me = await owner('key-reuser@example.com');
    const key = `reused-${me.propertyUuid}`;
    const first = (await verify(me, { amount: 10000, idempotencyKey: key })).data!.verifyEquityTransaction;
    expect(first).toMatchObject({ errors: [], replayed: false, entry: { amount: 10000 } });

    for (const other of [{ amount: 5000 }, { amount: 10000, frequency: 'MONTHLY_RECURRING' }, { amount: 10000, kind: 'CASH_OUT' }]) {
      const reused = await verify(me, { ...other, idempotencyKey: key });
      expect(reused.data).toBeNull();
      expect(reused.errors).toEqual([
        expect.objectContaining({ message: IDEMPOTENCY_REFUSALS.reused.message, extensions: { code: 'CONFLICT', name: CONFLICT_ERROR } }),
      ]);
    }
    expect(await ledgerOf(me)).toHaveLength(1);
    expect(await chargesOf(me)).toMatchObject([{ amountCents: 10_000_00 }]);
    // The same request is still answered with the first result.
    expect((await verify(me, { amount: 10000, idempotencyKey: key })).data!.verifyEquityTransaction).toMatchObject({
      replayed: true,
      entry: { uuid: first.entry.uuid },
    });
  });

  it('asks for the password again before answering with the first result', async () => {
    const me = await owner('replayer@example.com');
    const key = `replayed-${me.propertyUuid}`;
    const first = (await verify(me, { amount: 2500, idempotencyKey: key })).data!.verifyEquityTransaction;
    expect(first).toMatchObject({ errors: [], entry: { amount: 2500 } });

    const wrong = (await verify(me, { amount: 2500, idempotencyKey: key, password: 'not my password' })).data!.verifyEquityTransaction;
    expect(wrong).toEqual({
      entry: null,
      payment: null,
      payout: null,
      replayed: false,
      refusal: null,
      errors: [{ code: 'WRONG_PASSWORD', field: 'password', message: 'That password is not right.' }],
    });
    const right = (await verify(me, { amount: 2500, idempotencyKey: key })).data!.verifyEquityTransaction;
    expect(right).toMatchObject({ errors: [], replayed: true, entry: { uuid: first.entry.uuid } });
    expect(await chargesOf(me)).toHaveLength(1);
  });

  it('takes the one-time code the first request used, for its replay only', async () => {
    const me = await owner('code-replayer@example.com');
    await t.gql(
      'mutation ($input: RequestEquityVerificationCodeInput!) { requestEquityVerificationCode(input: $input) { ok } }',
      { input: { propertyUuid: me.propertyUuid } },
      me.cookie,
    );
    const mail = await t.db('mailOutbox').where({ toAddress: 'code-replayer@example.com', subject: 'Your Roofline verification code' }).first();
    const code = /is (\d{6})\./.exec(mail.textBody)![1]!;
    const key = `code-replayed-${me.propertyUuid}`;
    const byCode = { password: null, verificationCode: code, amount: 1000 };

    const first = (await verify(me, { ...byCode, idempotencyKey: key })).data!.verifyEquityTransaction;
    expect(first).toMatchObject({ errors: [], replayed: false, entry: { amount: 1000 } });
    // A retry after a lost answer carries the same code.
    expect((await verify(me, { ...byCode, idempotencyKey: key })).data!.verifyEquityTransaction).toMatchObject({
      errors: [],
      replayed: true,
      entry: { uuid: first.entry.uuid },
    });
    // A new transaction needs a new code.
    expect((await verify(me, { ...byCode, idempotencyKey: `${key}-2` })).data!.verifyEquityTransaction.errors).toMatchObject([
      { code: 'INVALID_TOKEN', field: 'verificationCode' },
    ]);
    expect(await chargesOf(me)).toHaveLength(1);
  });
});
