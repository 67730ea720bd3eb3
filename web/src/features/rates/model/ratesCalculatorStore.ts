import { useSyncExternalStore } from 'react';
import type { OfferComparison_OptionFragment, RateOptionCard_OptionFragment } from '#generated/rates';
import type { AddressChoice } from '#web/components/AddressField/AddressField';
import { addressResetFilters, emptyDraft, type CalculatorDraft } from './calculatorValues';

/** An address the homeowner chose from the suggestions, as the place query described it. */
export type ChosenAddress = AddressChoice;

/** An option as a search returns it: the card's fields and what the offer comparison fills in (details load on opening). */
export type RateOptionResult = RateOptionCard_OptionFragment & OfferComparison_OptionFragment;

/** The calculator state model of spec section 4, shared by /rates, /rates/summary and /refinance/offers. */
export interface RatesCalculatorState {
  filtersOpen: boolean;
  loading: boolean;
  /** The error text shown to the homeowner, or null. */
  error: string | null;
  /** Null until a search succeeds; an empty list means no results. */
  results: RateOptionResult[] | null;
  rateSheetEffectiveAt: string | null;
  /** What the address field shows; it may differ from the chosen address while typing. */
  addressText: string;
  address: ChosenAddress | null;
  /** The last place chosen, kept while the text is edited, so re-choosing it is not a change. */
  lastChosenPlaceId: string | null;
  draft: CalculatorDraft;
  /** True once a search has passed validation, so later filter changes re-query. */
  hasSearched: boolean;
  /** The option the homeowner chose for the summary, kept whole so a later search cannot lose it. */
  selectedOption: RateOptionResult | null;
}

const STORAGE_KEY = 'roofline-rates-calculator';

export function initialRatesState(): RatesCalculatorState {
  return {
    filtersOpen: true,
    loading: false,
    error: null,
    results: null,
    rateSheetEffectiveAt: null,
    addressText: '',
    address: null,
    lastChosenPlaceId: null,
    draft: emptyDraft(),
    hasSearched: false,
    selectedOption: null,
  };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's last calculator state, so a reload or a visit to another page keeps it. */
function restore(): RatesCalculatorState {
  const saved = storage()?.getItem(STORAGE_KEY);
  if (!saved) return initialRatesState();
  try {
    const parsed = JSON.parse(saved) as Partial<RatesCalculatorState>;
    const initial = initialRatesState();
    // A search cut short by a reload is not still running.
    return { ...initial, ...parsed, draft: { ...initial.draft, ...parsed.draft }, loading: false };
  } catch {
    return initialRatesState();
  }
}

let state: RatesCalculatorState = restore();
const listeners = new Set<() => void>();

function persist() {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full or blocked storage only costs the state across reloads.
  }
}

export const ratesStore = {
  get(): RatesCalculatorState {
    return state;
  },
  set(update: Partial<RatesCalculatorState> | ((current: RatesCalculatorState) => Partial<RatesCalculatorState>)) {
    const patch = typeof update === 'function' ? update(state) : update;
    state = { ...state, ...patch };
    persist();
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Back to a fresh calculator (tests and stories start from here). */
  reset(next: Partial<RatesCalculatorState> = {}) {
    state = { ...initialRatesState(), ...next };
    persist();
    for (const listener of listeners) listener();
  },
};

export function useRatesState(): RatesCalculatorState {
  return useSyncExternalStore(ratesStore.subscribe, ratesStore.get, ratesStore.get);
}

export function setFiltersOpen(open: boolean) {
  ratesStore.set({ filtersOpen: open });
}

export function updateDraft(patch: Partial<CalculatorDraft>) {
  ratesStore.set((current) => ({ draft: { ...current.draft, ...patch } }));
}

/**
 * Spec section 4: changing the address resets the filters to their defaults. Choosing the
 * address that is already chosen changes nothing. Returns the filters put back, if any.
 */
export function chooseAddress(address: ChosenAddress): ReturnType<typeof addressResetFilters> | null {
  if (ratesStore.get().lastChosenPlaceId === address.placeId) {
    ratesStore.set({ address, addressText: address.description });
    return null;
  }
  const defaults = addressResetFilters();
  ratesStore.set((previous) => ({ address, lastChosenPlaceId: address.placeId, addressText: address.description, draft: { ...previous.draft, ...defaults } }));
  return defaults;
}

/** Typing in the address field: the chosen address only stands while the text still matches it. */
export function typeAddress(text: string) {
  ratesStore.set((current) => ({ addressText: text, address: current.address && current.address.description === text ? current.address : null }));
}

export function selectOption(option: RateOptionResult) {
  ratesStore.set({ selectedOption: option });
}

/** The same offer in another search: same lender, program, rate and points (uuids change per search). */
export function findSameOffer(results: RateOptionResult[] | null, option: RateOptionResult): RateOptionResult | null {
  if (!results) return null;
  return (
    results.find(
      (candidate) =>
        candidate.rateOptionUuid === option.rateOptionUuid ||
        (candidate.lender.uuid === option.lender.uuid &&
          candidate.lenderLoanProgramCode === option.lenderLoanProgramCode &&
          candidate.interestRate === option.interestRate &&
          candidate.points === option.points &&
          candidate.baseLoanAmount === option.baseLoanAmount),
    ) ?? null
  );
}
