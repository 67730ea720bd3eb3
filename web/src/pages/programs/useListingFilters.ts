import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ProgramProduct, ProgramType } from '#generated/web';
import { useProgramFilterState } from '../../lib/programFilterState';
import { STATE_NAMES } from './programLabels';

export const PRODUCT_TYPES: Record<ProgramProduct, ProgramType[]> = {
  FINANCE: ['RATE_AND_TERM_REFINANCE', 'CASH_OUT_REFINANCE', 'VETERAN', 'HOME_EQUITY_PARTNERSHIP', 'ENERGY_EFFICIENCY'],
  PURCHASE: ['LOW_DOWN_PAYMENT', 'FIRST_TIME_BUYER', 'DOWN_PAYMENT_ASSISTANCE', 'VETERAN', 'HOME_EQUITY_PARTNERSHIP'],
};

/** The program filter's name in the application state's program filters and in the address. */
const TYPE_FILTER = 'type';

interface ListingFilters {
  /** A state's postal code, or '' for every state. */
  state: string;
  types: ProgramType[];
}

const knownState = (state: string | null | undefined) => (state && STATE_NAMES[state] ? state : '');

function filtersOf(product: ProgramProduct, typesShown: boolean, state: string | null | undefined, types: readonly string[] | undefined): ListingFilters {
  const offered = PRODUCT_TYPES[product];
  return { state: knownState(state), types: typesShown ? offered.filter((type) => types?.includes(type)) : [] };
}

function searchOf({ state, types }: ListingFilters): string {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  for (const type of types) params.append(TYPE_FILTER, type);
  return params.toString();
}

/**
 * A listing's filters (spec §3.111, §3.112): held in the application state, so they outlast the
 * page, and mirrored in the address, so a filtered list can be shared. An address that arrives
 * with filters (a shared link, the back button) sets the application state; otherwise the
 * address follows the state.
 */
export function useListingFilters(product: ProgramProduct, typesShown: boolean) {
  const { programFilters, programStateAvailabilityFilter, dispatch } = useProgramFilterState();
  const [search, setSearch] = useSearchParams();
  const inAddress = search.toString();
  // The address last written or adopted, so the app's own writes are not read back as a new link.
  const known = useRef<string | null>(null);
  // oxlint-disable-next-line react/refs -- the address is React state (the router's); the ref only tells the app's own writes from new ones
  const fromAddress = inAddress !== known.current && (search.has('state') || search.has(TYPE_FILTER));

  const held = filtersOf(product, typesShown, programStateAvailabilityFilter, programFilters[TYPE_FILTER]);
  const filters = fromAddress ? filtersOf(product, typesShown, search.get('state'), search.getAll(TYPE_FILTER)) : held;
  const wanted = searchOf(filters);

  // Only changes are dispatched: the address follows in a transition, which a needless update would restart.
  const set = (next: Partial<ListingFilters>) => {
    if (next.state !== undefined && next.state !== held.state) dispatch({ type: 'setProgramStateAvailabilityFilter', state: next.state || null });
    if (next.types && next.types.join() !== held.types.join())
      dispatch({ type: 'setProgramFilters', filters: { ...programFilters, [TYPE_FILTER]: next.types } });
  };

  useEffect(() => {
    if (fromAddress) {
      known.current = inAddress;
      // Program types the address cannot carry (their flag is off) stay as they were.
      set(typesShown ? filters : { state: filters.state });
    }
    if (wanted !== inAddress) {
      known.current = wanted;
      setSearch(wanted, { replace: true });
    }
  });

  return { ...filters, set };
}
