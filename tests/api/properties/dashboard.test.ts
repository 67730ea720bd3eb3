import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { DASHBOARD, insertProperty, insertUser, linkBankAccount, PARTNER_DASHBOARD, PREVIEW, VERIFY, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T12:00:00Z');
let t: TestApp;
let owner: string;
let ownerCookie: string;
let strangerCookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  owner = await insertUser(t, 'owner@example.com', 'correct horse battery');
  await linkBankAccount(t, owner);
  await insertUser(t, 'stranger@example.com', 'correct horse battery');
  ownerCookie = await t.sessionCookie('owner@example.com', 'correct horse battery');
  strangerCookie = await t.sessionCookie('stranger@example.com', 'correct horse battery');
});
afterAll(() => t.close());

type Dashboard = Record<string, any>;
const dashboard = async (uuid: string, cookie = ownerCookie) => t.gql<{ propertyDashboard: Dashboard }>(DASHBOARD, { uuid }, cookie);

/**
 * An owner of their own with a linked bank: the verify step allows five tries in 15 minutes per
 * user, and the one-time code is mailed to the user's address, so tests sharing one would see each
 * other's tries and mail.
 */
async function newOwner(email: string): Promise<{ uuid: string; cookie: string }> {
  const uuid = await insertUser(t, email, 'correct horse battery');
  await linkBankAccount(t, uuid);
  return { uuid, cookie: await t.sessionCookie(email, 'correct horse battery') };
}

