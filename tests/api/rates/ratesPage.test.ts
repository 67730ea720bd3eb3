import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { RateOptionDetailsDocument, RatesPageDocument } from '#generated/web';
import { ratesInput, sum } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The results list, each option with the details the app loads when it opens (rateOptionDetails). */
async function rates(overrides: Record<string, unknown> = {}) {
  const response = await t.gql(RatesPageDocument, { ratesInput: ratesInput(overrides) });
  expect(response.errors).toBeUndefined();
  const page = response.data?.ratesPage ?? expect.unreachable('no ratesPage');
  const rateOptions = await Promise.all(
    page.rateOptions.map(async (option) => {
      const details = await t.gql(RateOptionDetailsDocument, { rateOptionUuid: option.rateOptionUuid });
      return { ...option, ...(details.data?.rateOption ?? expect.unreachable(`no details for ${option.rateOptionUuid}`)) };
    }),
  );
  return { ...page, rateOptions };
}

/** The standard level payment P·r / (1 − (1 + r)^−n), rounded to cents. */
const levelPayment = (principal: number, ratePercent: number, months: number) => {
  const r = ratePercent / 1200;
  return Math.round(((principal * r) / (1 - (1 + r) ** -months)) * 100) / 100;
};

describe('ratesPage on the seeded sheet', () => {
  it('prices a conventional rate/term refinance with every field computed', async () => {
    const page = await rates();
    expect(page.errors).toEqual([]);
    expect(page.rateSheetEffectiveAt).toBe('2026-11-20T16:00:00.000Z');
    expect(page.rateOptions.length).toBeGreaterThan(10);
    for (const option of page.rateOptions) {
      expect(option.pricingResultUuid).toBe(page.pricingResultUuid);
      expect(option.loanProgramCode).toMatch(/^(CONF|JUMBO)-/);
      expect(option.baseLoanAmount).toBe(320_000);
      const months = option.numberOfPayments;
      if (option.amortizationType === 'FIXED') {
        expect(option.fixedPaymentYears).toBe(months / 12);
        expect(option.monthlyPI).toBe(levelPayment(320_000, option.interestRate, months));
      } else {
        expect(months).toBe(360);
      }
      // Costs: the fee lines are the total, points cost their percent of the loan.
      expect(sum(option.feeBreakdown.map((line) => line.amount))).toBe(option.totalFees);
      expect(option.costOfPoints).toBeCloseTo((320_000 * option.effectivePoints) / 100, 2);
      // Schedule: principal repays the loan, payments are principal plus interest.
      expect(sum(option.amortizationByYear.map((y) => y.principalPaid))).toBe(320_000);
      expect(sum(option.amortizationByYear.map((y) => y.interestPaid))).toBe(option.totalInterestPaid);
      expect(option.totalPaymentAmount).toBeCloseTo(320_000 + option.totalInterestPaid, 2);
      expect(option.amortizationByYear.at(-1)?.endingBalance).toBe(0);
      // Finance charges make the APR at least the note rate.
      expect(option.apr).toBeGreaterThanOrEqual(option.interestRate);
    }
  });

  it('lists fees in Loan Estimate order with the California title and recording costs', async () => {
    const [option] = (await rates()).rateOptions;
    const order = [
      'ORIGINATION_CHARGES',
      'SERVICES_YOU_CANNOT_SHOP_FOR',
      'SERVICES_YOU_CAN_SHOP_FOR',
      'TAXES_AND_GOVERNMENT_FEES',
      'PREPAIDS',
      'LENDER_CREDITS',
    ];
    const sections = option?.feeBreakdown.map((line) => order.indexOf(line.section)) ?? [];
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
    expect(option?.feeBreakdown).toContainEqual({ section: 'TAXES_AND_GOVERNMENT_FEES', name: 'Recording fees', amount: 125 });
    expect(option?.feeBreakdown).toContainEqual({ section: 'SERVICES_YOU_CAN_SHOP_FOR', name: "Title - Lender's title policy", amount: 800 });
    const prepaid = option?.feeBreakdown.find((line) => line.section === 'PREPAIDS');
    expect(prepaid?.amount).toBeCloseTo((((320_000 * (option?.interestRate ?? 0)) / 100) * 15) / 365, 2);
  });

  it('gives the same uuids for the same scenario and stores the pricing result', async () => {
    const first = await rates();
    const again = await rates({ filters: { term: 10, optimizeBy: 'MOST_POPULAR' } });
    expect(again.pricingResultUuid).toBe(first.pricingResultUuid);
    expect(again.rateOptions.map((o) => o.rateOptionUuid)).toEqual(first.rateOptions.map((o) => o.rateOptionUuid));
    expect(new Set(first.rateOptions.map((o) => o.rateOptionUuid)).size).toBe(first.rateOptions.length);
    const other = await rates({ remainingMortgageAmount: 321_000 });
    expect(other.pricingResultUuid).not.toBe(first.pricingResultUuid);

    // One row per search: the result lists its options' uuids in the quoted order, and an option
    // gets its own row only when an application chooses it.
    const stored = await t.db('pricing_results').where({ uuid: first.pricingResultUuid }).first();
    expect(stored.rateOptionUuids).toEqual(first.rateOptions.map((o) => o.rateOptionUuid));
    expect(await t.db('rate_options').where({ pricingResultUuid: first.pricingResultUuid })).toEqual([]);
    expect(stored.scenario).toMatchObject({ state: 'CA', creditScoreRange: 'SCORE_740_759', loanType: 'CONVENTIONAL' });
  });

  it('sorts by each optimizeBy and flags the winners of the list', async () => {
    const byPayment = (await rates({ filters: { optimizeBy: 'LOWEST_PAYMENT' } })).rateOptions;
    expect(byPayment.map((o) => o.monthlyPI)).toEqual([...byPayment.map((o) => o.monthlyPI)].sort((a, b) => a - b));
    const byApr = (await rates({ filters: { optimizeBy: 'LOWEST_APR' } })).rateOptions;
    expect(byApr.map((o) => o.apr)).toEqual([...byApr.map((o) => o.apr)].sort((a, b) => a - b));
    const popular = (await rates()).rateOptions;
    expect(popular[0]?.loanProgramCode).toMatch(/-F30$/);

    for (const list of [byPayment, byApr, popular]) {
      const minApr = Math.min(...list.map((o) => o.apr));
      const minPoints = Math.min(...list.map((o) => o.effectivePoints));
      const minClosing = Math.min(...list.map((o) => o.totalFees));
      expect(list.filter((o) => o.lowestApr).map((o) => o.apr)).toEqual(list.filter((o) => o.apr === minApr).map(() => minApr));
      expect(list.filter((o) => o.lowestPoints).every((o) => o.effectivePoints === minPoints)).toBe(true);
      expect(list.filter((o) => o.lowestClosing).every((o) => o.totalFees === minClosing)).toBe(true);
      expect(list.filter((o) => o.lowestPoints).length).toBeGreaterThan(0);
      expect(list.filter((o) => o.lowestClosing).length).toBeGreaterThan(0);
    }
  });

  it('buys the rate down for the lowest payment, with a break-even against the par option', async () => {
    const payment = (await rates({ filters: { optimizeBy: 'LOWEST_PAYMENT', requestedMortgages: ['FIXED_30_YEARS'] } })).rateOptions;
    const popular = (await rates({ filters: { requestedMortgages: ['FIXED_30_YEARS'] } })).rateOptions;
    const lender = popular[0]?.lender.uuid;
    const bought = payment.find((o) => o.lender.uuid === lender);
    const par = popular.find((o) => o.lender.uuid === lender);
    expect(bought && par && bought.interestRate < par.interestRate).toBe(true);
    expect(bought && par && bought.totalFees > par.totalFees).toBe(true);
    // Months of the payment saving to repay the extra cost, give or take the par option's own few dollars of points.
    const months = ((bought?.totalFees ?? 0) - (par?.totalFees ?? 0)) / ((par?.monthlyPI ?? 0) - (bought?.monthlyPI ?? 0));
    expect(Math.abs((bought?.breakEvenTerm ?? 0) - months)).toBeLessThan(months * 0.2 + 1);
  });

  it('prices only the requested mortgage types', async () => {
    const options = (await rates({ filters: { requestedMortgages: ['FIXED_15_YEARS', 'ADJUSTABLE_7_YEARS'] } })).rateOptions;
    expect(new Set(options.map((o) => o.loanProgramCode.split('-')[1]))).toEqual(new Set(['F15', 'A7']));
  });

  it('compares interest over the term filter for LOWEST_INTEREST', async () => {
    const options = (await rates({ filters: { optimizeBy: 'LOWEST_INTEREST', term: 5 } })).rateOptions;
    const fiveYears = options.map((o) => sum(o.amortizationByYear.slice(0, 5).map((y) => y.interestPaid)));
    expect(fiveYears).toEqual([...fiveYears].sort((a, b) => a - b));
  });
});

