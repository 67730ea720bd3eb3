import { parseDollars } from '#core/money/parseDollars';
import type { CreditScoreRange, MortgageType, OccupancyType, PropertyType, RatesSort } from '#generated/rates';
import { DEFAULT_RATES_TERM, DEFAULT_SORT, MORTGAGE_TYPE_OPTIONS, OCCUPANCY_OPTIONS, PROPERTY_TYPE_OPTIONS } from './rateOptions';

/** What the homeowner has entered, kept as typed (text inputs stay strings until a search). */
export interface CalculatorDraft {
  remainingMortgageAmount: string;
  estimatedHomeValue: string;
  creditScore: CreditScoreRange | '';
  originalMortgageAmount: string;
  annualIncome: string;
  monthlyDebt: string;
  isVeteran: boolean;
  isFHA: boolean;
  /** The current mortgage, as a combined type-and-term code. */
  mortgageType: MortgageType;
  occupancyType: OccupancyType;
  propertyType: PropertyType;
  cashOutAmount: string;
  secondMortgageBalance: string;
  /** Years over which costs are compared. */
  term: string;
  /** The motivation: what the results are ranked by. */
  optimizeBy: RatesSort;
  requestedMortgages: MortgageType[];
}

/** The filters an address change puts back (spec section 4), in the spec's order. */
export function addressResetFilters(): Pick<CalculatorDraft, 'mortgageType' | 'occupancyType' | 'cashOutAmount' | 'secondMortgageBalance' | 'propertyType'> {
  return {
    mortgageType: MORTGAGE_TYPE_OPTIONS[0]!.value,
    occupancyType: OCCUPANCY_OPTIONS[0]!.value,
    cashOutAmount: '0',
    secondMortgageBalance: '0',
    propertyType: PROPERTY_TYPE_OPTIONS[0]!.value,
  };
}

export function emptyDraft(): CalculatorDraft {
  return {
    remainingMortgageAmount: '',
    estimatedHomeValue: '',
    creditScore: '',
    originalMortgageAmount: '',
    annualIncome: '',
    monthlyDebt: '0',
    isVeteran: false,
    isFHA: false,
    ...addressResetFilters(),
    term: String(DEFAULT_RATES_TERM),
    optimizeBy: DEFAULT_SORT,
    requestedMortgages: MORTGAGE_TYPE_OPTIONS.map((option) => option.value),
  };
}

/** Spec section 5: a search needs the remaining mortgage amount, the home value and a credit score. */
export function hasRequiredFields(draft: CalculatorDraft): boolean {
  return (parseDollars(draft.remainingMortgageAmount) ?? 0) > 0 && (parseDollars(draft.estimatedHomeValue) ?? 0) > 0 && draft.creditScore !== '';
}
