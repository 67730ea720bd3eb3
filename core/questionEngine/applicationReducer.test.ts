import { describe, it, expect } from 'vitest';
import type { ApplicationAction } from './applicationActions.js';
import { createApplicationReducer } from './applicationReducer.js';
import { initialApplicationState } from './applicationState.js';
import type { ApplicationState } from './applicationState.js';
import { buildQuestionMap } from './questionMap.js';
import type { Answers } from './types.js';
import { definition, endScreen, question, section, subsection, user } from './testSupport.js';

type App = { id: string; answers: Answers };

const def = definition(
  section('about', [subsection('names', [question('first'), question('last'), endScreen('aboutDone')])]),
  section('income', [subsection('jobs', [question('employer', { isIncluded: (_a, u) => u.state === 'CA' }), question('salary')])]),
);

const reducer = createApplicationReducer<Answers, typeof user, App>({
  definition: def,
  user,
  getAnswers: (app) => app.answers,
  withAnswers: (app, changes) => ({ ...app, answers: { ...app.answers, ...changes } }),
});

type Action = ApplicationAction<Answers, App>;
const run = (state: ApplicationState<App>, ...actions: Action[]) => actions.reduce(reducer, state);
const loaded = (answers: Answers = {}, overrides: Partial<ApplicationState<App>> = {}): ApplicationState<App> => ({
  ...run(initialApplicationState<App>(), { type: 'setActiveApplication', application: { id: 'app-1', answers } }),
  ...overrides,
});

