import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxBankLinkProvider } from '#api/adapters/bankLink/SandboxBankLinkProvider';
import { accessTokenOf } from '#api/services/bankLinks/accessTokenCipher';
import { createTestApp, type TestApp } from '../harness.js';
import { insertPrequal, START, type Payload } from '../refinanceApplicationSupport.js';
import { insertUser, startApplication } from '../restructureApplication/support.js';

// Investments and liabilities are linked like bank accounts, each by a link opened for its kind
// (Plaid's investments and liabilities products), and an item in error carries its repair link.

const ITEM = 'uuid kind name accounts { accountId name mask subtype } error { code message publicToken }';
const TOKEN =
  'mutation ($input: CreateBankLinkTokenInput!) { createBankLinkToken(input: $input) { token { linkToken provider oauthReturnPath } errors { code message } } }';
const LOG_IN = 'mutation ($input: SandboxBankLinkLogInInput!) { sandboxBankLinkLogIn(input: $input) { publicToken errors { code field message } } }';
const MANUAL =
  'mutation ($input: SandboxBankLinkManualAccountInput!) { sandboxBankLinkManualAccount(input: $input) { publicToken errors { code field message } } }';
const LINK = `mutation ($input: LinkFinancialItemInput!) { linkFinancialItem(input: $input) { financialItem { ${ITEM} } errors { code field message } } }`;
const LIST = `query ($applicationType: BankLinkApplicationType!, $applicationUuid: UUID!) { financialItems(applicationType: $applicationType, applicationUuid: $applicationUuid) { ${ITEM} } }`;
const REFRESH = `mutation ($input: FinancialItemInput!) { refreshFinancialItem(input: $input) { financialItem { ${ITEM} } errors { code message } } }`;
const RESTRUCTURE = `query ($uuid: UUID!) { restructureApplication(uuid: $uuid) { bankAccounts { uuid } investments { ${ITEM} } } }`;

type Kind = 'BANK_ACCOUNT' | 'INVESTMENT' | 'LIABILITY';
type Target = { applicationType: 'RESTRUCTURE' | 'REFINANCE'; applicationUuid: string };
interface Item {
  uuid: string;
  kind: Kind;
  name: string;
  accounts: Array<{ accountId: string; name: string; mask: string; subtype: string }>;
  error: { code: string; message: string; publicToken: string | null } | null;
}
type Errors = Array<{ code: string; field?: string; message: string }>;

let t: TestApp;
let cookie: string;
let userUuid: string;

beforeAll(async () => {
  t = await createTestApp({ UNDERWRITING_MODE: 'manual' });
  const email = `linker-${randomUUID().slice(0, 8)}@roofline.test`;
  userUuid = await insertUser(t, email, 'linker-password-1');
  cookie = await t.sessionCookie(email, 'linker-password-1');
});

afterAll(async () => {
  await t.close();
});

async function linkToken(target: Target, kind?: Kind, financialItemUuid?: string) {
  const { data, errors } = await t.gql<{ createBankLinkToken: { token: { linkToken: string; oauthReturnPath: string } | null; errors: Errors } }>(
    TOKEN,
    { input: { ...target, ...(kind ? { kind } : {}), financialItemUuid } },
    cookie,
  );
  expect(errors).toBeUndefined();
  return data!.createBankLinkToken.token!;
}

async function logIn(linkTokenValue: string) {
  const { data } = await t.gql<{ sandboxBankLinkLogIn: { publicToken: string | null; errors: Errors } }>(
    LOG_IN,
    { input: { linkToken: linkTokenValue, institutionId: 'ins_109511', username: 'user_good', password: 'pass_good' } },
    cookie,
  );
  return data!.sandboxBankLinkLogIn.publicToken!;
}

async function link(target: Target, kind: Kind, publicToken: string) {
  const { data, errors } = await t.gql<{ linkFinancialItem: { financialItem: Item | null; errors: Errors } }>(
    LINK,
    { input: { ...target, kind, publicToken } },
    cookie,
  );
  expect(errors).toBeUndefined();
  return data!.linkFinancialItem;
}

