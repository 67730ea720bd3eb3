import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { insertUser, startApplication } from '../purchaseApplication/support.js';

// A purchase application's linked banks and payment account: the applicant's alone. The
// co-applicant reads the application but neither sees the applicant's banks nor links or chooses;
// anyone else gets NOT_FOUND.

const ITEM = 'uuid kind name accounts { uuid mask subtype verificationStatus }';
const TOKEN =
  'mutation ($input: CreateBankLinkTokenInput!) { createBankLinkToken(input: $input) { token { linkToken oauthReturnPath } errors { code field message } } }';
const LOG_IN = 'mutation ($input: SandboxBankLinkLogInInput!) { sandboxBankLinkLogIn(input: $input) { publicToken errors { code message } } }';
const MANUAL = 'mutation ($input: SandboxBankLinkManualAccountInput!) { sandboxBankLinkManualAccount(input: $input) { publicToken errors { code message } } }';
const LINK = `mutation ($input: LinkFinancialItemInput!) { linkFinancialItem(input: $input) { financialItem { ${ITEM} } errors { code field message } } }`;
const LIST = `query ($applicationType: BankLinkApplicationType!, $applicationUuid: UUID!) { financialItems(applicationType: $applicationType, applicationUuid: $applicationUuid) { uuid } }`;
const CHOOSE =
  'mutation ($input: ChoosePaymentBankAccountInput!) { choosePaymentBankAccount(input: $input) { paymentBankAccountId errors { code field message } } }';
const APPLICATION = `query ($uuid: UUID!) { purchaseApplication(uuid: $uuid) { party paymentBankAccountId bankAccounts { ${ITEM} } investments { ${ITEM} } } }`;

type Errors = Array<{ code: string; field: string | null; message: string }>;
interface Item {
  uuid: string;
  kind: string;
  accounts: Array<{ uuid: string; mask: string; subtype: string; verificationStatus: string }>;
}
interface Application {
  party: string;
  paymentBankAccountId: string | null;
  bankAccounts: Item[];
  investments: Item[];
}

let t: TestApp;
let buyer: string;
let coApplicant: string;
let stranger: string;
let coApplicantUuid: string;
let uuid: string;

beforeAll(async () => {
  t = await createTestApp({ UNDERWRITING_MODE: 'manual' });
  coApplicantUuid = await insertUser(t, 'casey@example.com', 'casey-password-2026');
  coApplicant = await t.sessionCookie('casey@example.com', 'casey-password-2026');
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');
}, 120_000);
afterAll(() => t.close());

// Each test starts from an application of its own, with no banks linked and no payment account,
// of a buyer of its own (no account nears its limit of open applications).
let buyers = 0;
beforeEach(async () => {
  const email = `buyer-${++buyers}@example.com`;
  const buyerUuid = await insertUser(t, email, 'buyer-password-2026');
  buyer = await t.sessionCookie(email, 'buyer-password-2026');
  uuid = await startApplication(t, buyerUuid, buyer);
  // The invitation itself is the journey test's; here the co-applicant has joined.
  await t.db('purchaseApplications').where({ uuid }).update({ coApplicantUserUuid: coApplicantUuid, coApplicantJoinedAt: new Date() });
});

const purchase = () => ({ applicationType: 'PURCHASE', applicationUuid: uuid });

async function createToken(as: string, kind = 'BANK_ACCOUNT') {
  return t.gql<{ createBankLinkToken: { token: { linkToken: string; oauthReturnPath: string } | null; errors: Errors } }>(
    TOKEN,
    { input: { ...purchase(), kind } },
    as,
  );
}

