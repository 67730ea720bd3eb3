import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { RateOptionDetailsDocument, RatesPageDocument } from '#generated/web';
import { forgetActiveSheet } from '#api/services/rates/activeSheet';
import { ratesInput, sum } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the list used to carry for every option: the answer rateOption gives for one. */
const FULL_LIST = `query fullList($ratesInput: RatesInput!) {
  ratesPage(ratesInput: $ratesInput) {
    rateOptions { rateOptionUuid totalFees totalInterestPaid feeBreakdown { section name amount } amortizationByYear { year principalPaid interestPaid endingBalance } }
  }
}`;

type FullOption = {
  rateOptionUuid: string;
  totalFees: number;
  totalInterestPaid: number;
  feeBreakdown: Array<{ amount: number }>;
  amortizationByYear: Array<{ interestPaid: number }>;
};

async function details(rateOptionUuid: string, cookie?: string) {
  const response = await t.gql(RateOptionDetailsDocument, { rateOptionUuid }, cookie);
  expect(response.errors).toBeUndefined();
  return response.data?.rateOption ?? null;
}

describe('rateOption: an option’s details, loaded when it opens', () => {
  it('leaves the fee lines and schedule out of the list the web app asks for', async () => {
    const response = await t.gql(RatesPageDocument, { ratesInput: ratesInput() });
    const [option] = response.data?.ratesPage.rateOptions ?? [];
    expect(option).toBeDefined();
    expect(option).not.toHaveProperty('feeBreakdown');
    expect(option).not.toHaveProperty('amortizationByYear');
  });

  it('answers each option’s fee lines and yearly schedule as pricing quoted them', async () => {
    const full = await t.gql<{ ratesPage: { rateOptions: FullOption[] } }>(FULL_LIST, { ratesInput: ratesInput({ remainingMortgageAmount: 333_000 }) });
    const options = full.data?.ratesPage.rateOptions ?? [];
    expect(options.length).toBeGreaterThan(10);
    for (const option of options) {
      const loaded = await details(option.rateOptionUuid);
      expect(loaded).toEqual({ rateOptionUuid: option.rateOptionUuid, feeBreakdown: option.feeBreakdown, amortizationByYear: option.amortizationByYear });
      expect(sum(loaded?.feeBreakdown.map((line) => line.amount) ?? [])).toBe(option.totalFees);
    }
  });

  it('prices the stored scenario again on its sheet when this server no longer holds the result', async () => {
    const full = await t.gql<{ ratesPage: { rateOptions: FullOption[] } }>(FULL_LIST, {
      ratesInput: ratesInput({ remainingMortgageAmount: 287_500, filters: { optimizeBy: 'LOWEST_APR' } }),
    });
    const [first, last] = [full.data?.ratesPage.rateOptions[0], full.data?.ratesPage.rateOptions.at(-1)];
    // As another app server would be: nothing priced in memory.
    forgetActiveSheet(t.db);
    for (const option of [first, last]) {
      const loaded = await details(option?.rateOptionUuid ?? '');
      expect(loaded?.feeBreakdown).toEqual(option?.feeBreakdown);
      expect(sum(loaded?.amortizationByYear.map((year) => year.interestPaid) ?? [])).toBe(option?.totalInterestPaid);
    }
  });

  it('answers null for a quote that is not stored (expired or never made)', async () => {
    expect(await details('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('is the same for a visitor and a signed-in user: a quote belongs to no one', async () => {
    const response = await t.gql(RatesPageDocument, { ratesInput: ratesInput({ remainingMortgageAmount: 301_000 }) });
    const uuid = response.data?.ratesPage.rateOptions[0]?.rateOptionUuid ?? '';
    const cookie = await t.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    expect(await details(uuid, cookie)).toEqual(await details(uuid));
  });
});
