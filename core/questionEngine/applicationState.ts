import { emptyQuestionMap } from './questionMap.js';
import type { QuestionMap } from './questionMap.js';

/** The spec's application state, shared by the server and the web app. */
export interface ApplicationState<App = unknown> {
  activeApplication: App | null;
  activeQuestionId: string | null;
  questionMap: QuestionMap;
  applicationServerError: string | null;
  /** While on (e.g. a save is in flight), next/previous do nothing. */
  keyNavigationLock: boolean;
  programFilters: Record<string, string[]>;
  programStateAvailabilityFilter: string | null;
}

/** A fresh state; a function so no two stores ever share the same objects. */
export function initialApplicationState<App = unknown>(): ApplicationState<App> {
  return {
    activeApplication: null,
    activeQuestionId: null,
    questionMap: emptyQuestionMap(),
    applicationServerError: null,
    keyNavigationLock: false,
    programFilters: {},
    programStateAvailabilityFilter: null,
  };
}