async function linkBank(kind: 'BANK_ACCOUNT' | 'INVESTMENT', manual = false): Promise<Item> {
  const linkToken = (await createToken(buyer, kind)).data!.createBankLinkToken.token!.linkToken;
  const publicToken = manual
    ? (
        await t.gql<{ sandboxBankLinkManualAccount: { publicToken: string } }>(
          MANUAL,
          { input: { linkToken, routingNumber: '011000015', accountNumber: '123456789', accountType: 'CHECKING' } },
          buyer,
        )
      ).data!.sandboxBankLinkManualAccount.publicToken
    : (
        await t.gql<{ sandboxBankLinkLogIn: { publicToken: string } }>(
          LOG_IN,
          { input: { linkToken, institutionId: 'ins_109508', username: 'user_good', password: 'pass_good' } },
          buyer,
        )
      ).data!.sandboxBankLinkLogIn.publicToken;
  const linked = await t.gql<{ linkFinancialItem: { financialItem: Item; errors: Errors } }>(LINK, { input: { ...purchase(), kind, publicToken } }, buyer);
  expect(linked.data?.linkFinancialItem.errors).toEqual([]);
  return linked.data!.linkFinancialItem.financialItem;
}

const choose = (financialAccountUuid: string, as = buyer, input: Record<string, unknown> = { purchaseApplicationUuid: uuid }) =>
  t.gql<{ choosePaymentBankAccount: { paymentBankAccountId: string | null; errors: Errors } }>(CHOOSE, { input: { ...input, financialAccountUuid } }, as);
const application = async (as: string) => (await t.gql<{ purchaseApplication: Application }>(APPLICATION, { uuid }, as)).data!.purchaseApplication;

