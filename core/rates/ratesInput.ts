import type { LocationFields } from '#core/location';
import { toStoredLocation } from '#core/location';
import { ratesInputLoanType } from './loanType.js';
import type { CreditScoreRange, LoanType, MortgageInterestType, MortgageType, OccupancyType, PropertyType, RatesSort } from './vocabulary.js';

export interface RatesFilters {
  term?: number | null;
  optimizeBy?: RatesSort | null;
  requestedMortgages?: MortgageType[] | null;
}

/** The schema's RatesInput (spec section 7), as core reads it. */
export interface RatesInput {
  propertyLocation?: LocationFields | null;
  cashoutAmount?: number | null;
  remainingMortgageAmount: number;
  originalMortgageAmount?: number | null;
  baseLoanAmount?: number | null;
  estimatedHomeValue: number;
  creditScoreRange: CreditScoreRange;
  occupancyType?: OccupancyType | null;
  annualIncome?: number | null;
  monthlyDebt?: number | null;
  mortgageTerm?: number | null;
  mortgageInterestType?: MortgageInterestType | null;
  isVeteran?: boolean | null;
  mortgageType?: LoanType | null;
  secondMortgageBalance?: number | null;
  propertyType?: PropertyType | null;
  filters?: RatesFilters | null;
}

/** What a prequal records about the loan (the schema's PrequalInput), as far as pricing reads it. */
export interface PrequalPricingFacts {
  propertyLocation?: LocationFields | null;
  propertyUse?: OccupancyType | null;
  propertyType?: PropertyType | null;
  estimatedPropertyValue?: number | null;
  outstandingMortgageBalance?: number | null;
  originalMortgageBalance?: number | null;
  secondMortgageBalance?: number | null;
  isPayingOffSecondMortgage?: boolean | null;
  isCashingOut?: boolean | null;
  cashOutAmount?: number | null;
  creditScoreEstimate?: CreditScoreRange | null;
  mortgageType?: LoanType | null;
  mortgageInterestType?: MortgageInterestType | null;
  mortgageTerm?: number | null;
  isVeteran?: boolean | null;
}

/** What a search adds to the prequal: the affordability figures and the filters. */
export interface RatesSearchExtras {
  annualIncome?: number | null;
  monthlyDebt?: number | null;
  filters?: RatesFilters | null;
}

/**
 * The one builder of a RatesInput: a prequal's facts (and a search's extras) as the engine
 * prices them. Null when the prequal lacks what pricing needs (home value, balance, credit band).
 * Cash-out counts unless the prequal says it is not cashing out; a second mortgage counts only
 * when the new loan pays it off (isPayingOffSecondMortgage), since only then is it borrowed.
 */
export function ratesInputFor(prequal: PrequalPricingFacts, extras: RatesSearchExtras = {}): RatesInput | null {
  const value = prequal.estimatedPropertyValue;
  const owed = prequal.outstandingMortgageBalance;
  if (value == null || owed == null || !prequal.creditScoreEstimate) return null;
  return {
    propertyLocation: prequal.propertyLocation ? toStoredLocation(prequal.propertyLocation) : null,
    remainingMortgageAmount: owed,
    baseLoanAmount: owed,
    originalMortgageAmount: prequal.originalMortgageBalance ?? null,
    estimatedHomeValue: value,
    creditScoreRange: prequal.creditScoreEstimate,
    cashoutAmount: prequal.isCashingOut === false ? 0 : (prequal.cashOutAmount ?? 0),
    occupancyType: prequal.propertyUse ?? null,
    propertyType: prequal.propertyType ?? null,
    mortgageTerm: prequal.mortgageTerm ?? null,
    mortgageInterestType: prequal.mortgageInterestType ?? null,
    isVeteran: prequal.isVeteran ?? null,
    mortgageType: ratesInputLoanType(prequal.mortgageType),
    secondMortgageBalance: prequal.isPayingOffSecondMortgage ? (prequal.secondMortgageBalance ?? 0) : 0,
    annualIncome: extras.annualIncome ?? null,
    monthlyDebt: extras.monthlyDebt ?? null,
    filters: extras.filters ?? null,
  };
}
