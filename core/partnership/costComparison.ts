/**
 * What getting cash costs the homeowner: a KEEP partnership against a cash-out refinance of
 * the same cash, over horizons of 1–10 years and home-value changes from −20% to +50%, and
 * the partnership's cost as an APR-equivalent (the IRR of the homeowner's cash flows).
 *
 * Total cost = everything the homeowner pays out over the horizon, settlement or payoff at its
 * end included, less the cash received, measured against keeping the current mortgage as is.
 *   Partnership: Σ (usage fee + reduction payment) + DP_T·V_T − C. The mortgage is untouched.
 *   Refinance: points + fees (paid at closing) + Σ new payments + new balance_T − C
 *              − (Σ current payments + current balance_T). New loan = M + C.
 * The home's value moves along a geometric path from V0 to V0·(1 + change) at the horizon;
 * buy-backs along the way are made at that month's value.
 */
import { amortizationSchedule, generalEquationApr } from '../loanMath/index.js';
import { centsToDollars, dollarsToCents } from '../money/cents.js';
import { percentOf } from './fixedPoint.js';
import { DEFAULT_USAGE_RATE } from './limits.js';
import { restructureTerms, settlement, shareAfterBuyBack, usageFee, type PartnershipTerms } from './model.js';

export const DEFAULT_VALUE_CHANGES = [-0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.5] as const;
export const DEFAULT_HORIZON_YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface RefinanceQuote {
  /** Note rate in percent, e.g. 6.875. */
  ratePercent: number;
  termMonths: number;
  /** Discount points in percent of the new loan, paid at closing. */
  pointsPercent: number;
  /** Other closing costs, in cents. */
  feesCents: number;
}

export interface CostComparisonInput {
  homeValueCents: number;
  mortgageBalanceCents: number;
  cashCents: number;
  /** The current mortgage; when unknown it is taken to be at the refinance's rate over its term. */
  currentMortgage?: { ratePercent: number; remainingTermMonths: number };
  refinance: RefinanceQuote;
  usageRate?: number;
  /** R of the KEEP partnership; default 0 so the comparison prices the cash alone. */
  reductionPaymentCents?: number;
  valueChanges?: readonly number[];
  horizonYears?: readonly number[];
}

export interface PartnershipCostCell {
  valueChange: number;
  years: number;
  endValueCents: number;
  paymentsCents: number;
  settlementCents: number;
  totalCostCents: number;
  /** Annual percentage, the IRR of +C then the payments and settlement; null without cash. */
  aprEquivalentPercent: number | null;
}

export interface RefinanceCostRow {
  years: number;
  totalCostCents: number;
}

export interface CostComparison {
  terms: PartnershipTerms;
  refinanceLoanCents: number;
  refinanceMonthlyPaymentCents: number;
  currentMonthlyPaymentCents: number;
  refinance: RefinanceCostRow[];
  partnership: PartnershipCostCell[];
}

export function costComparison(input: CostComparisonInput): CostComparison {
  const usageRate = input.usageRate ?? DEFAULT_USAGE_RATE;
  const terms = restructureTerms({
    agreedValueCents: input.homeValueCents,
    mortgageBalanceCents: input.mortgageBalanceCents,
    cashCents: input.cashCents,
    product: 'KEEP',
    usageRate,
    reductionPaymentCents: input.reductionPaymentCents ?? 0,
  });
  const horizons = input.horizonYears ?? DEFAULT_HORIZON_YEARS;
  const changes = input.valueChanges ?? DEFAULT_VALUE_CHANGES;
  const partnership: PartnershipCostCell[] = [];
  for (const valueChange of changes) {
    for (const years of horizons) partnership.push(partnershipCost(terms, valueChange, years));
  }
  const refi = refinanceCosts(input, horizons);
  return { terms, ...refi, partnership };
}