describe('a purchase application’s linked banks and payment account', () => {
  it('the applicant links bank accounts and investments, returning to the purchase’s OAuth page', async () => {
    expect((await createToken(buyer)).data?.createBankLinkToken).toMatchObject({
      token: { oauthReturnPath: '/financial-items/oauth/purchase' },
      errors: [],
    });
    const bank = await linkBank('BANK_ACCOUNT');
    const investment = await linkBank('INVESTMENT');
    const seen = await application(buyer);
    expect(seen.bankAccounts.map((item) => item.uuid)).toEqual([bank.uuid]);
    expect(seen.investments.map((item) => item.uuid)).toEqual([investment.uuid]);
    expect(seen.paymentBankAccountId).toBeNull();
  });

  it('chooses a verified checking or savings account, refusing others field by field', async () => {
    const bank = await linkBank('BANK_ACCOUNT');
    const investment = await linkBank('INVESTMENT');
    // A bank's certificate of deposit (Plaid's depository "cd") is no checking or savings account.
    const [cd] = await t
      .db('financialAccounts')
      .insert({
        financialItemUuid: bank.uuid,
        accountId: 'acct-cd-2222',
        name: 'Plaid CD',
        mask: '2222',
        type: 'depository',
        subtype: 'cd',
        verificationStatus: 'VERIFIED',
      })
      .returning('uuid');
    expect((await choose(cd.uuid)).data?.choosePaymentBankAccount).toEqual({
      paymentBankAccountId: null,
      errors: [{ code: 'INVALID', field: 'financialAccountUuid', message: 'Choose a checking or savings account for your payments.' }],
    });
    const manual = await linkBank('BANK_ACCOUNT', true);
    expect((await choose(manual.accounts[0]!.uuid)).data?.choosePaymentBankAccount.errors).toEqual([
      { code: 'ACCOUNT_NOT_VERIFIED', field: 'financialAccountUuid', message: 'Verify this account before choosing it for payments.' },
    ]);
    // An investment is never a payment account, whatever its subtype.
    expect((await choose(investment.accounts[0]!.uuid)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const savings = bank.accounts.find((account) => account.subtype === 'savings')!;
    expect((await choose(savings.uuid)).data?.choosePaymentBankAccount).toEqual({ paymentBankAccountId: savings.uuid, errors: [] });
    expect((await application(buyer)).paymentBankAccountId).toBe(savings.uuid);
    const stored = await t.db('purchaseApplications').where({ uuid }).first();
    expect(stored.paymentFinancialAccountUuid).toBe(savings.uuid);
  });

  it('takes exactly one application', async () => {
    const checking = (await linkBank('BANK_ACCOUNT')).accounts[0]!;
    const both = await choose(checking.uuid, buyer, { purchaseApplicationUuid: uuid, restructureApplicationUuid: uuid });
    expect(both.data?.choosePaymentBankAccount.errors[0]).toMatchObject({ code: 'INVALID', field: 'purchaseApplicationUuid' });
    const neither = await choose(checking.uuid, buyer, {});
    expect(neither.data?.choosePaymentBankAccount.errors[0]).toMatchObject({ code: 'INVALID', field: 'purchaseApplicationUuid' });
  });

  it('the co-applicant sees neither the applicant’s banks nor the payment account, and cannot link or choose', async () => {
    // The applicant has banks, an investment and a payment account for the co-applicant not to see.
    const bank = await linkBank('BANK_ACCOUNT');
    await linkBank('INVESTMENT');
    const savings = bank.accounts.find((account) => account.subtype === 'savings')!;
    expect((await choose(savings.uuid)).data?.choosePaymentBankAccount.errors).toEqual([]);
    const seen = await application(coApplicant);
    expect(seen).toEqual({ party: 'CO_APPLICANT', paymentBankAccountId: null, bankAccounts: [], investments: [] });
    expect((await t.gql<{ financialItems: unknown[] }>(LIST, purchase(), coApplicant)).data?.financialItems).toEqual([]);
    expect((await createToken(coApplicant)).data?.createBankLinkToken).toEqual({
      token: null,
      errors: [{ code: 'ACTOR_NOT_ALLOWED', field: 'applicationUuid', message: 'Only the applicant can link accounts to this application.' }],
    });
    // A public token from the applicant's own link cannot be spent by the co-applicant either.
    const linkToken = (await createToken(buyer)).data!.createBankLinkToken.token!.linkToken;
    const { publicToken } = (
      await t.gql<{ sandboxBankLinkLogIn: { publicToken: string } }>(
        LOG_IN,
        { input: { linkToken, institutionId: 'ins_109508', username: 'user_good', password: 'pass_good' } },
        buyer,
      )
    ).data!.sandboxBankLinkLogIn;
    const linked = await t.gql<{ linkFinancialItem: { financialItem: Item | null; errors: Errors } }>(
      LINK,
      { input: { ...purchase(), kind: 'BANK_ACCOUNT', publicToken } },
      coApplicant,
    );
    expect(linked.data?.linkFinancialItem).toEqual({
      financialItem: null,
      errors: [{ code: 'ACTOR_NOT_ALLOWED', field: 'applicationUuid', message: 'Only the applicant can link accounts to this application.' }],
    });
    const checking = bank.accounts[0]!;
    expect((await choose(checking.uuid, coApplicant)).data?.choosePaymentBankAccount).toEqual({
      paymentBankAccountId: null,
      errors: [{ code: 'ACTOR_NOT_ALLOWED', field: 'financialAccountUuid', message: 'Only the applicant can choose the account payments come from.' }],
    });
    expect((await application(buyer)).paymentBankAccountId).not.toBe(checking.uuid);
  });

  it('anyone else gets NOT_FOUND for the application, its banks and its payment account', async () => {
    const checking = (await linkBank('BANK_ACCOUNT')).accounts[0]!;
    expect((await t.gql(APPLICATION, { uuid }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(LIST, purchase(), stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await createToken(stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await choose(checking.uuid, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('removing the linked bank clears the payment account chosen from it', async () => {
    const savings = (await linkBank('BANK_ACCOUNT')).accounts.find((account) => account.subtype === 'savings')!;
    expect((await choose(savings.uuid)).data?.choosePaymentBankAccount.errors).toEqual([]);
    const { bankAccounts, paymentBankAccountId } = await application(buyer);
    expect(paymentBankAccountId).toBe(savings.uuid);
    const chosenItem = bankAccounts.find((item) => item.accounts.some((account) => account.uuid === paymentBankAccountId))!;
    await t.gql(
      'mutation ($input: FinancialItemInput!) { removeFinancialItem(input: $input) { errors { code } } }',
      { input: { financialItemUuid: chosenItem.uuid } },
      buyer,
    );
    expect((await application(buyer)).paymentBankAccountId).toBeNull();
  });
});
