import { describe, it, expect } from 'vitest';
import { initialApplicationState } from './applicationState.js';

describe('initialApplicationState', () => {
  it('holds the spec’s application state with nothing loaded', () => {
    expect(initialApplicationState()).toEqual({
      activeApplication: null,
      activeQuestionId: null,
      questionMap: {
        questions: [],
        endScreenIds: [],
        sectionComplete: {},
        answeredQuestions: [],
        totalAnsweredQuestions: 0,
        totalQuestions: 0,
        percentAnswered: 0,
      },
      applicationServerError: null,
      keyNavigationLock: false,
      programFilters: {},
      programStateAvailabilityFilter: null,
    });
  });

  it('never shares objects between calls', () => {
    const a = initialApplicationState();
    const b = initialApplicationState();
    expect(b.questionMap).not.toBe(a.questionMap);
    expect(b.programFilters).not.toBe(a.programFilters);
  });
});