const linkKind = async (target: Target, kind: Kind) => link(target, kind, await logIn((await linkToken(target, kind)).linkToken));
const masks = (item: Item | null) => item?.accounts.map((account) => [account.mask, account.subtype]);

async function refinanceApplication(): Promise<Target> {
  const prequal = await insertPrequal(t, userUuid, { isCashingOut: true, cashOutAmount: 25000 });
  const started = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid: prequal } }, cookie);
  return { applicationType: 'REFINANCE', applicationUuid: started.data!.startRefinanceApplication.refinanceApplication!.uuid };
}

describe('§3.179: a restructure applicant links investments beside bank accounts', () => {
  it('links the login’s retirement accounts as an investment, listed with uuid, name and accounts (accountId, mask, subtype)', async () => {
    const target: Target = { applicationType: 'RESTRUCTURE', applicationUuid: await startApplication(t, userUuid, cookie) };
    const { financialItem, errors } = await linkKind(target, 'INVESTMENT');
    expect(errors).toEqual([]);
    expect(financialItem).toMatchObject({ kind: 'INVESTMENT', name: 'Tartan Bank', error: null });
    expect(masks(financialItem)).toEqual([
      ['5555', 'ira'],
      ['6666', '401k'],
    ]);
    const { data } = await t.gql<{ restructureApplication: { bankAccounts: unknown[]; investments: Item[] } }>(
      RESTRUCTURE,
      { uuid: target.applicationUuid },
      cookie,
    );
    expect(data!.restructureApplication.bankAccounts).toEqual([]);
    expect(data!.restructureApplication.investments).toEqual([financialItem]);
    expect(data!.restructureApplication.investments[0]!.accounts[0]!.accountId).toMatch(/^acct-sandbox-/);
  });

  it('refuses a bank account’s link for an investment, and an account entered by hand on an investment link', async () => {
    const target: Target = { applicationType: 'RESTRUCTURE', applicationUuid: await startApplication(t, userUuid, cookie) };
    const checkingOnly = await logIn((await linkToken(target)).linkToken);
    expect(await link(target, 'INVESTMENT', checkingOnly)).toEqual({
      financialItem: null,
      errors: [
        { code: 'BANK_LINK_FAILED', field: 'publicToken', message: 'We found no investment or retirement account at this institution. Try another one.' },
      ],
    });
    const manual = await t.gql<{ sandboxBankLinkManualAccount: { publicToken: string | null; errors: Errors } }>(
      MANUAL,
      {
        input: {
          linkToken: (await linkToken(target, 'INVESTMENT')).linkToken,
          routingNumber: '011000015',
          accountNumber: '123456789',
          accountType: 'CHECKING',
        },
      },
      cookie,
    );
    expect(manual.data!.sandboxBankLinkManualAccount).toEqual({
      publicToken: null,
      errors: [{ code: 'BANK_LINK_FAILED', field: 'accountNumber', message: 'Only a checking or savings account can be entered by hand.' }],
    });
    const listed = await t.gql<{ financialItems: Item[] }>(LIST, target, cookie);
    expect(listed.data!.financialItems).toEqual([]);
  });
});

