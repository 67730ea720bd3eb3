import { describe, it, expect } from 'vitest';
import { buildQuestionMap, emptyQuestionMap } from './questionMap.js';
import { definition, endScreen, question, section, subsection, user } from './testSupport.js';
import type { TestUser } from './testSupport.js';

const def = definition(
  section('about', [
    subsection('names', [question('intro', { doesNotCount: true }), question('first'), question('last')]),
    subsection('contact', [question('email'), endScreen('aboutDone')]),
  ]),
  section('income', [
    subsection('jobs', [
      question('employer'),
      question('salary', { isIncluded: (a) => a['employed'] === true }),
      question('stateBonus', { isIncluded: (_a, u: TestUser) => u.state === 'NY' }),
    ]),
  ]),
);

describe('buildQuestionMap', () => {
  it('returns exactly the spec shape', () => {
    expect(Object.keys(buildQuestionMap(def, {}, user)).sort()).toEqual(
      ['answeredQuestions', 'endScreenIds', 'percentAnswered', 'questions', 'sectionComplete', 'totalAnsweredQuestions', 'totalQuestions'].sort(),
    );
  });

  it('lists included questions in definition order, end screens and non-counting ones too', () => {
    expect(buildQuestionMap(def, {}, user).questions).toEqual(['intro', 'first', 'last', 'email', 'aboutDone', 'employer']);
  });

  it('includes questions according to the answers and the user (rule 1)', () => {
    expect(buildQuestionMap(def, { employed: true }, user).questions).toContain('salary');
    expect(buildQuestionMap(def, {}, { state: 'NY' }).questions).toContain('stateBonus');
    expect(buildQuestionMap(def, {}, user).questions).not.toContain('stateBonus');
  });

  it('lists included end screens', () => {
    expect(buildQuestionMap(def, {}, user).endScreenIds).toEqual(['aboutDone']);
    const hiddenEnd = definition(section('s', [subsection('x', [question('a'), endScreen('end', { isIncluded: () => false })])]));
    expect(buildQuestionMap(hiddenEnd, {}, user).endScreenIds).toEqual([]);
  });

  it('reports completion per section (rule 3)', () => {
    expect(buildQuestionMap(def, {}, user).sectionComplete).toEqual({ about: false, income: false });
    const answers = { intro: true, first: 'A', last: 'B', email: 'e' };
    expect(buildQuestionMap(def, answers, user).sectionComplete).toEqual({ about: true, income: false });
  });

  it('lists answered included questions, including ones that do not count (rule 2)', () => {
    const map = buildQuestionMap(def, { intro: true, first: 'A', salary: 10 }, user);
    // salary is answered but not included (not employed), so it is not listed.
    expect(map.answeredQuestions).toEqual(['intro', 'first']);
  });

  it('leaves non-counting and excluded questions out of the totals (rule 1)', () => {
    const map = buildQuestionMap(def, { intro: true, first: 'A', salary: 10 }, user);
    // Counted: first, last, email, employer. The intro and the end screen do not count.
    expect(map.totalQuestions).toBe(4);
    expect(map.totalAnsweredQuestions).toBe(1);
  });

  it('floors percentAnswered (rule 4): 1 of 3 is 33, 2 of 3 is 66', () => {
    const three = definition(section('s', [subsection('x', [question('a'), question('b'), question('c'), endScreen('end')])]));
    expect(buildQuestionMap(three, {}, user).percentAnswered).toBe(0);
    expect(buildQuestionMap(three, { a: 1 }, user).percentAnswered).toBe(33);
    expect(buildQuestionMap(three, { a: 1, b: 2 }, user).percentAnswered).toBe(66);
    expect(buildQuestionMap(three, { a: 1, b: 2, c: 3 }, user).percentAnswered).toBe(100);
  });

  it('defines percentAnswered as 0 when nothing counts', () => {
    const nothing = definition(section('s', [subsection('x', [question('intro', { doesNotCount: true })])]));
    const map = buildQuestionMap(nothing, { intro: true }, user);
    expect(map.totalQuestions).toBe(0);
    expect(map.percentAnswered).toBe(0);
  });

  it('handles an empty definition', () => {
    expect(buildQuestionMap(definition(), {}, user)).toEqual(emptyQuestionMap());
  });
});

describe('emptyQuestionMap', () => {
  it('is empty and fresh on every call', () => {
    const a = emptyQuestionMap();
    expect(a).toEqual({
      questions: [],
      endScreenIds: [],
      sectionComplete: {},
      answeredQuestions: [],
      totalAnsweredQuestions: 0,
      totalQuestions: 0,
      percentAnswered: 0,
    });
    expect(emptyQuestionMap().questions).not.toBe(a.questions);
  });
});
