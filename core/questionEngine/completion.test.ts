import { describe, it, expect } from 'vitest';
import { isQuestionSettled, isSectionComplete, isSubsectionComplete } from './completion.js';
import { endScreen, question, section, subsection, user } from './testSupport.js';

describe('isQuestionSettled', () => {
  it('is settled when answered', () => {
    expect(isQuestionSettled(question('a'), { a: 1 }, user)).toBe(true);
  });

  it('is not settled when unanswered', () => {
    expect(isQuestionSettled(question('a'), {}, user)).toBe(false);
  });

  it('is always settled for an end screen, even when its check fails', () => {
    expect(isQuestionSettled(endScreen('done'), {}, user)).toBe(true);
  });
});

describe('isSectionComplete (rule 3)', () => {
  const income = section('income', [
    subsection('jobs', [question('employer'), question('salary')]),
    subsection('other', [question('bonus'), endScreen('incomeDone')]),
  ]);

  it('is complete when every included question is answered', () => {
    expect(isSectionComplete(income, { employer: 'x', salary: 1, bonus: 0 }, user)).toBe(true);
  });

  it('is not complete while any included question is unanswered', () => {
    expect(isSectionComplete(income, { employer: 'x', salary: 1 }, user)).toBe(false);
  });

  it('does not wait for end screens', () => {
    const s = section('s', [subsection('x', [question('a'), endScreen('end')])]);
    expect(isSectionComplete(s, { a: 1 }, user)).toBe(true);
  });

  it('ignores unanswered questions that are not included', () => {
    const s = section('s', [subsection('x', [question('a'), question('b', { isIncluded: () => false })])]);
    expect(isSectionComplete(s, { a: 1 }, user)).toBe(true);
  });

  it('still requires included questions flagged doesNotCount (they leave totals, not the section)', () => {
    const s = section('s', [subsection('x', [question('intro', { doesNotCount: true }), question('a')])]);
    expect(isSectionComplete(s, { a: 1 }, user)).toBe(false);
    expect(isSectionComplete(s, { a: 1, intro: true }, user)).toBe(true);
  });

  it('treats a section with no included questions as complete', () => {
    const s = section('s', [subsection('x', [question('a', { isIncluded: () => false })]), subsection('y', [])]);
    expect(isSectionComplete(s, {}, user)).toBe(true);
  });

  it('looks at questions in hidden subsections too, as the rule speaks only of included questions', () => {
    const s = section('s', [subsection('x', [question('a')], { isShown: () => false })]);
    expect(isSectionComplete(s, {}, user)).toBe(false);
  });
});

describe('isSubsectionComplete', () => {
  it('applies rule 3 to one subsection', () => {
    const sub = subsection('x', [question('a'), question('b', { isIncluded: () => false }), endScreen('end')]);
    expect(isSubsectionComplete(sub, {}, user)).toBe(false);
    expect(isSubsectionComplete(sub, { a: 1 }, user)).toBe(true);
  });
});
