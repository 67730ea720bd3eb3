import { describe, it, expect } from 'vitest';
import { nextQuestionId, previousQuestionId } from './navigation.js';
import { buildQuestionMap } from './questionMap.js';
import type { Answers } from './types.js';
import { definition, endScreen, question, section, subsection, user } from './testSupport.js';

const def = definition(
  section('about', [
    subsection('names', [question('skippedFirst', { isIncluded: (a) => a['long'] === true }), question('first'), question('last')]),
    subsection('contact', [question('email', { isIncluded: (a) => a['noEmail'] !== true }), question('phone'), endScreen('aboutDone')]),
  ]),
  section('income', [subsection('jobs', [question('employer'), endScreen('incomeDone')])]),
);

const next = (answers: Answers, from: string | null) => nextQuestionId(def, buildQuestionMap(def, answers, user), from);
const previous = (answers: Answers, from: string | null) => previousQuestionId(def, buildQuestionMap(def, answers, user), from);

describe('nextQuestionId (rule 6)', () => {
  it('goes to the following question', () => {
    expect(next({}, 'first')).toBe('last');
  });

  it('crosses subsection and section boundaries', () => {
    expect(next({}, 'last')).toBe('email');
  });

  it('skips questions that are not included', () => {
    expect(next({ noEmail: true }, 'last')).toBe('phone');
  });

  it('onto an end screen while the section is incomplete, goes back to the first question of the section', () => {
    expect(next({ first: 'A' }, 'phone')).toBe('first');
  });

  it('goes back to the first included question of the section, wherever the user came from', () => {
    expect(next({ long: true, phone: 1 }, 'phone')).toBe('skippedFirst');
  });

  it('onto an end screen once the section is complete, proceeds to it', () => {
    expect(next({ first: 'A', last: 'B', email: 'e', phone: 1 }, 'phone')).toBe('aboutDone');
  });

  it('only looks at the end screen’s own section', () => {
    // "about" is incomplete, but "income" is complete, so its end screen is reached.
    expect(next({ employer: 'x' }, 'employer')).toBe('incomeDone');
    expect(next({}, 'employer')).toBe('employer');
  });

  it('from an end screen, goes on to the next section', () => {
    expect(next({}, 'aboutDone')).toBe('employer');
  });

  it('stays at the last question', () => {
    expect(next({ employer: 'x' }, 'incomeDone')).toBe('incomeDone');
  });

  it('still steps forward from a question an answer has just excluded', () => {
    expect(next({ noEmail: true }, 'email')).toBe('phone');
  });

  it('stays put with no current question or an unknown one', () => {
    expect(next({}, null)).toBeNull();
    expect(next({}, 'nope')).toBe('nope');
  });
});

describe('previousQuestionId (rule 7)', () => {
  it('goes to the preceding question', () => {
    expect(previous({}, 'last')).toBe('first');
    expect(previous({}, 'employer')).toBe('aboutDone');
  });

  it('skips questions that are not included', () => {
    expect(previous({ noEmail: true }, 'phone')).toBe('last');
  });

  it('stays at the first question', () => {
    expect(previous({}, 'first')).toBe('first');
    expect(previous({ long: true }, 'skippedFirst')).toBe('skippedFirst');
  });

  it('still steps back from a question an answer has just excluded', () => {
    expect(previous({ noEmail: true }, 'email')).toBe('last');
  });

  it('stays put with no current question or an unknown one', () => {
    expect(previous({}, null)).toBeNull();
    expect(previous({}, 'nope')).toBe('nope');
  });
});
