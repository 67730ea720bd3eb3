import { describe, it, expect } from 'vitest';
import { findInitialQuestionId } from './initialQuestion.js';
import { definition, endScreen, question, section, subsection, user } from './testSupport.js';

describe('findInitialQuestionId (rule 5)', () => {
  it('starts a fresh application at its first question', () => {
    const def = definition(section('s', [subsection('x', [question('a'), question('b')])]));
    expect(findInitialQuestionId(def, {}, user)).toBe('a');
  });

  it('starts at the first unanswered included question of the subsection', () => {
    const def = definition(section('s', [subsection('x', [question('a'), question('skipped', { isIncluded: () => false }), question('b'), question('c')])]));
    expect(findInitialQuestionId(def, { a: 1 }, user)).toBe('b');
    // An unanswered question after an answered one is still found.
    expect(findInitialQuestionId(def, { a: 1, b: 2 }, user)).toBe('c');
  });

  it('skips a complete subsection', () => {
    const def = definition(section('s', [subsection('done', [question('a'), endScreen('x')]), subsection('todo', [question('b')])]));
    expect(findInitialQuestionId(def, { a: 1 }, user)).toBe('b');
  });

  it('skips a locked subsection', () => {
    const def = definition(section('s', [subsection('locked', [question('a')], { isLocked: () => true }), subsection('open', [question('b')])]));
    expect(findInitialQuestionId(def, {}, user)).toBe('b');
  });

  it('skips a hidden subsection', () => {
    const def = definition(section('s', [subsection('hidden', [question('a')], { isShown: () => false }), subsection('shown', [question('b')])]));
    expect(findInitialQuestionId(def, {}, user)).toBe('b');
  });

  it('skips hidden, locked and complete subsections together, across sections', () => {
    const def = definition(
      section('one', [
        subsection('hidden', [question('h')], { isShown: () => false }),
        subsection('locked', [question('l')], { isLocked: (a) => a['submitted'] === true }),
      ]),
      section('two', [subsection('done', [question('d')]), subsection('todo', [question('t1'), question('t2')])]),
    );
    expect(findInitialQuestionId(def, { submitted: true, d: 1, t1: 1 }, user)).toBe('t2');
  });

  it('does not start on an end screen whose check fails', () => {
    const def = definition(section('s', [subsection('x', [endScreen('welcomeEnd'), question('a')])]));
    expect(findInitialQuestionId(def, {}, user)).toBe('a');
  });

  it('when every subsection is complete, goes to the last question of the last completed subsection', () => {
    const def = definition(
      section('one', [subsection('a', [question('a1'), question('a2')])]),
      section('two', [subsection('b', [question('b1'), endScreen('bEnd')]), subsection('empty', [question('n', { isIncluded: () => false })])]),
    );
    expect(findInitialQuestionId(def, { a1: 1, a2: 1, b1: 1 }, user)).toBe('bEnd');
  });

  it('when every subsection is complete, ignores a trailing hidden subsection', () => {
    const def = definition(section('s', [subsection('a', [question('a1'), question('a2')]), subsection('h', [question('h1')], { isShown: () => false })]));
    expect(findInitialQuestionId(def, { a1: 1, a2: 1, h1: 1 }, user)).toBe('a2');
  });

  it('falls back to the last completed subsection when the only unfinished one is locked', () => {
    const def = definition(section('s', [subsection('a', [question('a1')]), subsection('l', [question('l1')], { isLocked: () => true })]));
    expect(findInitialQuestionId(def, { a1: 1 }, user)).toBe('a1');
  });

  it('is null when there is no question to show', () => {
    expect(findInitialQuestionId(definition(), {}, user)).toBeNull();
    const none = definition(section('s', [subsection('x', [question('a', { isIncluded: () => false })])]));
    expect(findInitialQuestionId(none, {}, user)).toBeNull();
  });
});
