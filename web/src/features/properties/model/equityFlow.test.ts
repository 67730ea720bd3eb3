import { describe, expect, it } from 'vitest';
import { allowedStep, amountProblem, bankLinkPath, emptyDraft, parseAmount, payoutSentence, processingSentence, stepPath } from './equityFlow';

describe('the equity flow', () => {
  it('sends a step reached out of order to the furthest step the draft allows', () => {
    const draft = emptyDraft();
    expect(allowedStep('verify', draft)).toBe('start');
    expect(allowedStep('confirm', { ...draft, amount: '5000' })).toBe('confirm');
    expect(allowedStep('verify', { ...draft, amount: '5000' })).toBe('confirm');
    expect(allowedStep('success', { ...draft, amount: '5000', confirmed: true, idempotencyKey: 'k-12345678' })).toBe('verify');
    const done = {
      ...draft,
      amount: '5000',
      confirmed: true,
      idempotencyKey: 'k-12345678',
      receipt: {
        kind: 'BUY_IN',
        amount: 5000,
        designatedPercentageBefore: 56.25,
        designatedPercentageAfter: 55.625,
        description: null,
        recordedAt: '2026-11-23T12:00:00Z',
      },
    };
    expect(allowedStep('verify', done)).toBe('success');
    expect(allowedStep('start', done)).toBe('start');
  });

  it('reads amounts as typed and says what is wrong', () => {
    expect(parseAmount('$5,000.50')).toBe(5000.5);
    expect(parseAmount('5000.505')).toBeNull();
    expect(amountProblem('')).toBe('Enter an amount.');
    expect(amountProblem('abc')).toBe('Enter an amount in dollars, like 5000 or 5000.50.');
    expect(amountProblem('0')).toBe('Enter an amount greater than $0.');
    expect(amountProblem('10000')).toBeNull();
    // The smallest buy-in and cash-out, as the server refuses them.
    expect(amountProblem('0.49', 'BUY_IN')).toBe('A buy-in is at least $0.50.');
    expect(amountProblem('0.50', 'BUY_IN')).toBeNull();
    expect(amountProblem('0.99', 'CASH_OUT')).toBe('A cash-out is at least $1.');
    expect(amountProblem('1', 'CASH_OUT')).toBeNull();
    expect(stepPath('p-1', 'cash-out', 'start')).toBe('/property/p-1/dashboard/cash-out');
    expect(stepPath('p-1', 'buy-in', 'verify')).toBe('/property/p-1/dashboard/buy-in/verify');
  });

  it('says whether a cash-out is paid or pending, naming the bank account', () => {
    const bankAccountLabel = 'First Platypus Bank checking •••• 0000';
    expect(payoutSentence({ status: 'PAID', bankAccountLabel })).toBe('Paid to First Platypus Bank checking •••• 0000.');
    expect(payoutSentence({ status: 'PENDING', bankAccountLabel })).toMatch(/^Pending: on its way to First Platypus Bank checking •••• 0000\./);
  });

  it('links the owner to the bank-link page of the application the deal came from', () => {
    const applicationUuid = '7a1d0c2e-1111-4c3b-9d5e-a00000000001';
    expect(bankLinkPath({ dealType: 'PURCHASE', sourceApplicationUuid: applicationUuid })).toBe(
      `/financial-items/oauth/purchase?applicationUuid=${applicationUuid}`,
    );
    expect(bankLinkPath({ dealType: 'RESTRUCTURE', sourceApplicationUuid: null })).toBeNull();
  });

  it('says a bank debit is still processing, and nothing more for a card charged at once', () => {
    expect(processingSentence({ status: 'PROCESSING', paymentMethodLabel: 'First Platypus Bank checking •••• 0000' })).toBe(
      'Processing: First Platypus Bank checking •••• 0000 is debited over the next few business days. Your share changed today.',
    );
    expect(processingSentence({ status: 'SUCCEEDED', paymentMethodLabel: 'Visa •••• 4242' })).toBeNull();
  });
});
