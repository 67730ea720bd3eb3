// The rule modules themselves, not core/rates' index: it also carries the sheet parser (csv-parse),
// which would ship to every page that shows rates.
import { RATES_MESSAGES, ratesErrorText } from '#core/rates/messages';
import { ratesInputFor } from '#core/rates/ratesInput';
import { GetRefiRatesDocument, SearchRatesDocument, type CreditScoreRange, type PrequalInput, type RatesInput, type SearchRatesInput } from '#generated/rates';
import { DEFAULT_RATES_TERM, loanTypeFor, mortgageTypeParts } from './rateOptions';
import { parseDollars } from '#core/money/parseDollars';
import { hasRequiredFields, type CalculatorDraft } from './calculatorValues';
import { ratesStore, type ChosenAddress } from './ratesCalculatorStore';
import type { ClientSource } from '#web/lib/data/clientSource';

/** Spec sections 5 and 8, word for word (core/rates). */
export { RATES_MESSAGES, ratesErrorText };

/** The program recorded with each rates prequal. */
export const RATES_PREQUAL_PROGRAM = 'REFINANCE';

interface SearchValues {
  remaining: number;
  homeValue: number;
  cashOut: number;
  creditScore: CreditScoreRange;
  draft: CalculatorDraft;
  address: ChosenAddress;
}

const optionalAmount = (text: string) => parseDollars(text) ?? undefined;

export function buildPrequalInput({ remaining, homeValue, cashOut, creditScore, draft, address }: SearchValues): PrequalInput {
  const current = mortgageTypeParts(draft.mortgageType);
  const secondMortgageBalance = optionalAmount(draft.secondMortgageBalance) ?? 0;
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
    secondMortgageBalance,
    // The calculator prices a refinance that pays a second mortgage off.
    isPayingOffSecondMortgage: secondMortgageBalance > 0,
  };
}

/** What the results need beyond the prequal: the affordability figures and the filters. */
function searchExtras({ draft }: SearchValues): Omit<SearchRatesInput, 'prequal'> {
  const term = Number(draft.term);
  return {
    annualIncome: optionalAmount(draft.annualIncome),
    monthlyDebt: optionalAmount(draft.monthlyDebt),
    filters: {
      term: Number.isFinite(term) && term > 0 ? term : DEFAULT_RATES_TERM,
      optimizeBy: draft.optimizeBy,
      requestedMortgages: draft.requestedMortgages,
    },
  };
}

/** The one search the calculator sends: its prequal, and what only the results need. */
export function buildSearchInput(values: SearchValues): SearchRatesInput {
  return { prequal: buildPrequalInput(values), ...searchExtras(values) };
}

/** The same search as ratesPage's RatesInput, from core/rates' one builder (what the server prices). */
export function buildRatesInput(values: SearchValues): RatesInput {
  const input = ratesInputFor(buildPrequalInput(values), searchExtras(values));
  if (!input) throw new Error('A search needs the balance, the home value and a credit score');
  return input;
}

let latestSearch = 0;

function searchValuesOf(draft: CalculatorDraft, creditScore: CreditScoreRange, address: ChosenAddress): SearchValues {
  return {
    remaining: parseDollars(draft.remainingMortgageAmount) ?? 0,
    homeValue: parseDollars(draft.estimatedHomeValue) ?? 0,
    cashOut: parseDollars(draft.cashOutAmount) ?? 0,
    creditScore,
    draft,
    address,
  };
}

/** getRefiRates is asked network-only (spec §7.11): prices are never answered from the cache. */
export const REFI_RATES_FETCH_POLICY = 'network-only';

/**
 * The last search's prices asked again with getRefiRates, without recording another prequal: a
 * search kept from an earlier visit (the tab keeps it) may be priced on an older rate sheet. A
 * search started meanwhile wins, and a failed ask leaves the prices shown as they were.
 * Resolves true when fresh prices replaced them.
 */
export async function refreshRates(clientSource: ClientSource): Promise<boolean> {
  const { draft, address, results } = ratesStore.get();
  if (results === null || !address?.isFullStreetAddress || !hasRequiredFields(draft) || draft.creditScore === '') return false;
  // Not a search of its own: one started meanwhile (or still running) keeps the last word.
  const search = latestSearch;
  if (ratesStore.get().loading) return false;
  try {
    const client = await clientSource.load();
    const ratesInput = buildRatesInput(searchValuesOf(draft, draft.creditScore, address));
    const answer = await client.query({ query: GetRefiRatesDocument, variables: { ratesInput }, fetchPolicy: REFI_RATES_FETCH_POLICY });
    if (search !== latestSearch || ratesStore.get().loading || !answer.data || answer.data.getRefiRates.errors.length) return false;
    const { rateOptions, rateSheetEffectiveAt } = answer.data.getRefiRates;
    ratesStore.set({ results: rateOptions, rateSheetEffectiveAt, error: null });
    return true;
  } catch {
    return false;
  }
}

/**
 * One submit (spec section 4): check the fields and the address, then one call records the
 * prequal and returns its rates. Only the latest search may write its outcome, so a slow answer
 * to an older search never replaces a newer one. Resolves true when rates (possibly none) arrived.
 * The Apollo client loads with the first search, if nothing loaded it before: /rates renders without it.
 */
export async function searchRates(clientSource: ClientSource): Promise<boolean> {
  const { draft, address } = ratesStore.get();
  if (!hasRequiredFields(draft) || draft.creditScore === '') {
    ratesStore.set({ error: RATES_MESSAGES.incomplete, filtersOpen: true });
    return false;
  }
  if (!address || !address.isFullStreetAddress) {
    ratesStore.set({ error: RATES_MESSAGES.invalidAddress });
    return false;
  }
  const values = searchValuesOf(draft, draft.creditScore, address);
  const search = ++latestSearch;
  const isLatest = () => search === latestSearch;
  ratesStore.set({ loading: true, error: null, hasSearched: true });
  try {
    const client = await clientSource.load();
    const answer = await client.mutate({ mutation: SearchRatesDocument, variables: { input: buildSearchInput(values) } });
    if (!isLatest()) return false;
    if (answer.error || !answer.data) throw answer.error ?? new Error('searchRates returned no data');
    const { errors: problems, rates } = answer.data.searchRates;
    const problem = problems[0];
    if (problem || !rates) {
      ratesStore.set({ loading: false, error: problem?.message ?? RATES_MESSAGES.failure, results: null });
      return false;
    }
    const { rateOptions, errors, rateSheetEffectiveAt } = rates;
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
