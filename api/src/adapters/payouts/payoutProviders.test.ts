import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalHttpServer, type LocalAnswer, type ReceivedRequest } from '#tests/support/localHttpServer';
import type { PayoutRequest } from './PayoutProvider.js';
import { plaidAmount, plaidIdempotencyKey, PlaidTransferPayoutProvider } from './PlaidTransferPayoutProvider.js';
import { SandboxPayoutProvider } from './SandboxPayoutProvider.js';
import { createPayoutProvider } from './createPayoutProvider.js';
import { loadConfig } from '../../config.js';

const request = (overrides: Partial<PayoutRequest> = {}, mask = '0000'): PayoutRequest => ({
  destination: { accessToken: 'access-sandbox-1', accountId: 'acct_1', mask, holderName: 'Alex Moreno' },
  amountCents: 10_000_00,
  currency: 'usd',
  description: 'Cash out of $10,000 to your payment account',
  idempotencyKey: 'property:b7e0c3d2-5a41-4f8e-9c6d-2e1f0a9b8c02:cash-out-6f1d0c7e-33f4-4a34-8f0e-2a9c1d5e7b10',
  ...overrides,
});

describe('the sandbox payout provider', () => {
  const sandbox = new SandboxPayoutProvider();

  it('pays at once, and a retried key is the same payout', async () => {
    const first = await sandbox.payOut(request());
    expect(first).toMatchObject({ outcome: 'paid', reference: expect.stringMatching(/^po_sbx_[0-9a-f]{24}$/) });
    expect(await sandbox.payOut(request())).toEqual(first);
    expect((await sandbox.payOut(request({ idempotencyKey: 'another' }))).reference).not.toBe(first.reference);
  });

  it("fails the vendors' test accounts with their codes", async () => {
    expect(await sandbox.payOut(request({ idempotencyKey: 'no-account' }, '1116'))).toMatchObject({ outcome: 'failed', failureCode: 'no_account' });
    expect(await sandbox.payOut(request({ idempotencyKey: 'closed' }, '1113'))).toMatchObject({ outcome: 'failed', failureCode: 'account_closed' });
  });

  it('answers what it did with a key: the payout it made, or nothing for a key never sent or refused', async () => {
    const paid = await sandbox.payOut(request({ idempotencyKey: 'looked-up' }));
    expect(await sandbox.findPayout('looked-up')).toEqual(paid);
    expect(await sandbox.findPayout('never-sent')).toBeNull();
    expect(await sandbox.findPayout('no-account')).toBeNull();
  });
});

