import { toStateCode } from '#core/usStates';
import { DEFAULT_RATES_TERM_YEARS, MAX_TERM_YEARS } from './limits.js';
import { loanTypeFor } from './loanType.js';
import { RATES_MESSAGES } from './messages.js';
import type { RatesInput } from './ratesInput.js';
import {
  type CreditScoreRange,
  type LoanType,
  MORTGAGE_TYPES,
  type MortgageType,
  type OccupancyType,
  type PropertyType,
  type RatesRefusalCode,
  type RatesSort,
} from './vocabulary.js';
import { roundCents } from '../money/cents.js';

/**
 * Everything that decides a price, normalized: two inputs that price the same have the same
 * scenario, so the scenario (with the sheet version) addresses a stored pricing result.
 */
export interface PricingScenario {
  state: string;
  estimatedHomeValue: number;
  remainingMortgageAmount: number;
  cashoutAmount: number;
  secondMortgageBalance: number;
  creditScoreRange: CreditScoreRange;
  occupancyType: OccupancyType;
  propertyType: PropertyType;
  loanType: LoanType;
  annualIncome: number | null;
  monthlyDebt: number | null;
  termYears: number;
  optimizeBy: RatesSort;
  /** Empty means every mortgage type. */
  requestedMortgages: MortgageType[];
}

export interface RatesRefusal {
  code: RatesRefusalCode;
  message: string;
}

const money = (value: number | null | undefined) => roundCents(value ?? 0);
const isAmount = (value: number | null | undefined) => value === null || value === undefined || (Number.isFinite(value) && value >= 0);

export function toScenario(input: RatesInput, licensedStates: readonly string[]): { scenario: PricingScenario } | { refusal: RatesRefusal } {
  const state = toStateCode(input.propertyLocation?.state);
  if (!state) return { refusal: { code: 'INVALID_INPUT', message: RATES_MESSAGES.invalidAddress } };
  const amounts = [input.remainingMortgageAmount, input.cashoutAmount, input.secondMortgageBalance, input.annualIncome, input.monthlyDebt];
  if (!amounts.every(isAmount) || !(Number.isFinite(input.estimatedHomeValue) && input.estimatedHomeValue > 0)) {
    return { refusal: { code: 'INVALID_INPUT', message: RATES_MESSAGES.incomplete } };
  }
  const term = input.filters?.term ?? DEFAULT_RATES_TERM_YEARS;
  if (!(Number.isInteger(term) && term >= 1 && term <= MAX_TERM_YEARS)) {
    return { refusal: { code: 'INVALID_INPUT', message: `Compare costs over 1 to ${MAX_TERM_YEARS} years.` } };
  }
  if (!licensedStates.includes(state)) return { refusal: { code: 'OUT_OF_AREA', message: RATES_MESSAGES.outOfArea } };

  const requested = new Set(input.filters?.requestedMortgages ?? []);
  return {
    scenario: {
      state,
      estimatedHomeValue: money(input.estimatedHomeValue),
      remainingMortgageAmount: money(input.remainingMortgageAmount),
      cashoutAmount: money(input.cashoutAmount),
      secondMortgageBalance: money(input.secondMortgageBalance),
      creditScoreRange: input.creditScoreRange,
      occupancyType: input.occupancyType ?? 'PRIMARY_RESIDENCE',
      propertyType: input.propertyType ?? 'SINGLE_FAMILY',
      loanType: loanTypeFor({ isVeteran: input.isVeteran, requested: input.mortgageType }),
      annualIncome: input.annualIncome ? money(input.annualIncome) : null,
      monthlyDebt: input.annualIncome ? money(input.monthlyDebt) : null,
      termYears: term,
      optimizeBy: input.filters?.optimizeBy ?? 'MOST_POPULAR',
      requestedMortgages: MORTGAGE_TYPES.filter((type) => requested.has(type)),
    },
  };
}

const SCENARIO_KEYS: ReadonlyArray<keyof PricingScenario> = [
  'state',
  'estimatedHomeValue',
  'remainingMortgageAmount',
  'cashoutAmount',
  'secondMortgageBalance',
  'creditScoreRange',
  'occupancyType',
  'propertyType',
  'loanType',
  'annualIncome',
  'monthlyDebt',
  'termYears',
  'optimizeBy',
  'requestedMortgages',
];

/** A stable text of the scenario: the same scenario always gives the same key, whatever built it. */
export function scenarioKey(scenario: PricingScenario): string {
  return JSON.stringify(SCENARIO_KEYS.map((key) => scenario[key]));
}
