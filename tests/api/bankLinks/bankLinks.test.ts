import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlaidBankLinkProvider } from '#api/adapters/bankLink/PlaidBankLinkProvider';
import { SandboxBankLinkProvider } from '#api/adapters/bankLink/SandboxBankLinkProvider';
import { accessTokenOf } from '#api/services/bankLinks/accessTokenCipher';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser, recordUploads, startApplication } from '../restructureApplication/support.js';
import { startLocalHttpServer } from '../../support/localHttpServer.js';

const ITEM_FIELDS =
  'uuid kind name accounts { uuid accountId name mask subtype verificationStatus } error { code message publicToken } microdepositVerifiedAt manualVerificationAt';
const TOKEN =
  'mutation ($input: CreateBankLinkTokenInput!) { createBankLinkToken(input: $input) { token { linkToken provider oauthReturnPath expiration } errors { code message } } }';
const LOG_IN =
  'mutation ($input: SandboxBankLinkLogInInput!) { sandboxBankLinkLogIn(input: $input) { publicToken institutionName errors { code field message } } }';
const MANUAL =
  'mutation ($input: SandboxBankLinkManualAccountInput!) { sandboxBankLinkManualAccount(input: $input) { publicToken errors { code field message } } }';
const LINK = `mutation ($input: LinkFinancialItemInput!) { linkFinancialItem(input: $input) { financialItem { ${ITEM_FIELDS} } errors { code field message } } }`;
const LIST = `query ($applicationType: BankLinkApplicationType!, $applicationUuid: UUID!) { financialItems(applicationType: $applicationType, applicationUuid: $applicationUuid) { ${ITEM_FIELDS} } }`;
const REFRESH = `mutation ($input: FinancialItemInput!) { refreshFinancialItem(input: $input) { financialItem { ${ITEM_FIELDS} } errors { code message } } }`;
const MICRODEPOSITS = `mutation ($input: VerifyMicrodepositsInput!) { verifyMicrodeposits(input: $input) { financialItem { ${ITEM_FIELDS} } errors { code field message } } }`;
const MANUAL_VERIFICATION = `mutation ($input: RecordManualBankVerificationInput!) { recordManualBankVerification(input: $input) { financialItem { ${ITEM_FIELDS} } errors { code field message } } }`;
const REMOVE = 'mutation ($input: FinancialItemInput!) { removeFinancialItem(input: $input) { removedFinancialItemUuid errors { code message } } }';
const CHOOSE =
  'mutation ($input: ChoosePaymentBankAccountInput!) { choosePaymentBankAccount(input: $input) { paymentBankAccountId errors { code field message } } }';
const APPLICATION = `query ($uuid: UUID!) { restructureApplication(uuid: $uuid) { paymentBankAccountId bankAccounts { ${ITEM_FIELDS} } investments { uuid } } }`;

interface Account {
  uuid: string;
  mask: string;
  subtype: string;
  verificationStatus: string;
}
interface Item {
  uuid: string;
  name: string;
  accounts: Account[];
  error: { code: string; message: string } | null;
  microdepositVerifiedAt: string | null;
  manualVerificationAt: string | null;
}
type Errors = Array<{ code: string; field?: string; message: string }>;

let t: TestApp;
let cookie: string;
let userUuid: string;
let otherCookie: string;
let applicationUuid: string;

beforeAll(async () => {
  // Manual underwriting: no job queue runs here, so finalizing queues no sandbox verification.
  t = await createTestApp({ UNDERWRITING_MODE: 'manual' });
  await insertUser(t, 'other@roofline.test', 'another-password-1');
  otherCookie = await t.sessionCookie('other@roofline.test', 'another-password-1');
});

// Each test links to an application of its own, of an account of its own: lists and the payment
// account hold only its items, and no account nears its limit of open applications.
beforeEach(async () => {
  const email = `homeowner-${randomUUID().slice(0, 8)}@roofline.test`;
  userUuid = await insertUser(t, email, 'homeowner-password-1');
  cookie = await t.sessionCookie(email, 'homeowner-password-1');
  applicationUuid = await startApplication(t, userUuid, cookie);
});

afterAll(async () => {
  await t.close();
});

const target = () => ({ applicationType: 'RESTRUCTURE', applicationUuid });

