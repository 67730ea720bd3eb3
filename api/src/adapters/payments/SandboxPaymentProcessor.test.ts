import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { SandboxPaymentProcessor } from './SandboxPaymentProcessor.js';

// Saving and debiting a bank account keep no sandbox state, so no database is needed.
const processor = new SandboxPaymentProcessor({} as Knex);

const account = (last4: string) => ({
  customerReference: 'cus_sbx_1',
  userUuid: 'u1',
  holderName: 'Pat Homeowner',
  accountType: 'checking' as const,
  last4,
  linkedAccountId: `acct-${last4}`,
  ach: null,
  mandate: { ipAddress: '', userAgent: '' },
});

const debit = async (last4: string, idempotencyKey = `key-${last4}`) => {
  const saved = await processor.saveBankAccount(account(last4));
  return processor.charge({
    customerReference: 'cus_sbx_1',
    paymentMethodReference: saved.reference,
    paymentMethodKind: 'BANK_ACCOUNT',
    amountCents: 10_000,
    currency: 'usd',
    description: 'Buy-in',
    idempotencyKey,
  });
};

describe('the sandbox processor with bank accounts', () => {
  it('saves the same linked account as the same method', async () => {
    expect(await processor.saveBankAccount(account('6789'))).toEqual(await processor.saveBankAccount(account('6789')));
    expect((await processor.saveBankAccount(account('6789'))).reference).toMatch(/^ba_sbx_[0-9a-f]{24}$/);
  });

  it("debits like Stripe's ACH test accounts: processing, or the test account's failure", async () => {
    expect(await debit('6789')).toEqual({ outcome: 'processing', reference: expect.stringMatching(/^pi_sbx_/) });
    expect(await debit('1113')).toMatchObject({ outcome: 'declined', declineCode: 'account_closed' });
    expect(await debit('1116')).toMatchObject({ outcome: 'declined', declineCode: 'no_account' });
    expect(await debit('2227')).toMatchObject({ outcome: 'declined', declineCode: 'insufficient_funds' });
  });

  it('answers a retried debit with the same charge', async () => {
    expect(await debit('6789', 'same-key')).toEqual(await debit('6789', 'same-key'));
  });
});