describe('§2.45 and §3.222: the refinance application links assets and liabilities', () => {
  it('links bank accounts and investments for its assets and cards and loans for its liabilities, returning to /financial-items/oauth/refinance', async () => {
    const target = await refinanceApplication();
    expect((await linkToken(target, 'LIABILITY')).oauthReturnPath).toBe('/financial-items/oauth/refinance');
    const bank = await linkKind(target, 'BANK_ACCOUNT');
    const investment = await linkKind(target, 'INVESTMENT');
    const liability = await linkKind(target, 'LIABILITY');
    expect(masks(bank.financialItem)).toEqual([
      ['0000', 'checking'],
      ['1111', 'savings'],
    ]);
    expect(masks(investment.financialItem)).toEqual([
      ['5555', 'ira'],
      ['6666', '401k'],
    ]);
    expect(liability.financialItem).toMatchObject({ kind: 'LIABILITY', name: 'Tartan Bank' });
    expect(masks(liability.financialItem)).toEqual([
      ['3333', 'credit card'],
      ['7777', 'student'],
      ['8888', 'mortgage'],
    ]);
    const listed = await t.gql<{ financialItems: Item[] }>(LIST, target, cookie);
    expect(listed.data!.financialItems.map((item) => item.kind)).toEqual(['BANK_ACCOUNT', 'INVESTMENT', 'LIABILITY']);
  });
});

describe('§3.180: a linked item’s error carries its code and publicToken, and repair opens with it', () => {
  it('readies an update-mode link when the bank asks for a new login, reuses it to repair, and clears it once repaired', async () => {
    const target = await refinanceApplication();
    const { financialItem } = await linkKind(target, 'LIABILITY');
    expect(financialItem!.error).toBeNull();
    const stored = await t.db('financialItems').where({ uuid: financialItem!.uuid }).first();
    await (t.adapters.bankLink as SandboxBankLinkProvider).setLoginRequired(accessTokenOf(t.config, stored));

    const refreshed = await t.gql<{ refreshFinancialItem: { financialItem: Item } }>(REFRESH, { input: { financialItemUuid: financialItem!.uuid } }, cookie);
    const error = refreshed.data!.refreshFinancialItem.financialItem.error!;
    expect(error).toEqual({
      code: 'ITEM_LOGIN_REQUIRED',
      message: 'Your bank needs you to log in again to keep this account linked.',
      publicToken: expect.stringMatching(/^link-sandbox-/),
    });
    // The list says the same, and asking for a repair hands back that very token.
    const listed = await t.gql<{ financialItems: Item[] }>(LIST, target, cookie);
    expect(listed.data!.financialItems[0]!.error).toEqual(error);
    const repair = await linkToken(target, undefined, financialItem!.uuid);
    expect(repair.linkToken).toBe(error.publicToken);

    const repaired = await link(target, 'LIABILITY', await logIn(error.publicToken!));
    expect(repaired.errors).toEqual([]);
    expect(repaired.financialItem).toMatchObject({ uuid: financialItem!.uuid, kind: 'LIABILITY', error: null });
    expect(await t.db('financialItems').where({ uuid: financialItem!.uuid }).first()).toMatchObject({ repairLinkToken: null, repairLinkTokenExpiresAt: null });
  });

  it('gives no publicToken once the repair link expired, and makes a new one when the user repairs', async () => {
    const target = await refinanceApplication();
    const { financialItem } = await linkKind(target, 'BANK_ACCOUNT');
    const stored = await t.db('financialItems').where({ uuid: financialItem!.uuid }).first();
    await (t.adapters.bankLink as SandboxBankLinkProvider).setLoginRequired(accessTokenOf(t.config, stored));
    await t.gql(REFRESH, { input: { financialItemUuid: financialItem!.uuid } }, cookie);
    const before = await t.db('financialItems').where({ uuid: financialItem!.uuid }).first();
    await t
      .db('financialItems')
      .where({ uuid: financialItem!.uuid })
      .update({ repairLinkTokenExpiresAt: new Date(Date.now() - 60_000) });

    const listed = await t.gql<{ financialItems: Item[] }>(LIST, target, cookie);
    expect(listed.data!.financialItems[0]!.error).toMatchObject({ code: 'ITEM_LOGIN_REQUIRED', publicToken: null });
    const repair = await linkToken(target, undefined, financialItem!.uuid);
    expect(repair.linkToken).not.toBe(before.repairLinkToken);
    const again = await t.gql<{ financialItems: Item[] }>(LIST, target, cookie);
    expect(again.data!.financialItems[0]!.error!.publicToken).toBe(repair.linkToken);
  });
});
