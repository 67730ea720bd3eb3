import { describe, expect, it } from 'vitest';
import { EMPTY_PURCHASE_VALUES, findPurchaseQuestion } from '#core/purchaseApplication/index';
import { buildQuestionMap } from '#core/questionEngine/index';
import { endScreenDetour, flowAt } from '#core/questionEngine/testSupport';
import { MOCK_COMPLETE_VALUES } from '#mocks/purchaseApplication';
import { purchaseProduct } from './purchaseProduct';

// The spec's question rules on the purchase definition, as its flow binds it (the party is the engine's user).
const engine = purchaseProduct('').engine;
const withValues = (values: typeof EMPTY_PURCHASE_VALUES) => ({ values });
const config = (party: 'APPLICANT' | 'CO_APPLICANT') => ({
  ...engine,
  user: party,
  getAnswers: (application: { values: typeof EMPTY_PURCHASE_VALUES }) => application.values,
  withAnswers: (application: { values: typeof EMPTY_PURCHASE_VALUES }, changes: Partial<typeof EMPTY_PURCHASE_VALUES>) => ({
    values: { ...application.values, ...changes },
  }),
});
const started = withValues({ ...EMPTY_PURCHASE_VALUES, hasCoApplicant: true });

describe('the purchase question flow', () => {
  it('asks each party only their own questions, and both end at the review', () => {
    const applicant = buildQuestionMap(engine.definition, started.values, 'APPLICANT').questions;
    const coApplicant = buildQuestionMap(engine.definition, started.values, 'CO_APPLICANT').questions;
    expect(applicant.every((id) => id === 'review' || findPurchaseQuestion(id)?.party === 'APPLICANT')).toBe(true);
    expect(coApplicant).toEqual(['coApplicantIncome', 'review']);
  });

  it('does not move on Next or Previous while the navigation lock is on', () => {
    const { reducer, state } = flowAt(config('APPLICANT'), started, 'targetPrice');
    const locked = reducer(state, { type: 'setKeyNavigationLock', locked: true });
    expect(reducer(locked, { type: 'next' }).activeQuestionId).toBe('targetPrice');
    expect(reducer(locked, { type: 'previous' }).activeQuestionId).toBe('targetPrice');
    expect(reducer(reducer(locked, { type: 'setKeyNavigationLock', locked: false }), { type: 'next' }).activeQuestionId).toBe('downPayment');
  });

  it('clears the application error on moving', () => {
    const { reducer, state } = flowAt(config('APPLICANT'), started, 'targetPrice');
    const failed = reducer(state, { type: 'setServerError', error: 'We couldn’t reach Roofline.' });
    expect(reducer(failed, { type: 'previous' }).applicationServerError).toBeNull();
  });

  it('reaches the review, its closing screen, from the last question, and reopens a finished application there', () => {
    expect(endScreenDetour(config('APPLICANT'), started.values)).toBeNull();
    const { reducer, state } = flowAt(config('APPLICANT'), started, 'earnestMoney');
    expect(reducer(state, { type: 'next' }).activeQuestionId).toBe('review');
    const finished = flowAt(config('APPLICANT'), withValues(MOCK_COMPLETE_VALUES), 'review');
    expect(reducer(finished.state, { type: 'setActiveApplication', application: withValues(MOCK_COMPLETE_VALUES) }).activeQuestionId).toBe('review');
  });
});
