import type { MortgageInterestType, MortgageType } from './vocabulary.js';
import { MAX_TERM_YEARS } from './limits.js';

export interface MortgageTerms {
  amortizationType: MortgageInterestType;
  termYears: number;
  /** Years at the start rate: the whole term for a fixed loan, the fixed period of an ARM. */
  fixedYears: number;
}

/** FIXED_15_YEARS is 15 years at one rate; ADJUSTABLE_7_YEARS is a 30-year loan fixed for 7 years. */
export function mortgageTerms(type: MortgageType): MortgageTerms {
  const [kind, years] = type.split('_') as [string, string];
  const count = Number(years);
  return kind === 'FIXED'
    ? { amortizationType: 'FIXED', termYears: count, fixedYears: count }
    : { amortizationType: 'ADJUSTABLE', termYears: MAX_TERM_YEARS, fixedYears: count };
}