async function linkToken(as = cookie, financialItemUuid?: string): Promise<string> {
  const { data, errors } = await t.gql<{ createBankLinkToken: { token: { linkToken: string; provider: string; oauthReturnPath: string } } }>(
    TOKEN,
    { input: { ...target(), financialItemUuid } },
    as,
  );
  expect(errors).toBeUndefined();
  expect(data?.createBankLinkToken.token).toMatchObject({ provider: 'SANDBOX', oauthReturnPath: '/financial-items/oauth/restructure' });
  return data!.createBankLinkToken.token.linkToken;
}

async function logIn(token: string, password = 'pass_good', as = cookie, username = 'user_good') {
  const { data } = await t.gql<{ sandboxBankLinkLogIn: { publicToken: string | null; institutionName: string | null; errors: Errors } }>(
    LOG_IN,
    { input: { linkToken: token, institutionId: 'ins_109508', username, password } },
    as,
  );
  return data!.sandboxBankLinkLogIn;
}

async function link(publicToken: string, as = cookie) {
  const { data, errors } = await t.gql<{ linkFinancialItem: { financialItem: Item | null; errors: Errors } }>(
    LINK,
    { input: { ...target(), kind: 'BANK_ACCOUNT', publicToken } },
    as,
  );
  expect(errors).toBeUndefined();
  return data!.linkFinancialItem;
}

async function linkManualAccount(): Promise<Item> {
  const { data } = await t.gql<{ sandboxBankLinkManualAccount: { publicToken: string } }>(
    MANUAL,
    { input: { linkToken: await linkToken(), routingNumber: '011000015', accountNumber: '123456789', accountType: 'CHECKING' } },
    cookie,
  );
  return (await link(data!.sandboxBankLinkManualAccount.publicToken)).financialItem!;
}

describe('linking a sandbox bank', () => {
  it('links First Platypus Bank with user_good / pass_good: the item and its verified accounts', async () => {
    const login = await logIn(await linkToken());
    expect(login).toMatchObject({ institutionName: 'First Platypus Bank', errors: [] });
    const { financialItem, errors } = await link(login.publicToken!);
    expect(errors).toEqual([]);
    expect(financialItem).toMatchObject({ name: 'First Platypus Bank', error: null, microdepositVerifiedAt: null });
    // A bank account link shares the login's checking and savings, not its IRA or mortgage.
    expect(financialItem!.accounts.map((account) => [account.mask, account.subtype, account.verificationStatus])).toEqual([
      ['0000', 'checking', 'VERIFIED'],
      ['1111', 'savings', 'VERIFIED'],
    ]);
    const listed = await t.gql<{ financialItems: Item[] }>(LIST, target(), cookie);
    expect(listed.data?.financialItems.map((item) => item.uuid)).toEqual([financialItem!.uuid]);
    const application = await t.gql<{ restructureApplication: { bankAccounts: Item[]; investments: unknown[] } }>(
      APPLICATION,
      { uuid: applicationUuid },
      cookie,
    );
    expect(application.data?.restructureApplication.bankAccounts.map((item) => item.uuid)).toEqual([financialItem!.uuid]);
    expect(application.data?.restructureApplication.investments).toEqual([]);
    // Access tokens never leave the server.
    expect(JSON.stringify(listed)).not.toContain('access-sandbox');
  });

  it('uses a public token once', async () => {
    const { publicToken } = await logIn(await linkToken());
    expect((await link(publicToken!)).errors).toEqual([]);
    const again = await link(publicToken!);
    expect(again).toEqual({
      financialItem: null,
      errors: [{ code: 'BANK_LINK_FAILED', field: 'publicToken', message: 'This bank link has expired. Start again.' }],
    });
  });

  it('refuses a public token 30 minutes after it was issued', async () => {
    const token = await linkToken();
    const { publicToken } = await logIn(token);
    const halfAnHourLater = new SandboxBankLinkProvider(t.db, () => new Date(Date.now() + 31 * 60_000));
    await expect(halfAnHourLater.exchangePublicToken(publicToken!, [token])).rejects.toMatchObject({ code: 'INVALID_PUBLIC_TOKEN' });
    expect((await link(publicToken!)).errors).toEqual([]);
  });

  it('says what to do when the credentials are wrong or the bank refuses, without showing the code', async () => {
    const token = await linkToken();
    expect((await logIn(token, 'pass_bad')).errors).toEqual([
      { code: 'BANK_LINK_FAILED', field: 'password', message: 'The username or password you entered is incorrect. Check them and try again.' },
    ]);
    expect((await logIn(token, 'error_ITEM_LOCKED')).errors[0]?.message).toBe('Your account is locked at your bank. Unlock it there, then try again.');
    expect((await logIn(token, 'error_INSTITUTION_DOWN')).errors[0]?.message).toMatch(/not responding/);
  });

  it('repairs an item whose bank asks for a new login, in update mode, keeping the same item', async () => {
    const { financialItem } = await link((await logIn(await linkToken())).publicToken!);
    const stored = await t.db('financialItems').where({ uuid: financialItem!.uuid }).first();
    await (t.adapters.bankLink as SandboxBankLinkProvider).setLoginRequired(accessTokenOf(t.config, stored));
    const refreshed = await t.gql<{ refreshFinancialItem: { financialItem: Item } }>(REFRESH, { input: { financialItemUuid: financialItem!.uuid } }, cookie);
    expect(refreshed.data?.refreshFinancialItem.financialItem.error).toEqual({
      code: 'ITEM_LOGIN_REQUIRED',
      message: 'Your bank needs you to log in again to keep this account linked.',
      publicToken: expect.stringMatching(/^link-sandbox-/),
    });

    const repaired = await link((await logIn(await linkToken(cookie, financialItem!.uuid))).publicToken!);
    expect(repaired.financialItem).toMatchObject({ uuid: financialItem!.uuid, error: null });
  });
});

