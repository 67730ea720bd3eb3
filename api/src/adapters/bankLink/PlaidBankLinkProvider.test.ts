import { afterEach, describe, expect, it } from 'vitest';
import { startLocalHttpServer } from '#tests/support/localHttpServer';
import { BankLinkProviderError } from './BankLinkProvider.js';
import { PlaidBankLinkProvider } from './PlaidBankLinkProvider.js';

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Plaid's /link/token/get answer: the link token's one session returned these public tokens. */
const sessionsOf = (linkToken: string, publicTokens: string[]) => ({
  status: 200,
  body: {
    link_token: linkToken,
    created_at: null,
    expiration: '2026-11-23T16:00:00Z',
    metadata: {},
    request_id: 'r',
    link_sessions: [
      { link_session_id: 's', results: { item_add_results: publicTokens.map((public_token) => ({ public_token, accounts: [], institution: null })) } },
    ],
  },
});

/** A local Plaid answering each request with the next answer, for the official client to talk to. */
async function fakePlaid(responses: Array<{ status: number; body: unknown }>) {
  const server = await startLocalHttpServer(() => {
    const next = responses.shift()!;
    return { status: next.status, json: next.body };
  });
  servers.push(server);
  const sent = () =>
    server.received.map((request) => ({ url: request.url, headers: request.headers, body: JSON.parse(request.body) as Record<string, unknown> }));
  return { sent, provider: new PlaidBankLinkProvider({ clientId: 'client', secret: 'secret', env: 'sandbox', baseUrl: server.baseUrl }) };
}

describe('the Plaid provider', () => {
  it('creates a link token for auth with micro-deposits, or in update mode with the access token', async () => {
    const { sent, provider } = await fakePlaid([
      { status: 200, body: { link_token: 'link-sandbox-1', expiration: '2026-11-23T16:00:00Z' } },
      { status: 200, body: { link_token: 'link-sandbox-2', expiration: '2026-11-23T16:00:00Z' } },
    ]);
    expect(await provider.createLinkToken({ userUuid: 'u1', redirectUri: 'https://roofline.test/financial-items/oauth/restructure' })).toEqual({
      linkToken: 'link-sandbox-1',
      expiration: new Date('2026-11-23T16:00:00Z'),
    });
    expect(sent()[0]).toMatchObject({
      url: '/link/token/create',
      headers: { 'plaid-client-id': 'client', 'plaid-secret': 'secret' },
      body: {
        user: { client_user_id: 'u1' },
        products: ['auth'],
        redirect_uri: 'https://roofline.test/financial-items/oauth/restructure',
        auth: { same_day_microdeposits_enabled: true },
      },
    });
    await provider.createLinkToken({ userUuid: 'u1', redirectUri: 'https://roofline.test/x', accessToken: 'access-1' });
    expect(sent()[1]?.body).toMatchObject({ access_token: 'access-1' });
    expect(sent()[1]?.body.products).toBeUndefined();
  });

  it('exchanges a public token and reads accounts with their verification and the item error', async () => {
    const { provider } = await fakePlaid([
      sessionsOf('link-1', ['public-1']),
      { status: 200, body: { access_token: 'access-1', item_id: 'item-1' } },
      {
        status: 200,
        body: {
          item: { item_id: 'item-1', institution_name: 'First Platypus Bank', error: null },
          accounts: [
            {
              account_id: 'a1',
              name: 'Plaid Checking',
              mask: '0000',
              type: 'depository',
              subtype: 'checking',
              verification_status: 'pending_manual_verification',
            },
          ],
        },
      },
    ]);
    expect(await provider.exchangePublicToken('public-1', ['link-1'])).toEqual({ accessToken: 'access-1', itemId: 'item-1' });
    expect(await provider.getItem('access-1')).toEqual({
      itemId: 'item-1',
      institutionName: 'First Platypus Bank',
      accounts: [
        { accountId: 'a1', name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking', verificationStatus: 'pending_manual_verification' },
      ],
      errorCode: null,
    });
  });

  it("reports Plaid's error codes, and an item needing a new login as the item's error", async () => {
    const { provider } = await fakePlaid([
      sessionsOf('link-1', ['public-old']),
      { status: 400, body: { error_code: 'INVALID_PUBLIC_TOKEN', error_message: 'expired' } },
      { status: 400, body: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login again' } },
    ]);
    await expect(provider.exchangePublicToken('public-old', ['link-1'])).rejects.toEqual(new BankLinkProviderError('INVALID_PUBLIC_TOKEN', 'expired'));
    expect(await provider.getItem('access-1')).toMatchObject({ errorCode: 'ITEM_LOGIN_REQUIRED', accounts: [] });
  });

  it('exchanges no public token that none of the given link tokens made', async () => {
    const { sent, provider } = await fakePlaid([
      sessionsOf('link-2', ['public-2']),
      { status: 400, body: { error_code: 'INVALID_LINK_TOKEN', error_message: 'gone' } },
    ]);
    await expect(provider.exchangePublicToken('public-1', ['link-2', 'link-old'])).rejects.toMatchObject({ code: 'INVALID_PUBLIC_TOKEN' });
    expect(sent().map((request) => request.url)).toEqual(['/link/token/get', '/link/token/get']);
  });

  it("reads one account's ACH numbers for the payment processor with Auth", async () => {
    const { sent, provider } = await fakePlaid([
      {
        status: 200,
        body: { numbers: { ach: [{ account_id: 'acc-1', account: '1111222233330000', routing: '011401533', wire_routing: '021000021' }] } },
      },
      { status: 200, body: { numbers: { ach: [] } } },
    ]);
    expect(await provider.achNumbers('access-1', 'acc-1')).toEqual({ routingNumber: '011401533', accountNumber: '1111222233330000' });
    expect(sent()[0]).toMatchObject({ url: expect.stringMatching(/\/auth\/get$/) });
    expect(sent()[0]!.body).toMatchObject({ access_token: 'access-1', options: { account_ids: ['acc-1'] } });
    expect(await provider.achNumbers('access-1', 'acc-2')).toBeNull();
  });
});
