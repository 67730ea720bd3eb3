import type { RatesRefusalCode } from './vocabulary.js';
import { MAX_DEBT_TO_INCOME_PERCENT, MAX_RATE_OPTIONS, OFFERED_POINTS_RANGE } from './limits.js';
import { applicableAdjustments } from './adjustments.js';
import { applicableFees, type CostLine, feeLinesOf, upfrontFeeLine } from './closingCosts.js';
import { bandMeetsMinimum } from './creditBands.js';
import { loanFacts, type LoanFacts } from './loanFacts.js';
import { createPaymentMemo, createScheduleMemo } from './loanSchedule.js';
import { roundCents } from '#core/loanMath/index';
import { dollarsToCents } from '../money/cents.js';
import { formatMoney } from '../money/formatMoney.js';
import { PricedOption, type ProgramQuote, roundThousandths } from './priceOption.js';
import { programChoices, type QuotedProgram } from './programChoices.js';
import { lenderFees, scenarioAdjustments, sheetIndex } from './sheetIndex.js';
import type { PricingProgram, PricingSheet, SheetFee } from './pricingSheet.js';
import type { PricingScenario, RatesRefusal } from './scenario.js';
import { chooseAndRank, programChoice, type RankedOption } from './selection.js';

export interface PricingOutcome {
  options: RankedOption[];
  errors: RatesRefusal[];
}

/** How far a program got through the checks: refusals name only the programs that came closest. */
const STAGE = { FIT: 0, CREDIT: 1, AMOUNT: 2, LTV: 3, AFFORDABILITY: 4 } as const;
type Screen = { ok: true } | { ok: false; code: RatesRefusalCode; stage: number; limit?: number };

/**
 * Prices a scenario against a sheet: screens each program of the loan type and requested
 * mortgage types, keeps the rate rows of the quoted lock within the offered points window that
 * the borrower can afford, picks each program's option for the sort, pricing only the rows and
 * programs that can reach the list (programChoices.ts), and ranks them (selection.ts). No
 * option at all comes back as refusal codes.
 */
export interface PricingOptions {
  /** Price every offered rate row of every program instead of only those that can reach the list (the reference the pruning is checked against). */
  everyRow?: boolean;
}

export function priceScenario(sheet: PricingSheet, scenario: PricingScenario, options: PricingOptions = {}): PricingOutcome {
  const facts = loanFacts(scenario);
  const requested = new Set(scenario.requestedMortgages);
  const candidates = (sheetIndex(sheet).programsByLoanType.get(scenario.loanType) ?? []).filter((p) => requested.size === 0 || requested.has(p.mortgageType));
  const adjustments = scenarioAdjustments(sheet.adjustments, scenario, facts);
  const schedule = createScheduleMemo();
  const payment = createPaymentMemo();
  // Programs of one lender and loan type share their fees (the state is the scenario's).
  const feesOf = new Map<string, SheetFee[]>();
  const priced: QuotedProgram[] = [];
  const screens: Screen[] = [];
  for (const program of candidates) {
    const noteAmount = roundCents(facts.baseLoanAmount * (1 + program.upfrontFeePercent / 100));
    const screen = screenProgram(program, scenario, facts);
    if (!screen.ok) {
      screens.push(screen);
      continue;
    }
    const upfront = upfrontFeeLine(program, roundCents(noteAmount - facts.baseLoanAmount));
    const feeKey = `${program.lender.uuid}|${program.loanType}`;
    let fees = feesOf.get(feeKey);
    if (!fees) {
      fees = applicableFees(lenderFees(sheet, program.lender.uuid), program, scenario.state);
      feesOf.set(feeKey, fees);
    }
    const fixedCosts = [...feeLinesOf(fees, noteAmount), ...(upfront ? [upfront] : [])];
    const termMonths = program.termYears * 12;
    const quote: ProgramQuote = {
      program,
      baseLoanAmount: facts.baseLoanAmount,
      noteAmount,
      ltv: facts.ltv,
      adjustments: applicableAdjustments(adjustments, program, scenario, facts, noteAmount),
      fixedCosts,
      fixedCostsCents: cents(fixedCosts),
      fixedFinanceChargesCents: cents(fixedCosts.filter((line) => line.financeCharge)),
      horizonYears: scenario.termYears,
      schedule,
      payment: (months, rate) => payment(noteAmount, months, rate),
    };
    const offered = program.quotedRates.filter((row) => withinOfferedPoints(row.points + quote.adjustments.points));
    const rows = offered.filter((row) => affordable(program, quote.payment(termMonths, roundThousandths(row.rate + quote.adjustments.rate)), scenario));
    if (rows.length) priced.push({ quote, rows });
    else if (offered.length) screens.push({ ok: false, code: 'DTI_TOO_HIGH', stage: STAGE.AFFORDABILITY });
    // Adjustments priced every rate row out of the offered points window.
    else screens.push({ ok: false, code: 'NO_ELIGIBLE_PROGRAM', stage: STAGE.AFFORDABILITY });
  }
  if (!priced.length) return { options: [], errors: refusals(screens, facts, scenario) };
  const sort = scenario.optimizeBy;
  const choices = options.everyRow
    ? priced.flatMap(
        ({ quote, rows }) =>
          programChoice(
            rows.map((row) => new PricedOption(quote, row)),
            sort,
          ) ?? [],
      )
    : programChoices(priced, sort, MAX_RATE_OPTIONS);
  return { options: chooseAndRank(choices, sort), errors: [] };
}