describe('linking with Plaid', () => {
  it("gives the browser Plaid's link token for Plaid Link, with our OAuth return address as its redirect", async () => {
    const plaid = await startLocalHttpServer(() => ({ status: 200, json: { link_token: 'link-sandbox-browser', expiration: '2030-01-01T00:00:00Z' } }));
    const sandbox = t.adapters.bankLink;
    t.adapters.bankLink = new PlaidBankLinkProvider({ clientId: 'client', secret: 'plaid-secret', env: 'sandbox', baseUrl: plaid.baseUrl });
    try {
      const response = await t.gql<{ createBankLinkToken: { token: { linkToken: string; provider: string; oauthReturnPath: string } } }>(
        TOKEN,
        { input: target() },
        cookie,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.createBankLinkToken.token).toMatchObject({
        linkToken: 'link-sandbox-browser',
        provider: 'PLAID',
        oauthReturnPath: '/financial-items/oauth/restructure',
      });
      expect(JSON.stringify(response)).not.toContain('plaid-secret');
      expect(plaid.received.map((request) => request.url)).toEqual(['/link/token/create']);
      expect((JSON.parse(plaid.received[0]!.body) as { redirect_uri?: string }).redirect_uri).toBe(
        `${t.config.publicOrigin}/financial-items/oauth/restructure`,
      );
    } finally {
      t.adapters.bankLink = sandbox;
      await plaid.close();
    }
  });
});

