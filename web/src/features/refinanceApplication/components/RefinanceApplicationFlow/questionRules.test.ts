import { describe, expect, it } from 'vitest';
import { REVIEW_QUESTION_ID } from '#core/refinanceApplication/index';
import { endScreenDetour, flowAt } from '#core/questionEngine/testSupport';
import { COMPLETE_ANSWERS, mockRecord, toMockApplication } from '#mocks/refinanceApplicationFixtures';
import { browserContext, toClientApplication } from '#web/lib/applicationStore';
import { refinanceProduct } from './refinanceProduct';

// The spec's question rules on the refinance definition, as its flow binds it.
const user = browserContext(new Date('2026-06-01T12:00:00Z'));
const config = { ...refinanceProduct.engine, user };
const inProgress = toClientApplication(toMockApplication(mockRecord()));
const complete = toClientApplication(toMockApplication(mockRecord({ answers: COMPLETE_ANSWERS })));

describe('the refinance question flow', () => {
  it('does not move on Next or Previous while the navigation lock is on', () => {
    const detour = endScreenDetour(config, inProgress.answers)!;
    const { reducer, state } = flowAt(config, inProgress, detour.from);
    const locked = reducer(state, { type: 'setKeyNavigationLock', locked: true });
    expect(reducer(locked, { type: 'next' }).activeQuestionId).toBe(detour.from);
    expect(reducer(locked, { type: 'previous' }).activeQuestionId).toBe(detour.from);
    expect(reducer(reducer(locked, { type: 'setKeyNavigationLock', locked: false }), { type: 'previous' }).activeQuestionId).not.toBe(detour.from);
  });

  it('clears the application error on moving', () => {
    const detour = endScreenDetour(config, inProgress.answers)!;
    const { reducer, state } = flowAt(config, inProgress, detour.from);
    const failed = reducer(state, { type: 'setServerError', error: 'We couldn’t reach Roofline.' });
    expect(failed.applicationServerError).toBe('We couldn’t reach Roofline.');
    expect(reducer(failed, { type: 'previous' }).applicationServerError).toBeNull();
  });

  it('sends Next from before an end screen back to the start of a section not yet complete, and to the review once all is done', () => {
    const detour = endScreenDetour(config, inProgress.answers)!;
    expect(detour.sectionStart).not.toBe(detour.from);
    const { reducer, state } = flowAt(config, inProgress, detour.from);
    expect(reducer(state, { type: 'next' }).activeQuestionId).toBe(detour.sectionStart);

    expect(endScreenDetour(config, complete.answers)).toBeNull();
    const last = flowAt(config, complete, REVIEW_QUESTION_ID);
    const before = last.reducer(last.state, { type: 'previous' });
    expect(last.reducer(before, { type: 'next' }).activeQuestionId).toBe(REVIEW_QUESTION_ID);
  });
});
