import { describe, expect, it } from 'vitest';
import { findQuestion } from '#core/refinanceApplication/index';
import { accountsOfKind } from './accountKinds.js';
import { financialItemKindsAskedBy } from './askedFor.js';
import { SANDBOX_ACCOUNTS } from './sandboxInstitutions.js';

const masks = (kind: Parameters<typeof accountsOfKind>[1]) => accountsOfKind(SANDBOX_ACCOUNTS, kind).map((account) => account.mask);

describe('the accounts each kind of financial item holds', () => {
  it('keeps checking and savings in a bank account, retirement accounts in an investment, cards and loans in a liability (§3.179, §3.222)', () => {
    expect(masks('BANK_ACCOUNT')).toEqual(['0000', '1111']);
    expect(masks('INVESTMENT')).toEqual(['5555', '6666']);
    expect(masks('LIABILITY')).toEqual(['3333', '7777', '8888']);
  });
});

describe('where an application offers a bank link', () => {
  it('offers bank accounts and investments where the refinance application asks for assets (§2.45)', () => {
    expect(financialItemKindsAskedBy('REFINANCE', 'assets')).toEqual(['BANK_ACCOUNT', 'INVESTMENT']);
    expect(findQuestion('assets')?.title).toMatch(/accounts do you have/);
  });

  it('offers liabilities where it asks for debts (§3.222), and nothing on other questions', () => {
    expect(financialItemKindsAskedBy('REFINANCE', 'liabilities')).toEqual(['LIABILITY']);
    expect(findQuestion('liabilities')?.title).toMatch(/debts/);
    expect(financialItemKindsAskedBy('REFINANCE', 'otherLiabilities')).toEqual([]);
    expect(financialItemKindsAskedBy('PURCHASE', 'assets')).toEqual([]);
  });
});
