import { describe, expect, it } from 'vitest';
import { buildQuestionMap } from '#core/questionEngine/index';
import { endScreenDetour, flowAt } from '#core/questionEngine/testSupport';
import { answersBinding, browserContext, type AnswersHolder } from '#web/lib/applicationStore';
import { REVIEW_QUESTION_ID } from '#core/restructureApplication/questions';
import { restructureProduct } from './restructureProduct';

// The spec's question rules on the partnership definition, as its flow binds it, for an application just started.
const user = browserContext(new Date('2026-06-01T12:00:00Z'));
const config = { ...answersBinding<AnswersHolder>(restructureProduct(() => {}).engine.definition), user };
const started: AnswersHolder = { answers: {} };
const questions = buildQuestionMap(config.definition, started.answers, user).questions;
const second = questions[1]!;

describe('the partnership question flow', () => {
  it('does not move on Next or Previous while the navigation lock is on', () => {
    const { reducer, state } = flowAt(config, started, second);
    const locked = reducer(state, { type: 'setKeyNavigationLock', locked: true });
    expect(reducer(locked, { type: 'next' }).activeQuestionId).toBe(second);
    expect(reducer(locked, { type: 'previous' }).activeQuestionId).toBe(second);
    expect(reducer(reducer(locked, { type: 'setKeyNavigationLock', locked: false }), { type: 'previous' }).activeQuestionId).toBe(questions[0]);
  });

  it('clears the application error on moving', () => {
    const { reducer, state } = flowAt(config, started, second);
    const failed = reducer(state, { type: 'setServerError', error: 'We couldn’t reach Roofline.' });
    expect(failed.applicationServerError).toBe('We couldn’t reach Roofline.');
    expect(reducer(failed, { type: 'next' }).applicationServerError).toBeNull();
  });

  it('reaches the review, its closing screen, from the last question: the review is a section of its own, so nothing holds it', () => {
    expect(endScreenDetour(config, started.answers)).toBeNull();
    const beforeReview = questions.at(-2)!;
    const { reducer, state } = flowAt(config, started, beforeReview);
    expect(reducer(state, { type: 'next' }).activeQuestionId).toBe(REVIEW_QUESTION_ID);
  });
});
