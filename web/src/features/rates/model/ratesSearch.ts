import type { ApolloClient } from '@apollo/client';
import { CreatePrequalDocument, RatesPageDocument, type CreditScoreRange, type PrequalInput, type RatesErrorCode, type RatesInput } from '../../../../../generated/web';
import { DEFAULT_RATES_TERM, loanTypeFor, mortgageTypeParts } from './rateOptions';
import { hasRequiredFields, parseAmount, type CalculatorDraft } from './calculatorValues';
import { ratesStore, type ChosenAddress } from './ratesCalculatorStore';

/** Spec sections 5 and 8, word for word. */
export const RATES_MESSAGES = {
  incomplete: 'Please complete all fields.',
  invalidAddress: 'Please enter a valid address to see the rates',
  outOfArea: 'Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!',
  failure: 'Sorry, there was a problem. Please try again later.',
} as const;

/** The program recorded with each rates prequal. */
export const RATES_PREQUAL_PROGRAM = 'REFINANCE';

/** OUT_OF_AREA has its own text; any other code is shown as it is (spec section 8). */
export function ratesErrorText(code: RatesErrorCode): string {
  return code === 'OUT_OF_AREA' ? RATES_MESSAGES.outOfArea : code;
}

interface SearchValues {
  remaining: number;
  homeValue: number;
  cashOut: number;
  creditScore: CreditScoreRange;
  draft: CalculatorDraft;
  address: ChosenAddress;
}

const optionalAmount = (text: string) => parseAmount(text) ?? undefined;

export function buildPrequalInput({ remaining, homeValue, cashOut, creditScore, draft, address }: SearchValues): PrequalInput {
  const current = mortgageTypeParts(draft.mortgageType);
  return {
    isCashingOut: cashOut > 0,
    cashOutAmount: cashOut,
    creditScoreEstimate: creditScore,
    estimatedPropertyValue: homeValue,
    propertyUse: draft.occupancyType,
    originalMortgageBalance: optionalAmount(draft.originalMortgageAmount),
    mortgageInterestType: current.interestType,
    mortgageTerm: current.term,
    outstandingMortgageBalance: remaining,
    isVeteran: draft.isVeteran,
    mortgageType: loanTypeFor(draft),
    propertyLocation: address.location,
    productFunnel: 'FINANCING',
    program: RATES_PREQUAL_PROGRAM,
    propertyType: draft.propertyType,
    secondMortgageBalance: optionalAmount(draft.secondMortgageBalance) ?? 0,
  };
}

export function buildRatesInput({ remaining, homeValue, cashOut, creditScore, draft, address }: SearchValues): RatesInput {
  const current = mortgageTypeParts(draft.mortgageType);
  const term = Number(draft.term);
  return {
    propertyLocation: address.location,
    cashoutAmount: cashOut,
    remainingMortgageAmount: remaining,
    originalMortgageAmount: optionalAmount(draft.originalMortgageAmount),
    baseLoanAmount: remaining,
    estimatedHomeValue: homeValue,
    creditScoreRange: creditScore,
    occupancyType: draft.occupancyType,
    annualIncome: optionalAmount(draft.annualIncome),
    monthlyDebt: optionalAmount(draft.monthlyDebt),
    mortgageTerm: current.term,
    mortgageInterestType: current.interestType,
    isVeteran: draft.isVeteran,
    mortgageType: loanTypeFor(draft),
    secondMortgageBalance: optionalAmount(draft.secondMortgageBalance) ?? 0,
    propertyType: draft.propertyType,
    filters: {
      term: Number.isFinite(term) && term > 0 ? term : DEFAULT_RATES_TERM,
      optimizeBy: draft.optimizeBy,
      requestedMortgages: draft.requestedMortgages,
    },
  };
}

let latestSearch = 0;

/**
 * One submit (spec section 4): check the fields and the address, record a prequal, then fetch
 * rates network-only. Only the latest search may write its outcome, so a slow answer to an
 * older search never replaces a newer one. Resolves true when rates (possibly none) arrived.
 */
export async function searchRates(client: ApolloClient): Promise<boolean> {
  const { draft, address } = ratesStore.get();
  if (!hasRequiredFields(draft) || draft.creditScore === '') {
    ratesStore.set({ error: RATES_MESSAGES.incomplete, filtersOpen: true });
    return false;
  }
  if (!address || !address.isFullStreetAddress) {
    ratesStore.set({ error: RATES_MESSAGES.invalidAddress });
    return false;
  }
  const values: SearchValues = {
    remaining: parseAmount(draft.remainingMortgageAmount) ?? 0,
    homeValue: parseAmount(draft.estimatedHomeValue) ?? 0,
    cashOut: parseAmount(draft.cashOutAmount) ?? 0,
    creditScore: draft.creditScore,
    draft,
    address,
  };
  const search = ++latestSearch;
  const isLatest = () => search === latestSearch;
  ratesStore.set({ loading: true, error: null, hasSearched: true });
  try {
    const prequal = await client.mutate({ mutation: CreatePrequalDocument, variables: { prequalInput: buildPrequalInput(values) } });
    if (!isLatest()) return false;
    if (prequal.error || !prequal.data) throw prequal.error ?? new Error('createPrequal returned no data');
    const prequalProblem = prequal.data.createPrequal.errors[0];
    if (prequalProblem) {
      ratesStore.set({ loading: false, error: prequalProblem.message, results: null });
      return false;
    }
    const rates = await client.query({ query: RatesPageDocument, variables: { ratesInput: buildRatesInput(values) }, fetchPolicy: 'network-only' });
    if (!isLatest()) return false;
    if (rates.error || !rates.data) throw rates.error ?? new Error('ratesPage returned no data');
    const { rateOptions, errors, rateSheetEffectiveAt } = rates.data.ratesPage;
    const refusal = errors[0];
    if (refusal) {
      ratesStore.set({ loading: false, error: ratesErrorText(refusal.code), results: null, rateSheetEffectiveAt: null });
      return false;
    }
    ratesStore.set({ loading: false, error: null, results: rateOptions, rateSheetEffectiveAt });
    return true;
  } catch {
    if (isLatest()) ratesStore.set({ loading: false, error: RATES_MESSAGES.failure, results: null });
    return false;
  }
}
