/**
 * The programs part of the application state (spec section 3): the program filters, by filter
 * name (e.g. `type`), and the state availability filter. The programs listing is outside any
 * one application, so the web app holds this part for the whole app; the application reducer
 * handles the same actions with this one reducer.
 */
export interface ProgramFilterState {
  programFilters: Record<string, string[]>;
  programStateAvailabilityFilter: string | null;
}

export type ProgramFilterAction =
  { type: 'setProgramFilters'; filters: Record<string, string[]> } | { type: 'setProgramStateAvailabilityFilter'; state: string | null };

export function initialProgramFilterState(): ProgramFilterState {
  return { programFilters: {}, programStateAvailabilityFilter: null };
}

/** Unchanged values return the same state object, so React can skip re-rendering. */
export function reduceProgramFilters<S extends ProgramFilterState>(state: S, action: ProgramFilterAction): S {
  switch (action.type) {
    case 'setProgramFilters':
      return { ...state, programFilters: action.filters };
    case 'setProgramStateAvailabilityFilter':
      return state.programStateAvailabilityFilter === action.state ? state : { ...state, programStateAvailabilityFilter: action.state };
  }
}