describe('the property dashboard', () => {
  it('shows the worked example to the cent, and the home to its owner only', async () => {
    const uuid = await insertProperty(t, workedExampleDeal(owner));
    const { data, errors } = await dashboard(uuid);
    expect(errors).toBeUndefined();
    expect(data!.propertyDashboard).toMatchObject({
      dealType: 'RESTRUCTURE',
      viewerRole: 'OWNER',
      address: { streetName: 'Grand Ave', state: 'CA' },
      homeValue: { value: 800000, source: 'CLOSING', basis: 'the agreed value at closing', asOf: '2026-03-14' },
      designatedPercentage: 56.25,
      rooflineShareValue: 450000,
      homeownerEquity: 350000,
      mortgageBalance: 0,
      monthlyPayment: { usageFee: 1875, reductionPayment: 500, additionalEquity: 0, total: 2375 },
      nextPaymentDate: '2026-12-14',
      lifetimeCashOut: 50000,
      exhibitCFields: {
        originalAgreedValue: 800000,
        monthlyReductionPaymentLimit: 3750,
        originalDesignatedPercentage: 56.25,
        maxAddlOptionPaymentPercentage: 5,
        maxMonthlyEquityPurchaseLimit: 2000,
        recurringPurchaseScheduled: false,
      },
      limits: { oneTimeBuyIn: 40000, recurringBuyIn: 2000, cashOut: 100000, lifetimeCashOutRemaining: 100000 },
      ledger: [],
      ownershipHistory: [{ date: '2026-03-14', designatedPercentage: 56.25, homeValue: 800000 }],
      whatIf: [
        { scenario: 'TODAY', saleValue: 800000, rooflineShare: 450000, mortgagePayoff: 0, homeownerNet: 350000 },
        { scenario: 'UP_10_PERCENT', saleValue: 880000, rooflineShare: 495000, mortgagePayoff: 0, homeownerNet: 385000 },
        { scenario: 'DOWN_10_PERCENT', saleValue: 720000, rooflineShare: 405000, mortgagePayoff: 0, homeownerNet: 315000 },
      ],
    });

    const stranger = await dashboard(uuid, strangerCookie);
    expect(stranger.data).toBeNull();
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.gql(DASHBOARD, { uuid });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const me = await t.gql<{ me: { properties: unknown[] } }>('{ me { properties { propertyUuid dealType } } }', {}, ownerCookie);
    expect(me.data!.me.properties).toContainEqual({ propertyUuid: uuid, dealType: ['RESTRUCTURE'] });
    const theirs = await t.gql<{ me: { properties: unknown[] } }>('{ me { properties { propertyUuid } } }', {}, strangerCookie);
    expect(theirs.data!.me.properties).toEqual([]);
  });

  it('previews a buy-in and a cash-out, and names the limit that refuses more', async () => {
    const uuid = await insertProperty(t, workedExampleDeal(owner));
    const preview = (input: Record<string, unknown>, cookie = ownerCookie) =>
      t.gql<{ equityTransactionPreview: Dashboard }>(PREVIEW, { input: { propertyUuid: uuid, ...input } }, cookie);

    const buyIn = (await preview({ kind: 'BUY_IN', amount: 5000, frequency: 'ONE_TIME' })).data!.equityTransactionPreview;
    expect(buyIn.refusal).toBeNull();
    // 5,000 / 800,000 = 0.625% of the home.
    expect(buyIn.preview).toMatchObject({
      designatedPercentageBefore: 56.25,
      designatedPercentageAfter: 55.625,
      monthlyPaymentAfter: { usageFee: 1854.17, reductionPayment: 500, total: 2354.17 },
      homeownerEquityAfter: 355000,
    });

    const cashOut = (await preview({ kind: 'CASH_OUT', amount: 10000 })).data!.equityTransactionPreview;
    expect(cashOut.preview).toMatchObject({ designatedPercentageAfter: 57.5, monthlyPaymentAfter: { usageFee: 1916.67, total: 2416.67 } });

    expect((await preview({ kind: 'BUY_IN', amount: 40000.01 })).data!.equityTransactionPreview.refusal).toEqual({
      limit: 'ONE_TIME_BUY_IN_LIMIT',
      maxAllowed: 40000,
      message: 'A one-time buy-in can be at most 5% of your home’s current value: $40,000.',
    });
    expect((await preview({ kind: 'BUY_IN', amount: 2000.01, frequency: 'MONTHLY_RECURRING' })).data!.equityTransactionPreview.refusal).toMatchObject({
      limit: 'RECURRING_BUY_IN_LIMIT',
      maxAllowed: 2000,
    });
    expect((await preview({ kind: 'CASH_OUT', amount: 100000.01 })).data!.equityTransactionPreview.refusal).toEqual({
      limit: 'LIFETIME_CASH_OUT_LIMIT',
      maxAllowed: 100000,
      message: 'Cash out is limited to $150,000 over the life of the partnership; you can take up to $100,000 more.',
    });
    expect((await preview({ kind: 'CASH_OUT', amount: 0.001 })).data!.equityTransactionPreview.refusal).toMatchObject({ limit: 'INVALID_AMOUNT' });
    expect((await preview({ kind: 'CASH_OUT', amount: 100 }, strangerCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses recurring buy-ins for deals closed before the equity builder cutoff', async () => {
    const uuid = await insertProperty(t, workedExampleDeal(owner, { closingDate: '2020-08-25' }));
    const result = await t.gql<{ equityTransactionPreview: Dashboard }>(
      PREVIEW,
      { input: { propertyUuid: uuid, kind: 'BUY_IN', amount: 100, frequency: 'MONTHLY_RECURRING' } },
      ownerCookie,
    );
    expect(result.data!.equityTransactionPreview.refusal).toMatchObject({ limit: 'RECURRING_BUY_IN_NOT_AVAILABLE', maxAllowed: 0 });
  });
});

describe('cash out', () => {
  it('re-authenticates, writes one ledger row, and answers a retried key with the first result', async () => {
    const me = await newOwner('cash-out-owner@example.com');
    const uuid = await insertProperty(t, workedExampleDeal(me.uuid));
    const input = { propertyUuid: uuid, kind: 'CASH_OUT', amount: 10000, idempotencyKey: `cash-out-${uuid}` };
    const verify = (extra: Record<string, unknown>, cookie = me.cookie) =>
      t.gql<{ verifyEquityTransaction: Dashboard }>(VERIFY, { input: { ...input, ...extra } }, cookie);

    const wrong = (await verify({ password: 'not my password' })).data!.verifyEquityTransaction;
    expect(wrong.errors).toEqual([{ code: 'WRONG_PASSWORD', field: 'password', message: 'That password is not right.' }]);
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid })).toHaveLength(0);
    expect((await verify({ password: 'correct horse battery' }, strangerCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const first = (await verify({ password: 'correct horse battery' })).data!.verifyEquityTransaction;
    expect(first).toMatchObject({
      errors: [],
      replayed: false,
      refusal: null,
      payment: null,
      payout: { status: 'PAID', bankAccountLabel: 'First Platypus Bank checking •••• 0000' },
      entry: { kind: 'CASH_OUT', amount: 10000, homeValue: 800000, designatedPercentageBefore: 56.25, designatedPercentageAfter: 57.5 },
    });
    const again = (await verify({ password: 'correct horse battery' })).data!.verifyEquityTransaction;
    expect(again).toMatchObject({ replayed: true, entry: { uuid: first.entry.uuid } });
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid })).toHaveLength(1);

    const after = (await dashboard(uuid, me.cookie)).data!.propertyDashboard;
    expect(after).toMatchObject({
      designatedPercentage: 57.5,
      lifetimeCashOut: 60000,
      monthlyPayment: { usageFee: 1916.67, total: 2416.67 },
      limits: { cashOut: 90000 },
    });
    expect(after.ledger).toHaveLength(1);

    const over = (await verify({ password: 'correct horse battery', idempotencyKey: `cash-out-2-${uuid}`, amount: 90000.01 })).data!.verifyEquityTransaction;
    expect(over.refusal).toMatchObject({ limit: 'LIFETIME_CASH_OUT_LIMIT', maxAllowed: 90000 });
    expect(await t.db('propertyEquityLedger').where({ propertyUuid: uuid })).toHaveLength(1);
  });

  it('accepts the mailed one-time code once', async () => {
    const me = await newOwner('code-owner@example.com');
    const uuid = await insertProperty(t, workedExampleDeal(me.uuid));
    const sent = await t.gql<{ requestEquityVerificationCode: { ok: boolean } }>(
      'mutation ($input: RequestEquityVerificationCodeInput!) { requestEquityVerificationCode(input: $input) { ok } }',
      { input: { propertyUuid: uuid } },
      me.cookie,
    );
    expect(sent.data!.requestEquityVerificationCode.ok).toBe(true);
    const mails = await t.db('mailOutbox').where({ toAddress: 'code-owner@example.com', subject: 'Your Roofline verification code' });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const code = /is (\d{6})\./.exec(mail.textBody)![1]!;
    const input = { propertyUuid: uuid, kind: 'CASH_OUT', amount: 1000 };
    const used = await t.gql<{ verifyEquityTransaction: Dashboard }>(
      VERIFY,
      { input: { ...input, idempotencyKey: `code-1-${uuid}`, verificationCode: code } },
      me.cookie,
    );
    expect(used.data!.verifyEquityTransaction.entry).toMatchObject({ kind: 'CASH_OUT', amount: 1000 });
    const reused = await t.gql<{ verifyEquityTransaction: Dashboard }>(
      VERIFY,
      { input: { ...input, idempotencyKey: `code-2-${uuid}`, verificationCode: code } },
      me.cookie,
    );
    expect(reused.data!.verifyEquityTransaction.errors[0]).toMatchObject({ code: 'INVALID_TOKEN', field: 'verificationCode' });
    // The used code and four wrong passwords are five failed tries in the window (the right
    // code did not count); the next is refused before any check, even with the right password.
    for (const attempt of [3, 4, 5, 6]) {
      const wrong = await t.gql<{ verifyEquityTransaction: Dashboard }>(
        VERIFY,
        { input: { ...input, idempotencyKey: `code-wrong-${attempt}-${uuid}`, password: 'not my password' } },
        me.cookie,
      );
      expect(wrong.data!.verifyEquityTransaction.errors).toEqual([{ code: 'WRONG_PASSWORD', field: 'password', message: 'That password is not right.' }]);
    }
    const limited = await t.gql<{ verifyEquityTransaction: Dashboard }>(
      VERIFY,
      { input: { ...input, idempotencyKey: `code-7-${uuid}`, password: 'correct horse battery' } },
      me.cookie,
    );
    expect(limited.data!.verifyEquityTransaction.errors[0].message).toMatch(/^Too many tries/);
  });

  it('keeps the ledger append-only in the database', async () => {
    // Another owner: the verify step allows five tries in 15 minutes per user.
    const second = await insertUser(t, 'second-owner@example.com', 'correct horse battery');
    await linkBankAccount(t, second);
    const cookie = await t.sessionCookie('second-owner@example.com', 'correct horse battery');
    const uuid = await insertProperty(t, workedExampleDeal(second));
    const written = await t.gql<{ verifyEquityTransaction: Dashboard }>(
      VERIFY,
      { input: { propertyUuid: uuid, kind: 'CASH_OUT', amount: 500, idempotencyKey: `append-${uuid}`, password: 'correct horse battery' } },
      cookie,
    );
    expect(written.data!.verifyEquityTransaction.entry).toMatchObject({ amount: 500 });
    await expect(t.db('propertyEquityLedger').where({ propertyUuid: uuid }).update({ amountCents: 1 })).rejects.toThrow(/append-only/);
  });
});

