import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { initialProgramFilterState, reduceProgramFilters, type ProgramFilterAction, type ProgramFilterState } from '#core/questionEngine/programFilters';

type ProgramFilterStore = ProgramFilterState & { dispatch: Dispatch<ProgramFilterAction> };

const ProgramFilterContext = createContext<ProgramFilterStore | null>(null);

/**
 * The application state's program filters and state availability filter (spec section 3), held
 * once for the whole app by its shell: a filter chosen on a listing is still chosen when the
 * visitor comes back to it from another page.
 */
export function ProgramFilterStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduceProgramFilters<ProgramFilterState>, undefined, initialProgramFilterState);
  const store = useMemo(() => ({ ...state, dispatch }), [state]);
  return <ProgramFilterContext.Provider value={store}>{children}</ProgramFilterContext.Provider>;
}

export function useProgramFilterState(): ProgramFilterStore {
  const store = useContext(ProgramFilterContext);
  if (!store) throw new Error('useProgramFilterState needs the app shell’s ProgramFilterStateProvider');
  return store;
}
