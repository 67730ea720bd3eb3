/** Shared query and inputs of the rates API tests. */
import { print } from 'graphql';
import { RatesPageDocument } from '../../generated/web.js';
// The web app's own ratesPage query, so the API is tested with exactly what the calculator sends.
export const RATES_QUERY = print(RatesPageDocument);

export interface RateOptionResult {
  pricingResultUuid: string;
  rateOptionUuid: string;
  loanProgramCode: string;
  lenderLoanProgramCode: string;
  amortizationType: 'FIXED' | 'ADJUSTABLE';
  numberOfPayments: number;
  fixedPaymentYears: number | null;
  monthlyPI: number;
  apr: number;
  interestRate: number;
  totalFees: number;
  points: number;
  effectivePoints: number;
  breakEvenTerm: number | null;
  lender: { uuid: string; companyName: string; loanBuyerType: string };
  baseLoanAmount: number;
  totalInterestPaid: number;
  costOfPoints: number;
  totalPaymentAmount: number;
  lowestApr: boolean;
  lowestPoints: boolean;
  lowestClosing: boolean;
  feeBreakdown: Array<{ section: string; name: string; amount: number }>;
  amortizationByYear: Array<{ year: number; principalPaid: number; interestPaid: number; endingBalance: number }>;
}

export interface RatesResult {
  ratesPage: {
    pricingResultUuid: string | null;
    rateSheetEffectiveAt: string | null;
    errors: Array<{ code: string; message: string }>;
    rateOptions: RateOptionResult[];
  };
}

/** A typical California rate/term refinance: 320,000 owed on a 500,000 home (64% LTV), credit 740-759. */
export function ratesInput(overrides: Record<string, unknown> = {}) {
  return {
    propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
    remainingMortgageAmount: 320_000,
    baseLoanAmount: 320_000,
    originalMortgageAmount: 400_000,
    estimatedHomeValue: 500_000,
    creditScoreRange: 'SCORE_740_759',
    occupancyType: 'PRIMARY_RESIDENCE',
    propertyType: 'SINGLE_FAMILY',
    cashoutAmount: 0,
    mortgageType: 'CONVENTIONAL',
    isVeteran: false,
    ...overrides,
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