describe('the Plaid Transfer payout provider', () => {
  let decision = 'approved';
  let transferStatus = 'pending';
  let plaid: Awaited<ReturnType<typeof startLocalHttpServer>>;
  const answer = ({ url, headers }: ReceivedRequest): LocalAnswer => {
    if (headers['plaid-secret'] !== 'plaid-secret')
      return { status: 400, json: { error_type: 'INVALID_INPUT', error_code: 'INVALID_API_KEYS', error_message: 'invalid client_id or secret provided' } };
    if (url === '/transfer/authorization/create')
      return {
        status: 200,
        json: {
          authorization: { id: 'auth_1', decision, decision_rationale: decision === 'declined' ? { code: 'NSF', description: 'Insufficient funds' } : null },
        },
      };
    if (url === '/transfer/create') return { status: 200, json: { transfer: { id: 'tr_1', status: transferStatus } } };
    if (url === '/transfer/list')
      return {
        status: 200,
        json: {
          transfers: [
            { id: 'tr_other', status: 'settled', metadata: { idempotencyKey: 'another-key' }, failure_reason: null },
            { id: 'tr_found', status: transferStatus, metadata: { idempotencyKey: 'lost-answer-key' }, failure_reason: null },
          ],
        },
      };
    return { status: 404, json: {} };
  };

  beforeAll(async () => {
    plaid = await startLocalHttpServer(answer);
  });
  afterAll(() => plaid.close());

  const provider = (secret = 'plaid-secret') =>
    new PlaidTransferPayoutProvider({ clientId: 'client-1', secret, env: 'sandbox', timeoutMs: 10_000, baseUrl: plaid.baseUrl });

  it('authorizes an ACH credit with a short idempotency key, then creates the transfer from it', async () => {
    decision = 'approved';
    transferStatus = 'pending';
    const before = plaid.received.length;
    expect(await provider().payOut(request())).toEqual({ outcome: 'pending', reference: 'tr_1' });
    const [authorization, transfer] = plaid.received.slice(before).map((seen) => ({ url: seen.url, headers: seen.headers, body: JSON.parse(seen.body) }));
    expect(authorization).toEqual({
      url: '/transfer/authorization/create',
      headers: expect.objectContaining({ 'plaid-client-id': 'client-1', 'plaid-secret': 'plaid-secret' }),
      body: {
        access_token: 'access-sandbox-1',
        account_id: 'acct_1',
        type: 'credit',
        network: 'ach',
        ach_class: 'ppd',
        amount: '10000.00',
        user: { legal_name: 'Alex Moreno' },
        idempotency_key: plaidIdempotencyKey(request().idempotencyKey),
      },
    });
    expect(authorization!.body.idempotency_key).toHaveLength(50);
    expect(transfer).toMatchObject({ url: '/transfer/create', body: { authorization_id: 'auth_1', account_id: 'acct_1', description: 'Cash out of $10' } });
    expect(plaidAmount(5)).toBe('0.05');
  });

  it('reports a settled transfer as paid, and a declined authorization as failed with its code', async () => {
    transferStatus = 'settled';
    expect(await provider().payOut(request())).toEqual({ outcome: 'paid', reference: 'tr_1' });
    decision = 'declined';
    expect(await provider().payOut(request())).toEqual({ outcome: 'failed', reference: 'auth_1', failureCode: 'NSF' });
  });

  it("puts our key in the transfer's metadata and finds the transfer by it with /transfer/list from the time given", async () => {
    decision = 'approved';
    transferStatus = 'pending';
    const before = plaid.received.length;
    await provider().payOut(request({ idempotencyKey: 'lost-answer-key' }));
    const transfer = JSON.parse(plaid.received[before + 1]!.body);
    expect(transfer.metadata).toMatchObject({ idempotencyKey: 'lost-answer-key' });

    transferStatus = 'settled';
    expect(await provider().findPayout('lost-answer-key', new Date('2026-11-23T12:00:00Z'))).toEqual({ outcome: 'paid', reference: 'tr_found' });
    const list = plaid.received.at(-1)!;
    expect({ url: list.url, body: JSON.parse(list.body) }).toMatchObject({
      url: '/transfer/list',
      body: { start_date: '2026-11-23T12:00:00.000Z', count: 25, offset: 0 },
    });
    expect(await provider().findPayout('never-sent', new Date('2026-11-23T12:00:00Z'))).toBeNull();
  });

  it('throws a clear error when Plaid refuses the request', async () => {
    await expect(provider('wrong').payOut(request())).rejects.toMatchObject({
      name: 'PayoutProviderError',
      code: 'INVALID_API_KEYS',
      message: 'Plaid answered 400 to /transfer/authorization/create: invalid client_id or secret provided',
    });
  });
  it('reports a Plaid that does not answer in time as a time-out', async () => {
    const silent = await startLocalHttpServer(() => 'hang');
    try {
      const slow = new PlaidTransferPayoutProvider({ clientId: 'client-1', secret: 'plaid-secret', env: 'sandbox', timeoutMs: 100, baseUrl: silent.baseUrl });
      await expect(slow.payOut(request())).rejects.toMatchObject({ name: 'PayoutProviderError', code: 'TIMEOUT' });
    } finally {
      await silent.close();
    }
  });
});

describe('choosing the payout provider', () => {
  it('is the sandbox unless PAYOUT_PROVIDER=plaid, which needs the Plaid credentials', () => {
    expect(createPayoutProvider(loadConfig({ NODE_ENV: 'test' })).name).toBe('sandbox');
    const plaid = loadConfig({ NODE_ENV: 'test', PAYOUT_PROVIDER: 'plaid', PLAID_CLIENT_ID: 'client-1', PLAID_SECRET: 'plaid-secret' });
    expect(createPayoutProvider(plaid)).toBeInstanceOf(PlaidTransferPayoutProvider);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYOUT_PROVIDER: 'plaid' })).toThrow('PAYOUT_PROVIDER=plaid pays to accounts linked with Plaid');
  });
});
