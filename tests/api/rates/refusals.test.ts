import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { RatesPageDocument } from '#generated/web';
import { ratesInput } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rates(overrides: Record<string, unknown>) {
  const response = await t.gql(RatesPageDocument, { ratesInput: ratesInput(overrides) });
  expect(response.errors).toBeUndefined();
  return response.data?.ratesPage ?? expect.unreachable('no ratesPage');
}

describe('ratesPage refusals come back as coded errors', () => {
  it('refuses a home outside the licensed states with the spec text', async () => {
    const page = await rates({ propertyLocation: { streetNumber: '350', streetName: '5th Ave', locality: 'New York', state: 'NY', zip: '10118' } });
    expect(page.rateOptions).toEqual([]);
    expect(page.errors).toEqual([
      { code: 'OUT_OF_AREA', message: 'Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!' },
    ]);
  });

  it('accepts a state name as well as its code', async () => {
    const page = await rates({ propertyLocation: { state: 'Texas', zip: '78701' } });
    expect(page.errors).toEqual([]);
    expect(page.rateOptions.length).toBeGreaterThan(0);
  });

  it('refuses a loan above every program’s maximum LTV', async () => {
    const page = await rates({ remainingMortgageAmount: 390_000, estimatedHomeValue: 400_000 });
    expect(page.errors.map((e) => e.code)).toEqual(['LTV_TOO_HIGH']);
    expect(page.errors[0]?.message).toContain('97.5%');
  });

  it('caps conventional cash-out at 80% LTV', async () => {
    const page = await rates({ cashoutAmount: 90_000, remainingMortgageAmount: 320_000, estimatedHomeValue: 500_000 });
    expect(page.errors.map((e) => e.code)).toEqual(['LTV_TOO_HIGH']);
  });

  it('refuses a loan amount no program lends', async () => {
    const page = await rates({ remainingMortgageAmount: 20_000 });
    expect(page.errors.map((e) => e.code)).toEqual(['LOAN_AMOUNT_OUT_OF_RANGE']);
    expect(page.errors[0]?.message).toContain('$20,000');
  });

  it('refuses conventional loans below a 620 credit score but prices FHA from 580', async () => {
    const conventional = await rates({ creditScoreRange: 'SCORE_600_619' });
    expect(conventional.errors).toEqual([{ code: 'CREDIT_TOO_LOW', message: 'These loans need a credit score of at least 620.' }]);
    const fha = await rates({ creditScoreRange: 'SCORE_600_619', mortgageType: 'FHA' });
    expect(fha.errors).toEqual([]);
    expect(fha.rateOptions.length).toBeGreaterThan(0);
  });

  it('finds no program for an FHA loan on an investment property', async () => {
    const page = await rates({ mortgageType: 'FHA', occupancyType: 'INVESTMENT_PROPERTY' });
    expect(page.errors.map((e) => e.code)).toEqual(['NO_ELIGIBLE_PROGRAM']);
  });

  it('refuses a payment the income given cannot carry', async () => {
    const page = await rates({ annualIncome: 30_000, monthlyDebt: 500 });
    expect(page.errors.map((e) => e.code)).toEqual(['DTI_TOO_HIGH']);
    const affordable = await rates({ annualIncome: 180_000, monthlyDebt: 500 });
    expect(affordable.rateOptions.length).toBeGreaterThan(0);
  });

  it('asks for an address, and for amounts that make sense', async () => {
    const noAddress = await rates({ propertyLocation: null });
    expect(noAddress.errors).toEqual([{ code: 'INVALID_INPUT', message: 'Please enter a valid address to see the rates' }]);
    const negative = await rates({ remainingMortgageAmount: -5 });
    expect(negative.errors).toEqual([{ code: 'INVALID_INPUT', message: 'Please complete all fields.' }]);
  });
});

describe('licensed states are configuration', () => {
  it('prices New York when LICENSED_STATES includes it', async () => {
    const app = await createTestApp({ LICENSED_STATES: 'NY,CA' });
    try {
      const response = await app.gql(RatesPageDocument, { ratesInput: ratesInput({ propertyLocation: { state: 'NY' } }) });
      expect(response.data?.ratesPage.errors).toEqual([]);
      expect(response.data?.ratesPage.rateOptions.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('loanCost', () => {
  const LOAN_COST = /* GraphQL */ `
    query Cost($input: LoanCostInput!) {
      loanCost(input: $input) {
        monthlyPI
        apr
        amountFinanced
        totalInterestPaid
        totalPaymentAmount
      }
    }
  `;

  it('matches the published figures: 200,000 at 6% over 360 months pays 1,199.10, APR 6.19% with 4,000 of charges', async () => {
    const response = await t.gql<{ loanCost: Record<string, number> }>(LOAN_COST, {
      input: { loanAmount: 200_000, interestRate: 6, termMonths: 360, prepaidFinanceCharges: 4_000 },
    });
    const cost = response.data?.loanCost;
    expect(cost?.monthlyPI).toBe(1_199.1);
    expect(Math.round((cost?.apr ?? 0) * 100) / 100).toBe(6.19);
    expect(cost?.amountFinanced).toBe(196_000);
    expect(Math.abs((cost?.totalInterestPaid ?? 0) - 231_676)).toBeLessThan(2);
  });

  it('refuses impossible loans as BAD_USER_INPUT', async () => {
    const response = await t.gql(LOAN_COST, { input: { loanAmount: 200_000, interestRate: 6, termMonths: 360, prepaidFinanceCharges: 250_000 } });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