describe('the partner dashboard', () => {
  it('is shown only to an invited member who accepted, with the email invited', async () => {
    const coOwner = 'co-owner@example.com';
    await insertUser(t, coOwner, 'correct horse battery');
    const coOwnerCookie = await t.sessionCookie(coOwner, 'correct horse battery');
    const uuid = await insertProperty(t, workedExampleDeal(owner, { members: [{ email: 'Co-Owner@example.com', role: 'CO_OWNER' }] }));
    const { sendPropertyInvitations } = await import('#api/services/properties/invitations');
    await sendPropertyInvitations({ db: t.db, config: t.config, adapters: t.adapters, logger: { info() {}, warn() {} } as never, now: () => NOW }, uuid);
    const mail = await t.db('mailOutbox').where({ toAddress: coOwner }).first();
    const token = new URL(/(http\S+)/.exec(mail.textBody)![1]!).searchParams.get('invitation')!;

    const before = await t.gql(PARTNER_DASHBOARD, { uuid }, coOwnerCookie);
    expect(before.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const accept = (input: Record<string, unknown>, cookie: string) =>
      t.gql<{ acceptPropertyInvitation: { accepted: boolean; errors: unknown[] } }>(
        'mutation ($input: AcceptPropertyInvitationInput!) { acceptPropertyInvitation(input: $input) { accepted errors { code field message } } }',
        { input },
        cookie,
      );
    expect((await accept({ propertyUuid: uuid, token }, strangerCookie)).data!.acceptPropertyInvitation.accepted).toBe(false);
    expect((await accept({ propertyUuid: uuid, token: 'guessed-token' }, coOwnerCookie)).data!.acceptPropertyInvitation.accepted).toBe(false);
    expect((await accept({ propertyUuid: uuid, token }, coOwnerCookie)).data!.acceptPropertyInvitation).toEqual({ accepted: true, errors: [] });

    const shown = await t.gql<{ partnerPropertyDashboard: Dashboard }>(PARTNER_DASHBOARD, { uuid }, coOwnerCookie);
    // The member is not told which application the deal came from; its owner links bank accounts there.
    expect(shown.data!.partnerPropertyDashboard).toMatchObject({
      viewerRole: 'CO_OWNER',
      designatedPercentage: 56.25,
      documents: [],
      sourceApplicationUuid: null,
    });
    const ownerView = (await dashboard(uuid)).data!.propertyDashboard;
    expect(ownerView.sourceApplicationUuid).toBe(
      await t
        .db('properties')
        .where({ uuid })
        .first()
        .then((row) => row.sourceApplicationUuid),
    );
    expect((await t.gql(PARTNER_DASHBOARD, { uuid }, strangerCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(PARTNER_DASHBOARD, { uuid }, ownerCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The member cannot act on the home.
    expect((await t.gql(PREVIEW, { input: { propertyUuid: uuid, kind: 'CASH_OUT', amount: 100 } }, coOwnerCookie)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});
