import { emptyQuestionMap } from './questionMap.js';
import type { QuestionMap } from './questionMap.js';
import { initialProgramFilterState, type ProgramFilterState } from './programFilters.js';

/** The spec's application state, shared by the server and the web app (the program filters: programFilters.ts). */
export interface ApplicationState<App = unknown> extends ProgramFilterState {
  activeApplication: App | null;
  activeQuestionId: string | null;
  questionMap: QuestionMap;
  applicationServerError: string | null;
  /** While on (e.g. a save is in flight), next/previous do nothing. */
  keyNavigationLock: boolean;
}

/** A fresh state; a function so no two stores ever share the same objects. */
export function initialApplicationState<App = unknown>(): ApplicationState<App> {
  return {
    activeApplication: null,
    activeQuestionId: null,
    questionMap: emptyQuestionMap(),
    applicationServerError: null,
    keyNavigationLock: false,
    ...initialProgramFilterState(),
  };
}
