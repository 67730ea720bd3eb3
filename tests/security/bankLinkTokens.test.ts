import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaidBankLinkProvider } from '../../api/src/adapters/bankLink/PlaidBankLinkProvider.js';
import { createTestApp, type TestApp } from '../api/harness.js';
import { DEMO, insertUser, startApplication } from '../api/restructureApplication/support.js';
import { startLocalHttpServer } from '../support/localHttpServer.js';

const TOKEN = 'mutation ($input: CreateBankLinkTokenInput!) { createBankLinkToken(input: $input) { token { linkToken } errors { code message } } }';
const LOG_IN = 'mutation ($input: SandboxBankLinkLogInInput!) { sandboxBankLinkLogIn(input: $input) { publicToken errors { code field message } } }';
const LINK =
  'mutation ($input: LinkFinancialItemInput!) { linkFinancialItem(input: $input) { financialItem { uuid accounts { mask } } errors { code field message } } }';
const LIST = `query ($applicationType: BankLinkApplicationType!, $applicationUuid: UUID!) { financialItems(applicationType: $applicationType, applicationUuid: $applicationUuid) { uuid } }`;

type Errors = Array<{ code: string; field?: string; message: string }>;
const EXPIRED = [{ code: 'BANK_LINK_FAILED', field: 'publicToken', message: 'This bank link has expired. Start again.' }];

let t: TestApp;
let owner: string;
let otherUuid: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp({ UNDERWRITING_MODE: 'manual' });
  owner = await t.sessionCookie(DEMO.email, DEMO.password);
  otherUuid = await insertUser(t, 'bank-link-taker@roofline.test', 'another-password-1');
  other = await t.sessionCookie('bank-link-taker@roofline.test', 'another-password-1');
});
afterAll(() => t.close());

const target = (applicationUuid: string) => ({ applicationType: 'RESTRUCTURE', applicationUuid });

async function linkToken(applicationUuid: string, cookie: string): Promise<string> {
  const { data, errors } = await t.gql<{ createBankLinkToken: { token: { linkToken: string } } }>(TOKEN, { input: target(applicationUuid) }, cookie);
  expect(errors).toBeUndefined();
  return data!.createBankLinkToken.token.linkToken;
}

async function sandboxPublicToken(applicationUuid: string, cookie: string): Promise<string> {
  const { data } = await t.gql<{ sandboxBankLinkLogIn: { publicToken: string } }>(
    LOG_IN,
    { input: { linkToken: await linkToken(applicationUuid, cookie), institutionId: 'ins_109508', username: 'user_good', password: 'pass_good' } },
    cookie,
  );
  return data!.sandboxBankLinkLogIn.publicToken;
}

async function link(applicationUuid: string, publicToken: string, cookie: string) {
  const { data, errors } = await t.gql<{ linkFinancialItem: { financialItem: { uuid: string } | null; errors: Errors } }>(
    LINK,
    { input: { ...target(applicationUuid), kind: 'BANK_ACCOUNT', publicToken } },
    cookie,
  );
  expect(errors).toBeUndefined();
  return data!.linkFinancialItem;
}

async function itemsOf(applicationUuid: string, cookie: string) {
  return (await t.gql<{ financialItems: Array<{ uuid: string }> }>(LIST, target(applicationUuid), cookie)).data!.financialItems;
}

describe("a bank link's public token is its user's", () => {
  it("refuses another user's public token as if it had expired, and leaves it for its owner", async () => {
    const ownersApplication = await startApplication(t, DEMO.uuid, owner);
    const othersApplication = await startApplication(t, otherUuid, other);
    const publicToken = await sandboxPublicToken(ownersApplication, owner);

    expect(await link(othersApplication, publicToken, other)).toEqual({ financialItem: null, errors: EXPIRED });
    expect(await itemsOf(othersApplication, other)).toEqual([]);

    const linked = await link(ownersApplication, publicToken, owner);
    expect(linked.errors).toEqual([]);
    expect(await itemsOf(ownersApplication, owner)).toEqual([{ uuid: linked.financialItem!.uuid }]);
  });

  it('refuses a public token made for another application of the same user', async () => {
    const first = await startApplication(t, DEMO.uuid, owner);
    const second = await startApplication(t, DEMO.uuid, owner);
    const publicToken = await sandboxPublicToken(first, owner);

    expect(await link(second, publicToken, owner)).toEqual({ financialItem: null, errors: EXPIRED });
    expect((await link(first, publicToken, owner)).errors).toEqual([]);
  });

  it('with Plaid, exchanges only a public token that came from a link token issued to the user, for this application', async () => {
    const ownersApplication = await startApplication(t, DEMO.uuid, owner);
    const othersApplication = await startApplication(t, otherUuid, other);
    let issued = 0;
    // Plaid's record of each link token's sessions: the owner's Link session gave public-owner.
    const plaid = await startLocalHttpServer((request) => {
      const body = JSON.parse(request.body) as { link_token?: string; public_token?: string };
      if (request.url === '/link/token/create') return { status: 200, json: { link_token: `link-plaid-${++issued}`, expiration: '2030-01-01T00:00:00Z' } };
      if (request.url === '/link/token/get')
        return {
          status: 200,
          json: {
            link_token: body.link_token,
            created_at: null,
            expiration: '2030-01-01T00:00:00Z',
            metadata: {},
            request_id: 'r',
            link_sessions:
              body.link_token === 'link-plaid-1'
                ? [{ link_session_id: 's1', results: { item_add_results: [{ public_token: 'public-owner', accounts: [], institution: null }] } }]
                : [],
          },
        };
      if (request.url === '/item/public_token/exchange' && body.public_token === 'public-owner')
        return { status: 200, json: { access_token: 'access-owner', item_id: 'item-owner' } };
      if (request.url === '/accounts/get')
        return {
          status: 200,
          json: {
            item: { item_id: 'item-owner', institution_name: 'First Platypus Bank', error: null },
            accounts: [{ account_id: 'a1', name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' }],
          },
        };
      return { status: 400, json: { error_code: 'INVALID_PUBLIC_TOKEN', error_message: 'unknown' } };
    });
    const sandbox = t.adapters.bankLink;
    t.adapters.bankLink = new PlaidBankLinkProvider({ clientId: 'client', secret: 'plaid-secret', env: 'sandbox', baseUrl: plaid.baseUrl });
    try {
      expect(await linkToken(ownersApplication, owner)).toBe('link-plaid-1');
      expect(await linkToken(othersApplication, other)).toBe('link-plaid-2');

      expect(await link(othersApplication, 'public-owner', other)).toEqual({ financialItem: null, errors: EXPIRED });
      expect(plaid.received.map((request) => request.url)).not.toContain('/item/public_token/exchange');

      const linked = await link(ownersApplication, 'public-owner', owner);
      expect(linked.errors).toEqual([]);
      expect(linked.financialItem).toMatchObject({ accounts: [{ mask: '0000' }] });
    } finally {
      t.adapters.bankLink = sandbox;
      await plaid.close();
    }
  });
});