describe('verifying a manually entered account', () => {
  it('waits for two micro-deposits, refuses wrong amounts, and records the time once they match', async () => {
    const item = await linkManualAccount();
    expect(item.accounts).toEqual([expect.objectContaining({ mask: '6789', subtype: 'checking', verificationStatus: 'PENDING_MANUAL_VERIFICATION' })]);

    const chooseEarly = await t.gql<{ choosePaymentBankAccount: { errors: Errors } }>(
      CHOOSE,
      { input: { restructureApplicationUuid: applicationUuid, financialAccountUuid: item.accounts[0]!.uuid } },
      cookie,
    );
    expect(chooseEarly.data?.choosePaymentBankAccount.errors[0]?.code).toBe('ACCOUNT_NOT_VERIFIED');

    const wrong = await t.gql<{ verifyMicrodeposits: { financialItem: Item; errors: Errors } }>(
      MICRODEPOSITS,
      { input: { financialItemUuid: item.uuid, amountsCents: [3, 4] } },
      cookie,
    );
    expect(wrong.data?.verifyMicrodeposits.errors).toEqual([
      {
        code: 'MICRODEPOSITS_INCORRECT',
        field: 'amountsCents',
        message: 'Those amounts do not match the deposits we sent. Check your statement and try again.',
      },
    ]);
    const invalid = await t.gql<{ verifyMicrodeposits: { errors: Errors } }>(
      MICRODEPOSITS,
      { input: { financialItemUuid: item.uuid, amountsCents: [120] } },
      cookie,
    );
    expect(invalid.data?.verifyMicrodeposits.errors[0]).toMatchObject({ code: 'INVALID', field: 'amountsCents' });

    const right = await t.gql<{ verifyMicrodeposits: { financialItem: Item; errors: Errors } }>(
      MICRODEPOSITS,
      { input: { financialItemUuid: item.uuid, amountsCents: [2, 1] } },
      cookie,
    );
    expect(right.data?.verifyMicrodeposits.errors).toEqual([]);
    expect(right.data?.verifyMicrodeposits.financialItem.accounts[0]?.verificationStatus).toBe('MANUALLY_VERIFIED');
    expect(right.data?.verifyMicrodeposits.financialItem.microdepositVerifiedAt).toEqual(expect.any(String));

    const chosen = await t.gql<{ choosePaymentBankAccount: { paymentBankAccountId: string; errors: Errors } }>(
      CHOOSE,
      { input: { restructureApplicationUuid: applicationUuid, financialAccountUuid: item.accounts[0]!.uuid } },
      cookie,
    );
    expect(chosen.data?.choosePaymentBankAccount).toEqual({ paymentBankAccountId: item.accounts[0]!.uuid, errors: [] });
    const application = await t.gql<{ restructureApplication: { paymentBankAccountId: string } }>(APPLICATION, { uuid: applicationUuid }, cookie);
    expect(application.data?.restructureApplication.paymentBankAccountId).toBe(item.accounts[0]!.uuid);
  });

  it('fails the account after three wrong tries; a voided check is then sent for review (§3.219)', async () => {
    const item = await linkManualAccount();
    let last: Errors = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      last = (
        await t.gql<{ verifyMicrodeposits: { errors: Errors } }>(MICRODEPOSITS, { input: { financialItemUuid: item.uuid, amountsCents: [5, 6] } }, cookie)
      ).data!.verifyMicrodeposits.errors;
    }
    expect(last[0]?.message).toMatch(/too many times/);
    const listed = await t.gql<{ financialItems: Item[] }>(LIST, target(), cookie);
    expect(listed.data?.financialItems.find((candidate) => candidate.uuid === item.uuid)?.accounts[0]?.verificationStatus).toBe('VERIFICATION_FAILED');

    const notADocument = await t.gql<{ recordManualBankVerification: { errors: Errors } }>(
      MANUAL_VERIFICATION,
      { input: { financialItemUuid: item.uuid, documentUuid: '00000000-0000-4000-8000-000000000000' } },
      cookie,
    );
    expect(notADocument.data?.recordManualBankVerification.errors[0]).toMatchObject({ code: 'INVALID', field: 'documentUuid' });
    await recordUploads(t, applicationUuid, ['VOIDED_CHECK']);
    const check = await t.db('documents').where({ applicationUuid, type: 'VOIDED_CHECK' }).first();
    const sent = await t.gql<{ recordManualBankVerification: { financialItem: Item; errors: Errors } }>(
      MANUAL_VERIFICATION,
      { input: { financialItemUuid: item.uuid, documentUuid: check.uuid } },
      cookie,
    );
    // Not verified on the user's word: the account waits for the document's review (tests/api/payments/bankAccountDocumentReview.test.ts).
    expect(sent.data?.recordManualBankVerification).toMatchObject({ errors: [], financialItem: { manualVerificationAt: null } });
  });
});