/** The home's value after `month` of `months`, on the geometric path to V0·(1 + change). */
export function valueAt(v0Cents: number, valueChange: number, month: number, months: number): number {
  if (!(valueChange > -1)) throw new RangeError('a home cannot lose all its value');
  return dollarsToCents(centsToDollars(v0Cents) * (1 + valueChange) ** (month / months));
}

export function partnershipCost(terms: PartnershipTerms, valueChange: number, years: number): PartnershipCostCell {
  const months = years * 12;
  const v0 = terms.agreedValueCents;
  let dp = terms.designatedPercentage;
  let paymentsCents = 0;
  const monthly: number[] = [];
  for (let month = 1; month <= months; month++) {
    const fee = usageFee(dp, v0, terms.usageRate);
    const vt = valueAt(v0, valueChange, month, months);
    const reduction = Math.min(terms.reductionPaymentCents, settlement(dp, vt).rooflineCents);
    dp = shareAfterBuyBack(dp, reduction, vt);
    monthly.push(fee + reduction);
    paymentsCents += fee + reduction;
  }
  const endValueCents = valueAt(v0, valueChange, months, months);
  const settlementCents = settlement(dp, endValueCents).rooflineCents;
  const cash = terms.cashToHomeownerCents + terms.secondLoanPayoffCents;
  return {
    valueChange,
    years,
    endValueCents,
    paymentsCents,
    settlementCents,
    totalCostCents: paymentsCents + settlementCents - cash,
    aprEquivalentPercent: cash > 0 ? aprEquivalent(cash, monthly, settlementCents) : null,
  };
}

/** IRR of +cash at 0, −payments monthly and −settlement with the last month, as an APR. */
function aprEquivalent(cashCents: number, monthlyCents: number[], settlementCents: number): number | null {
  const payments = monthlyCents.map((amount, k) => ({
    amount: centsToDollars(amount + (k === monthlyCents.length - 1 ? settlementCents : 0)),
    unitPeriods: k + 1,
  }));
  if (payments.every((p) => p.amount <= 0)) return null;
  return generalEquationApr({ advances: [{ amount: centsToDollars(cashCents), unitPeriods: 0 }], payments, unitPeriodsPerYear: 12 });
}

function refinanceCosts(input: CostComparisonInput, horizons: readonly number[]) {
  const { refinance } = input;
  const loanCents = input.mortgageBalanceCents + input.cashCents;
  const upfrontCents = percentOf(loanCents, refinance.pointsPercent / 100, 'halfUp') + refinance.feesCents;
  const newLoan = amortizationSchedule(centsToDollars(loanCents), refinance.ratePercent, refinance.termMonths);
  const current = input.currentMortgage ?? { ratePercent: refinance.ratePercent, remainingTermMonths: refinance.termMonths };
  const oldLoan =
    input.mortgageBalanceCents > 0 ? amortizationSchedule(centsToDollars(input.mortgageBalanceCents), current.ratePercent, current.remainingTermMonths) : null;
  const outlay = (rows: ReadonlyArray<{ payment: number; balance: number }>, principalCents: number, months: number): number => {
    const paid = rows.slice(0, months).reduce((sum, row) => sum + dollarsToCents(row.payment), 0);
    const last = rows[Math.min(months, rows.length) - 1];
    const balance = last ? dollarsToCents(last.balance) : principalCents;
    return paid + balance;
  };
  return {
    refinanceLoanCents: loanCents,
    refinanceMonthlyPaymentCents: dollarsToCents(newLoan.monthlyPayment),
    currentMonthlyPaymentCents: oldLoan ? dollarsToCents(oldLoan.monthlyPayment) : 0,
    refinance: horizons.map((years) => {
      const months = years * 12;
      const withRefi = upfrontCents + outlay(newLoan.rows, loanCents, months) - input.cashCents;
      const without = oldLoan ? outlay(oldLoan.rows, input.mortgageBalanceCents, months) : 0;
      return { years, totalCostCents: withRefi - without };
    }),
  };
}