function screenProgram(program: PricingProgram, scenario: PricingScenario, facts: LoanFacts): Screen {
  if (!program.occupancies.has(scenario.occupancyType) || !program.propertyTypes.has(scenario.propertyType)) {
    return { ok: false, code: 'NO_ELIGIBLE_PROGRAM', stage: STAGE.FIT };
  }
  if (!bandMeetsMinimum(scenario.creditScoreRange, program.minCreditScore)) {
    return { ok: false, code: 'CREDIT_TOO_LOW', stage: STAGE.CREDIT, limit: program.minCreditScore };
  }
  if (facts.baseLoanAmount < program.minLoanAmount || facts.baseLoanAmount > program.maxLoanAmount) {
    return { ok: false, code: 'LOAN_AMOUNT_OUT_OF_RANGE', stage: STAGE.AMOUNT };
  }
  const maxLtv = facts.purpose === 'CASH_OUT' ? program.maxCashOutLtv : program.maxLtv;
  if (maxLtv === null) return { ok: false, code: 'NO_ELIGIBLE_PROGRAM', stage: STAGE.LTV };
  if (facts.ltv > maxLtv) return { ok: false, code: 'LTV_TOO_HIGH', stage: STAGE.LTV, limit: maxLtv };
  return { ok: true };
}

function cents(lines: CostLine[]): number {
  return lines.reduce((total, line) => total + dollarsToCents(line.amount), 0);
}

function withinOfferedPoints(points: number): boolean {
  return points >= OFFERED_POINTS_RANGE.min && points <= OFFERED_POINTS_RANGE.max;
}

/** Debt-to-income is checked only when income is given: monthly debts plus the new payment over monthly income. */
function affordable(program: PricingProgram, monthlyPI: number, scenario: PricingScenario): boolean {
  if (!scenario.annualIncome) return true;
  const limit = MAX_DEBT_TO_INCOME_PERCENT[program.loanType as keyof typeof MAX_DEBT_TO_INCOME_PERCENT];
  if (limit === undefined) return true;
  return (((scenario.monthlyDebt ?? 0) + monthlyPI) / (scenario.annualIncome / 12)) * 100 <= limit;
}

const REFUSAL_ORDER: RatesRefusalCode[] = ['CREDIT_TOO_LOW', 'LTV_TOO_HIGH', 'LOAN_AMOUNT_OUT_OF_RANGE', 'DTI_TOO_HIGH', 'NO_ELIGIBLE_PROGRAM'];

/**
 * One refusal per distinct reason among the programs that came closest to qualifying (a jumbo
 * program's loan minimum says nothing about a conforming loan refused for its LTV), each with
 * the limit that applied.
 */
function refusals(screens: Screen[], facts: LoanFacts, scenario: PricingScenario): RatesRefusal[] {
  const all = screens.filter((s): s is Extract<Screen, { ok: false }> => !s.ok);
  const furthest = Math.max(...all.map((s) => s.stage));
  const failed = all.filter((s) => s.stage === furthest);
  if (!failed.length) return [{ code: 'NO_ELIGIBLE_PROGRAM', message: noProgramMessage(scenario) }];
  return REFUSAL_ORDER.filter((code) => failed.some((s) => s.code === code)).map((code) => {
    const limits = failed.filter((s) => s.code === code && s.limit !== undefined).map((s) => s.limit ?? 0);
    switch (code) {
      case 'CREDIT_TOO_LOW':
        return { code, message: `These loans need a credit score of at least ${Math.min(...limits)}.` };
      case 'LTV_TOO_HIGH':
        return {
          code,
          message: `This loan would be ${facts.ltv}% of your home's value; our lenders go up to ${Math.max(...limits)}% for this refinance. Try a smaller cash-out amount.`,
        };
      case 'LOAN_AMOUNT_OUT_OF_RANGE':
        return { code, message: `A loan of ${formatMoney(Math.round(facts.baseLoanAmount))} is outside the loan amounts our lenders offer for this property.` };
      case 'DTI_TOO_HIGH':
        return { code, message: 'The new payment plus your monthly debts would be too large a share of your income.' };
      default:
        return { code, message: noProgramMessage(scenario) };
    }
  });
}

function noProgramMessage(scenario: PricingScenario): string {
  return scenario.requestedMortgages.length
    ? 'No loan program fits this home and loan in the mortgage types you chose. Try other mortgage types.'
    : 'No loan program fits this home and loan. Try a different occupancy, property type or loan amount.';
}