describe('loan types and purposes', () => {
  it('prices a cash-out refinance on the whole new loan, with the cash-out LLPA', async () => {
    const rateTerm = (await rates({ filters: { requestedMortgages: ['FIXED_30_YEARS'] } })).rateOptions;
    const cashOut = (await rates({ cashoutAmount: 30_000, filters: { requestedMortgages: ['FIXED_30_YEARS'] } })).rateOptions;
    expect(cashOut.every((o) => o.baseLoanAmount === 350_000)).toBe(true);
    // The same lender's adjustments: cash-out at 70% LTV costs 1.000 point against 0.250 for rate/term at 64% (740-759).
    const harborRateTerm = rateTerm.find((o) => o.lender.companyName === 'Harborview Home Loans');
    const harborCashOut = cashOut.find((o) => o.lender.companyName === 'Harborview Home Loans');
    expect(harborCashOut && harborRateTerm).toBeTruthy();
    const adjustmentDifference =
      (harborCashOut?.effectivePoints ?? 0) - (harborCashOut?.points ?? 0) - ((harborRateTerm?.effectivePoints ?? 0) - (harborRateTerm?.points ?? 0));
    expect(adjustmentDifference).toBeCloseTo(0.75, 3);
  });

  it('prices FHA with the financed upfront premium and monthly insurance in the APR', async () => {
    const options = (await rates({ mortgageType: 'FHA', creditScoreRange: 'SCORE_660_679' })).rateOptions;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.loanProgramCode.startsWith('FHA-'))).toBe(true);
    const fixed = options.find((o) => o.loanProgramCode === 'FHA-F30');
    const premium = fixed?.feeBreakdown.find((line) => line.name.startsWith('FHA upfront mortgage insurance'));
    expect(premium?.amount).toBe(5_600);
    // The note is the base loan plus the premium: 325,600.
    expect(fixed?.monthlyPI).toBe(levelPayment(325_600, fixed?.interestRate ?? 0, 360));
    expect((fixed?.apr ?? 0) - (fixed?.interestRate ?? 0)).toBeGreaterThan(0.5);
  });

  it('§7.28 prices a veteran sent as CONVENTIONAL with isVeteran as VA, and still takes VA as the type from older clients', async () => {
    const asSpec = (await rates({ isVeteran: true, mortgageType: 'CONVENTIONAL' })).rateOptions;
    const asBefore = (await rates({ isVeteran: false, mortgageType: 'VA' })).rateOptions;
    expect(asSpec.length).toBeGreaterThan(0);
    expect(asSpec.every((o) => o.loanProgramCode.startsWith('VA-'))).toBe(true);
    expect(asBefore.map((o) => o.loanProgramCode)).toEqual(asSpec.map((o) => o.loanProgramCode));
  });

  it('prices VA for a veteran, with the funding fee', async () => {
    const options = (await rates({ isVeteran: true })).rateOptions;
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.loanProgramCode.startsWith('VA-'))).toBe(true);
    expect(options[0]?.feeBreakdown.find((line) => line.name.startsWith('VA funding fee'))?.amount).toBe(6_880);
  });

  it('prices a 7-year ARM on its composite schedule', async () => {
    const options = (await rates({ filters: { requestedMortgages: ['ADJUSTABLE_7_YEARS'] } })).rateOptions;
    expect(options.length).toBeGreaterThan(0);
    for (const arm of options) {
      expect(arm.amortizationType).toBe('ADJUSTABLE');
      expect(arm.fixedPaymentYears).toBe(7);
      expect(arm.numberOfPayments).toBe(360);
      expect(arm.monthlyPI).toBe(levelPayment(320_000, arm.interestRate, 360));
      // Fully indexed SOFR 4.10 + 2.75 rounds to 6.875, above the start rate: interest rises in year 8.
      const [year7, year8] = [arm.amortizationByYear[6], arm.amortizationByYear[7]];
      expect((year8?.interestPaid ?? 0) > (year7?.interestPaid ?? 0)).toBe(true);
      expect(arm.apr).toBeGreaterThan(arm.interestRate + 0.3);
    }
  });
});
