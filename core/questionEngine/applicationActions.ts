import type { ProgramFilterAction } from './programFilters.js';
import type { Answers } from './types.js';

/** Everything the application reducer understands. */
export type ApplicationAction<A = Answers, App = unknown> =
  /** Load (or clear, with null) the application; recomputes the map and picks the initial question. */
  | { type: 'setActiveApplication'; application: App | null }
  /** Merge changed answers into the active application; recomputes the map, stays on the question. */
  | { type: 'answer'; changes: Partial<A> }
  /** Swap in a newer copy of the same application (e.g. the server's, after a save); recomputes the map, stays on the question. */
  | { type: 'replaceApplication'; application: App }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; questionId: string }
  | { type: 'setServerError'; error: string | null }
  | { type: 'setKeyNavigationLock'; locked: boolean }
  | ProgramFilterAction
  | { type: 'reset' };
