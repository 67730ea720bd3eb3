import { budgetEstimate } from '#core/purchaseApplication/index';
import { priceScenario, ratesErrorText, toScenario, type RatesInput } from '#core/rates/index';
import type { CreditScoreRange } from '#core/rates/vocabulary';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { activeSheet } from '../rates/activeSheet.js';
import { centsToDollars, dollarsToCents, roundCents } from '#core/money/cents';
import { MAX_MONEY_INPUT } from '#core/money/limits';

/** A buyer with no loan yet is priced as a 20%-down 30-year fixed loan: the usual benchmark. */
const BENCHMARK_DOWN_SHARE = 0.2;

const moneyProblem = (field: string, value: number | null | undefined): FieldError | null =>
  value != null && (!Number.isFinite(value) || value < 0 || value > MAX_MONEY_INPUT)
    ? { code: 'INVALID', field, message: 'Enter an amount of $0 or more.' }
    : null;

/**
 * The budget estimate: today's 30-year fixed rate from our rates engine on the active sheet
 * (for the loan the buyer brings, or a 20%-down benchmark loan), then core/purchaseApplication's ranges.
 */
export async function purchaseBudgetEstimate(
  ctx: ServiceContext,
  input: {
    annualIncome: number;
    monthlyDebts: number;
    downPayment: number;
    buyerLoan?: number | null;
    state?: string | null;
    creditScoreEstimate?: CreditScoreRange | null;
  },
) {
  const errors = [
    moneyProblem('annualIncome', input.annualIncome),
    moneyProblem('monthlyDebts', input.monthlyDebts),
    moneyProblem('downPayment', input.downPayment),
    moneyProblem('buyerLoan', input.buyerLoan),
  ].filter((e): e is FieldError => e !== null);
  if (input.downPayment <= 0) errors.push({ code: 'INVALID', field: 'downPayment', message: 'Enter your down payment.' });
  if (errors.length) return { estimate: null, errors };
  const sheet = await activeSheet(ctx.db);
  if (!sheet) return { estimate: null, errors: [{ code: 'INVALID_INPUT' as const, field: null, message: 'Rates are not available right now.' }] };
  const homeValue = input.buyerLoan ? input.downPayment + input.buyerLoan : input.downPayment / BENCHMARK_DOWN_SHARE;
  const loan = input.buyerLoan || homeValue - input.downPayment;
  const ratesInput: RatesInput = {
    propertyLocation: { state: input.state ?? ctx.config.LICENSED_STATES[0] },
    remainingMortgageAmount: roundCents(loan),
    baseLoanAmount: roundCents(loan),
    estimatedHomeValue: roundCents(homeValue),
    creditScoreRange: input.creditScoreEstimate ?? 'SCORE_740_759',
    occupancyType: 'PRIMARY_RESIDENCE',
    cashoutAmount: 0,
    mortgageType: 'CONVENTIONAL',
    filters: { requestedMortgages: ['FIXED_30_YEARS'], optimizeBy: 'MOST_POPULAR' },
  };
  const parsed = toScenario(ratesInput, ctx.config.LICENSED_STATES);
  if ('refusal' in parsed)
    return {
      estimate: null,
      errors: [
        {
          code: parsed.refusal.code as FieldError['code'],
          field: 'state',
          message: ratesErrorText(parsed.refusal.code) === parsed.refusal.code ? parsed.refusal.message : ratesErrorText(parsed.refusal.code),
        },
      ],
    };
  const outcome = priceScenario(sheet, parsed.scenario);
  const option = outcome.options[0];
  if (!option)
    return {
      estimate: null,
      errors: outcome.errors.map((error) => ({
        code: error.code as FieldError['code'],
        field: null,
        message: ratesErrorText(error.code) === error.code ? error.message : ratesErrorText(error.code),
      })),
    };
  const estimate = budgetEstimate({
    annualIncomeCents: dollarsToCents(input.annualIncome),
    monthlyDebtsCents: dollarsToCents(input.monthlyDebts),
    downPaymentCents: dollarsToCents(input.downPayment),
    buyerLoanCents: input.buyerLoan ? dollarsToCents(input.buyerLoan) : 0,
    mortgageRatePercent: option.option.interestRate,
  });
  const range = (r: typeof estimate.withRoofline) => ({
    low: centsToDollars(r.lowCents),
    high: centsToDollars(r.highCents),
    monthlyCostAtHigh: centsToDollars(r.monthlyCostAtHighCents),
  });
  return {
    estimate: {
      withoutRoofline: range(estimate.withoutRoofline),
      withRoofline: range(estimate.withRoofline),
      mortgageRate: option.option.interestRate,
      monthlyBudgetLow: centsToDollars(estimate.monthlyBudgetCents.low),
      monthlyBudgetHigh: centsToDollars(estimate.monthlyBudgetCents.high),
    },
    errors: [],
  };
}