describe('ownership', () => {
  it("another user gets NOT_FOUND for a user's application, items and accounts, and cannot use their link", async () => {
    const { financialItem: item } = await link((await logIn(await linkToken())).publicToken!);
    expect((await t.gql(LIST, target(), otherCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(TOKEN, { input: target() }, otherCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(REFRESH, { input: { financialItemUuid: item!.uuid } }, otherCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(MICRODEPOSITS, { input: { financialItemUuid: item!.uuid, amountsCents: [1, 2] } }, otherCookie)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await t.gql(REMOVE, { input: { financialItemUuid: item!.uuid } }, otherCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await t.gql(CHOOSE, { input: { restructureApplicationUuid: applicationUuid, financialAccountUuid: item!.accounts[0]!.uuid } }, otherCookie)).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    // A link token is its user's: another user logging in with it gets nothing.
    expect((await logIn(await linkToken(), 'pass_good', otherCookie)).errors[0]?.message).toBe('This bank link has expired. Start again.');
    expect((await t.gql(LIST, target(), cookie)).data).toBeTruthy();
  });

  it('removes an item with its accounts, and clears the payment account chosen from it', async () => {
    const { financialItem: linked } = await link((await logIn(await linkToken())).publicToken!);
    const checking = linked!.accounts.find((account) => account.subtype === 'checking')!;
    const choice = await t.gql<{ choosePaymentBankAccount: { paymentBankAccountId: string; errors: Errors } }>(
      CHOOSE,
      { input: { restructureApplicationUuid: applicationUuid, financialAccountUuid: checking.uuid } },
      cookie,
    );
    expect(choice.data?.choosePaymentBankAccount).toEqual({ paymentBankAccountId: checking.uuid, errors: [] });
    const before = (await t.gql<{ financialItems: Item[] }>(LIST, target(), cookie)).data!.financialItems;
    const chosen = await t.gql<{ restructureApplication: { paymentBankAccountId: string } }>(APPLICATION, { uuid: applicationUuid }, cookie);
    const holder = before.find((item) => item.accounts.some((account) => account.uuid === chosen.data?.restructureApplication.paymentBankAccountId))!;
    expect(holder.uuid).toBe(linked!.uuid);
    const removed = await t.gql<{ removeFinancialItem: { removedFinancialItemUuid: string } }>(REMOVE, { input: { financialItemUuid: holder.uuid } }, cookie);
    expect(removed.data?.removeFinancialItem.removedFinancialItemUuid).toBe(holder.uuid);
    const after = (await t.gql<{ financialItems: Item[] }>(LIST, target(), cookie)).data!.financialItems;
    expect(after.map((item) => item.uuid)).not.toContain(holder.uuid);
    expect(
      (await t.gql<{ restructureApplication: { paymentBankAccountId: string | null } }>(APPLICATION, { uuid: applicationUuid }, cookie)).data
        ?.restructureApplication.paymentBankAccountId,
    ).toBeNull();
  });
});

describe('finalizing the restructure with a linked account', () => {
  const FINALIZE = `mutation ($input: FinalizeRestructureInput!) { finalizeRestructure(input: $input) {
    restructureApplication { stage paymentBankAccount { mask } paymentBankAccountId finalizeRestructureSubmittedAt } errors { code field message } } }`;
  interface Finalized {
    finalizeRestructure: {
      restructureApplication: { stage: string; paymentBankAccount: { mask: string } | null; paymentBankAccountId: string | null } | null;
      errors: Errors;
    };
  }
  const handEntered = { accountHolderName: 'Dana Rivera', routingNumber: '121000358', accountNumber: '000123456789', accountType: 'CHECKING' };

  it('takes a verified checking or savings account of the application instead of one entered by hand', async () => {
    // The walk to FINALIZE_RESTRUCTURE (approval, contract) is underwriting.test.ts's; this application starts there.
    const uuid = await startApplication(t, userUuid, cookie);
    await t.db('restructureApplications').where({ uuid }).update({ stage: 'FINALIZE_RESTRUCTURE' });
    const linkFor = async (kind = 'BANK_ACCOUNT') => {
      const { data } = await t.gql<{ createBankLinkToken: { token: { linkToken: string } } }>(
        TOKEN,
        { input: { applicationType: 'RESTRUCTURE', applicationUuid: uuid, kind } },
        cookie,
      );
      const login = await logIn(data!.createBankLinkToken.token.linkToken);
      const linked = await t.gql<{ linkFinancialItem: { financialItem: Item } }>(
        LINK,
        { input: { applicationType: 'RESTRUCTURE', applicationUuid: uuid, kind, publicToken: login.publicToken } },
        cookie,
      );
      return linked.data!.linkFinancialItem.financialItem;
    };
    const item = await linkFor();
    const investment = await linkFor('INVESTMENT');
    const account = (subtype: string) => [...item.accounts, ...investment.accounts].find((candidate) => candidate.subtype === subtype)!.uuid;
    const pending = await linkManualAccount(); // linked to the application beforeEach started
    const finalize = async (input: Record<string, unknown>, as = cookie) => {
      const result = await t.gql<Finalized>(FINALIZE, { input: { uuid, ...input } }, as);
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.finalizeRestructure;
    };

    expect((await finalize({}))?.errors).toEqual([
      { code: 'INVALID', field: 'paymentBankAccount', message: 'Choose one payment account: a linked account or one entered by hand.' },
    ]);
    expect((await finalize({ paymentBankAccount: handEntered, financialAccountUuid: account('checking') }))?.errors[0]?.field).toBe('paymentBankAccount');
    // An IRA is linked as an investment of the application, never as one of its bank accounts.
    expect((await finalize({ financialAccountUuid: account('ira') }))?.errors).toEqual([
      { code: 'NOT_FOUND', field: 'financialAccountUuid', message: 'This bank account is not linked to this application.' },
    ]);
    expect((await finalize({ financialAccountUuid: pending.accounts[0]!.uuid }))?.errors).toEqual([
      { code: 'NOT_FOUND', field: 'financialAccountUuid', message: 'This bank account is not linked to this application.' },
    ]);
    const otherUser = await t.gql<Finalized>(FINALIZE, { input: { uuid, financialAccountUuid: account('checking') } }, otherCookie);
    expect(otherUser.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.db('restructureApplications').where({ uuid }).first()).stage).toBe('FINALIZE_RESTRUCTURE');

    // The sandbox link matched the account at login: the link verified it, so nothing waits (manual mode here).
    const finalized = await finalize({ financialAccountUuid: account('savings') });
    expect(finalized).toMatchObject({
      errors: [],
      restructureApplication: { stage: 'INSPECTION', paymentBankAccount: null, paymentBankAccountId: account('savings') },
    });
    const events = await t.db('restructureApplicationEvents').where({ applicationUuid: uuid }).orderBy('sequence');
    expect(events.map((event) => [event.event, event.fromStage, event.toStage, event.actor])).toEqual([
      ['SUBMIT_FINALIZE', 'FINALIZE_RESTRUCTURE', 'ACCOUNT_VERIFICATION', 'APPLICANT'],
      ['VERIFY_ACCOUNT', 'ACCOUNT_VERIFICATION', 'INSPECTION', 'SYSTEM'],
    ]);
    expect(events[1]).toMatchObject({
      actorName: 'bank-link-verification',
      reason: 'The linked account was verified by its bank link',
      details: { financialAccountUuid: account('savings'), verificationStatus: 'VERIFIED' },
    });
  });

  it('still waits for a reviewer to verify an account entered by hand', async () => {
    const uuid = await startApplication(t, userUuid, cookie);
    await t.db('restructureApplications').where({ uuid }).update({ stage: 'FINALIZE_RESTRUCTURE' });
    const result = await t.gql<Finalized>(FINALIZE, { input: { uuid, paymentBankAccount: handEntered } }, cookie);
    expect(result.data?.finalizeRestructure).toMatchObject({ errors: [], restructureApplication: { stage: 'ACCOUNT_VERIFICATION' } });
    expect(await t.db('restructureApplicationEvents').where({ applicationUuid: uuid, event: 'VERIFY_ACCOUNT' })).toEqual([]);
  });

  it('refuses a linked account that is not verified yet, and leaves the stage', async () => {
    const uuid = await startApplication(t, userUuid, cookie);
    await t.db('restructureApplications').where({ uuid }).update({ stage: 'FINALIZE_RESTRUCTURE' });
    const { data } = await t.gql<{ sandboxBankLinkManualAccount: { publicToken: string } }>(
      MANUAL,
      {
        input: {
          linkToken: (
            await t.gql<{ createBankLinkToken: { token: { linkToken: string } } }>(
              TOKEN,
              { input: { applicationType: 'RESTRUCTURE', applicationUuid: uuid } },
              cookie,
            )
          ).data!.createBankLinkToken.token.linkToken,
          routingNumber: '011000015',
          accountNumber: '123456789',
          accountType: 'CHECKING',
        },
      },
      cookie,
    );
    const linked = await t.gql<{ linkFinancialItem: { financialItem: Item } }>(
      LINK,
      { input: { applicationType: 'RESTRUCTURE', applicationUuid: uuid, kind: 'BANK_ACCOUNT', publicToken: data!.sandboxBankLinkManualAccount.publicToken } },
      cookie,
    );
    const refused = await t.gql<Finalized>(
      FINALIZE,
      { input: { uuid, financialAccountUuid: linked.data!.linkFinancialItem.financialItem.accounts[0]!.uuid } },
      cookie,
    );
    expect(refused.data?.finalizeRestructure).toEqual({
      restructureApplication: null,
      errors: [{ code: 'ACCOUNT_NOT_VERIFIED', field: 'financialAccountUuid', message: 'Verify this account before choosing it for payments.' }],
    });
    expect((await t.db('restructureApplications').where({ uuid }).first()).stage).toBe('FINALIZE_RESTRUCTURE');
  });
});
