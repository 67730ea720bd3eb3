import { describe, it, expect } from 'vitest';
import { countsTowardTotals, isQuestionAnswered, isQuestionIncluded } from './questionStatus.js';
import { question, user } from './testSupport.js';

describe('isQuestionIncluded (rule 1)', () => {
  it('includes a question with no isIncluded check', () => {
    expect(isQuestionIncluded(question('a'), {}, user)).toBe(true);
  });

  it('excludes a question whose check says no', () => {
    expect(isQuestionIncluded(question('a', { isIncluded: () => false }), {}, user)).toBe(false);
  });

  it('passes the answers and the user to the check', () => {
    const q = question('coBorrower', { isIncluded: (answers, u) => answers['hasCoBorrower'] === true && u.state === 'CA' });
    expect(isQuestionIncluded(q, { hasCoBorrower: true }, user)).toBe(true);
    expect(isQuestionIncluded(q, { hasCoBorrower: false }, user)).toBe(false);
    expect(isQuestionIncluded(q, { hasCoBorrower: true }, { state: 'NY' })).toBe(false);
  });
});

describe('countsTowardTotals (rule 1)', () => {
  it('counts an included question', () => {
    expect(countsTowardTotals(question('a'), {}, user)).toBe(true);
  });

  it('does not count an excluded question', () => {
    expect(countsTowardTotals(question('a', { isIncluded: () => false }), {}, user)).toBe(false);
  });

  it('does not count a question flagged doesNotCount', () => {
    expect(countsTowardTotals(question('a', { doesNotCount: true }), {}, user)).toBe(false);
  });

  it('counts a question explicitly flagged doesNotCount: false', () => {
    expect(countsTowardTotals(question('a', { doesNotCount: false }), {}, user)).toBe(true);
  });
});

describe('isQuestionAnswered (rule 2)', () => {
  it('is answered exactly when the completion check passes', () => {
    expect(isQuestionAnswered(question('a'), { a: 'yes' }, user)).toBe(true);
    expect(isQuestionAnswered(question('a'), {}, user)).toBe(false);
  });

  it('passes the answers and the user to the completion check', () => {
    const q = question('a', { isComplete: (answers, u) => answers['a'] === u.state });
    expect(isQuestionAnswered(q, { a: 'CA' }, user)).toBe(true);
    expect(isQuestionAnswered(q, { a: 'NY' }, user)).toBe(false);
  });
});
