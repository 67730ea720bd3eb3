import type { ApplicationAction } from './applicationActions.js';
import { initialApplicationState } from './applicationState.js';
import type { ApplicationState } from './applicationState.js';
import { findInitialQuestionId } from './initialQuestion.js';
import { reduceProgramFilters } from './programFilters.js';
import { nextQuestionId, previousQuestionId } from './navigation.js';
import { buildQuestionMap, emptyQuestionMap } from './questionMap.js';
import type { Answers, ApplicationDefinition } from './types.js';

/**
 * What the reducer needs besides state and action. The application's own shape is the
 * caller's business, so reading and writing its answers is delegated here.
 */
export interface ApplicationReducerConfig<A = Answers, U = unknown, App = unknown> {
  definition: ApplicationDefinition<A, U>;
  user: U;
  getAnswers: (application: App) => A;
  /** Returns a new application with the changes applied; must not mutate the old one. */
  withAnswers: (application: App, changes: Partial<A>) => App;
}

export type ApplicationReducer<A = Answers, App = unknown> = (state: ApplicationState<App>, action: ApplicationAction<A, App>) => ApplicationState<App>;

/**
 * A pure `(state, action) => state` reducer bound to one definition and user, usable from
 * React's useReducer and on the server alike. Unchanged state is returned as the same object
 * so React can skip re-rendering.
 */
export function createApplicationReducer<A = Answers, U = unknown, App = unknown>(config: ApplicationReducerConfig<A, U, App>): ApplicationReducer<A, App> {
  const { definition, user } = config;

  // Moving (or trying to) means the user has moved past the error, so it is cleared.
  const moveTo = (state: ApplicationState<App>, questionId: string | null): ApplicationState<App> =>
    questionId === state.activeQuestionId && state.applicationServerError === null
      ? state
      : { ...state, activeQuestionId: questionId, applicationServerError: null };

  return (state, action) => {
    switch (action.type) {
      case 'setActiveApplication': {
        const { application } = action;
        if (application === null) {
          return { ...state, activeApplication: null, activeQuestionId: null, questionMap: emptyQuestionMap() };
        }
        const answers = config.getAnswers(application);
        return {
          ...state,
          activeApplication: application,
          questionMap: buildQuestionMap(definition, answers, user),
          activeQuestionId: findInitialQuestionId(definition, answers, user),
        };
      }
      case 'answer': {
        if (state.activeApplication === null) return state;
        const application = config.withAnswers(state.activeApplication, action.changes);
        const answers = config.getAnswers(application);
        return { ...state, activeApplication: application, questionMap: buildQuestionMap(definition, answers, user) };
      }
      case 'replaceApplication': {
        const answers = config.getAnswers(action.application);
        return { ...state, activeApplication: action.application, questionMap: buildQuestionMap(definition, answers, user) };
      }
      case 'next':
        if (state.keyNavigationLock) return state;
        return moveTo(state, nextQuestionId(definition, state.questionMap, state.activeQuestionId));
      case 'previous':
        if (state.keyNavigationLock) return state;
        return moveTo(state, previousQuestionId(definition, state.questionMap, state.activeQuestionId));
      case 'goTo':
        // Only to questions this application includes; the lock is for keys, not explicit jumps.
        if (!state.questionMap.questions.includes(action.questionId)) return state;
        return moveTo(state, action.questionId);
      case 'setServerError':
        return { ...state, applicationServerError: action.error };
      case 'setKeyNavigationLock':
        return { ...state, keyNavigationLock: action.locked };
      case 'setProgramFilters':
      case 'setProgramStateAvailabilityFilter':
        return reduceProgramFilters(state, action);
      case 'reset':
        return initialApplicationState<App>();
    }
  };
}