/** Deep-freezes state so any mutation by the reducer throws. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

describe('setActiveApplication', () => {
  it('stores the application, computes its question map and picks the initial question', () => {
    const app = { id: 'app-1', answers: { first: 'A' } };
    const state = reducer(initialApplicationState<App>(), { type: 'setActiveApplication', application: app });
    expect(state.activeApplication).toBe(app);
    expect(state.questionMap).toEqual(buildQuestionMap(def, app.answers, user));
    expect(state.activeQuestionId).toBe('last');
  });

  it('uses the configured user', () => {
    expect(loaded().questionMap.questions).toContain('employer');
    const nyReducer = createApplicationReducer<Answers, typeof user, App>({
      definition: def,
      user: { state: 'NY' },
      getAnswers: (app) => app.answers,
      withAnswers: (app) => app,
    });
    const ny = nyReducer(initialApplicationState<App>(), { type: 'setActiveApplication', application: { id: 'x', answers: {} } });
    expect(ny.questionMap.questions).not.toContain('employer');
  });

  it('clears the application, its map and question when given null', () => {
    const state = reducer(loaded({ first: 'A' }), { type: 'setActiveApplication', application: null });
    expect(state.activeApplication).toBeNull();
    expect(state.activeQuestionId).toBeNull();
    expect(state.questionMap).toEqual(initialApplicationState().questionMap);
  });
});

describe('answer', () => {
  it('updates the answers and recomputes the map, staying on the question', () => {
    const state = reducer(frozen(loaded()), { type: 'answer', changes: { first: 'A' } });
    expect(state.activeApplication?.answers).toEqual({ first: 'A' });
    expect(state.questionMap.answeredQuestions).toEqual(['first']);
    expect(state.questionMap.percentAnswered).toBe(25);
    expect(state.activeQuestionId).toBe('first');
  });

  it('merges with earlier answers', () => {
    const state = run(loaded(), { type: 'answer', changes: { first: 'A' } }, { type: 'answer', changes: { last: 'B' } });
    expect(state.activeApplication?.answers).toEqual({ first: 'A', last: 'B' });
    expect(state.questionMap.sectionComplete['about']).toBe(true);
  });

  it('does nothing without an active application', () => {
    const state = initialApplicationState<App>();
    expect(reducer(state, { type: 'answer', changes: { first: 'A' } })).toBe(state);
  });
});

describe('replaceApplication', () => {
  it('swaps in the newer copy and recomputes the map, staying on the question', () => {
    const newer = { id: 'app-1', answers: { first: 'A', last: 'B' } };
    const state = reducer(frozen(loaded({}, { activeQuestionId: 'last' })), { type: 'replaceApplication', application: newer });
    expect(state.activeApplication).toBe(newer);
    expect(state.questionMap).toEqual(buildQuestionMap(def, newer.answers, user));
    expect(state.activeQuestionId).toBe('last');
  });
});

describe('next', () => {
  it('moves to the following question', () => {
    expect(reducer(loaded(), { type: 'next' }).activeQuestionId).toBe('last');
  });

  it('onto an end screen with the section incomplete, goes back to the first question of the section', () => {
    const state = reducer(loaded({ last: 'B' }, { activeQuestionId: 'last' }), { type: 'next' });
    expect(state.activeQuestionId).toBe('first');
  });

  it('onto an end screen with the section complete, proceeds to it', () => {
    const state = reducer(loaded({ first: 'A', last: 'B' }, { activeQuestionId: 'last' }), { type: 'next' });
    expect(state.activeQuestionId).toBe('aboutDone');
  });

  it('clears the application error', () => {
    const state = reducer(loaded({}, { applicationServerError: 'Save failed' }), { type: 'next' });
    expect(state.applicationServerError).toBeNull();
  });

  it('is blocked by the key navigation lock, error and all', () => {
    const before = frozen(loaded({}, { keyNavigationLock: true, applicationServerError: 'Save failed' }));
    expect(reducer(before, { type: 'next' })).toBe(before);
  });

  it('stays at the last question', () => {
    const state = reducer(loaded({}, { activeQuestionId: 'salary' }), { type: 'next' });
    expect(state.activeQuestionId).toBe('salary');
  });
});

describe('previous', () => {
  it('moves to the preceding question and clears the error', () => {
    const state = reducer(loaded({}, { activeQuestionId: 'last', applicationServerError: 'Save failed' }), { type: 'previous' });
    expect(state.activeQuestionId).toBe('first');
    expect(state.applicationServerError).toBeNull();
  });

  it('stays at the first question', () => {
    const before = frozen(loaded());
    expect(before.activeQuestionId).toBe('first');
    expect(reducer(before, { type: 'previous' })).toBe(before);
  });

  it('at the first question still clears the error (the user has acted on it)', () => {
    const state = reducer(loaded({}, { applicationServerError: 'Save failed' }), { type: 'previous' });
    expect(state.activeQuestionId).toBe('first');
    expect(state.applicationServerError).toBeNull();
  });

  it('is blocked by the key navigation lock', () => {
    const before = frozen(loaded({}, { activeQuestionId: 'last', keyNavigationLock: true }));
    expect(reducer(before, { type: 'previous' })).toBe(before);
  });
});

describe('goTo', () => {
  it('moves to the given question and clears the error', () => {
    const state = reducer(loaded({}, { applicationServerError: 'Save failed' }), { type: 'goTo', questionId: 'salary' });
    expect(state.activeQuestionId).toBe('salary');
    expect(state.applicationServerError).toBeNull();
  });

  it('is not blocked by the key navigation lock, which guards keys only', () => {
    const state = reducer(loaded({}, { keyNavigationLock: true }), { type: 'goTo', questionId: 'salary' });
    expect(state.activeQuestionId).toBe('salary');
  });

  it('ignores questions this application does not include', () => {
    const before = frozen(loaded({}, { applicationServerError: 'Save failed' }));
    expect(reducer(before, { type: 'goTo', questionId: 'nope' })).toBe(before);
  });
});

describe('setters', () => {
  it('setServerError sets and clears the error', () => {
    const withError = reducer(loaded(), { type: 'setServerError', error: 'Save failed' });
    expect(withError.applicationServerError).toBe('Save failed');
    expect(reducer(withError, { type: 'setServerError', error: null }).applicationServerError).toBeNull();
  });

  it('setKeyNavigationLock turns the lock on and off', () => {
    const locked = reducer(loaded(), { type: 'setKeyNavigationLock', locked: true });
    expect(locked.keyNavigationLock).toBe(true);
    const unlocked = reducer(locked, { type: 'setKeyNavigationLock', locked: false });
    expect(unlocked.keyNavigationLock).toBe(false);
    expect(reducer(unlocked, { type: 'next' }).activeQuestionId).toBe('last');
  });

  it('setProgramFilters replaces the filters', () => {
    const filters = { term: ['30', '15'], type: ['fixed'] };
    expect(reducer(loaded(), { type: 'setProgramFilters', filters }).programFilters).toEqual(filters);
  });

  it('setProgramStateAvailabilityFilter sets and clears the state filter', () => {
    const ca = reducer(loaded(), { type: 'setProgramStateAvailabilityFilter', state: 'CA' });
    expect(ca.programStateAvailabilityFilter).toBe('CA');
    expect(reducer(ca, { type: 'setProgramStateAvailabilityFilter', state: null }).programStateAvailabilityFilter).toBeNull();
  });

  it('leave everything else as it was', () => {
    const before = loaded({ first: 'A' });
    const after = reducer(before, { type: 'setProgramStateAvailabilityFilter', state: 'CA' });
    expect({ ...after, programStateAvailabilityFilter: null }).toEqual(before);
  });
});

describe('reset', () => {
  it('returns to the initial state', () => {
    const busy = run(
      loaded(),
      { type: 'answer', changes: { first: 'A' } },
      { type: 'next' },
      { type: 'setServerError', error: 'x' },
      { type: 'setKeyNavigationLock', locked: true },
      { type: 'setProgramFilters', filters: { term: ['30'] } },
      { type: 'setProgramStateAvailabilityFilter', state: 'CA' },
    );
    expect(reducer(busy, { type: 'reset' })).toEqual(initialApplicationState());
  });
});

describe('purity', () => {
  it('never mutates the state it is given', () => {
    const actions: Action[] = [
      { type: 'setActiveApplication', application: { id: 'b', answers: {} } },
      { type: 'answer', changes: { first: 'A' } },
      { type: 'next' },
      { type: 'previous' },
      { type: 'goTo', questionId: 'salary' },
      { type: 'setServerError', error: 'x' },
      { type: 'setKeyNavigationLock', locked: true },
      { type: 'setProgramFilters', filters: {} },
      { type: 'setProgramStateAvailabilityFilter', state: 'CA' },
      { type: 'reset' },
    ];
    for (const action of actions) {
      expect(() => reducer(frozen(loaded({ last: 'B' }, { activeQuestionId: 'last' })), action)).not.toThrow();
    }
  });
});
