import { describe, it, expect } from 'vitest';
import { buildSectionProgress } from './sectionProgress.js';
import { definition, endScreen, question, section, subsection, user } from './testSupport.js';

const def = definition(
  section('about', [
    subsection('names', [question('intro', { doesNotCount: true }), question('first'), question('last')]),
    subsection('contact', [question('email'), endScreen('aboutDone')]),
  ]),
  section('income', [subsection('jobs', [question('employer'), question('salary', { isIncluded: (a) => a['employer'] !== undefined })])]),
  section('empty', [subsection('nothing', [question('hidden', { isIncluded: () => false })])]),
);

describe('buildSectionProgress (rule 4)', () => {
  it('has an entry for every section', () => {
    expect(Object.keys(buildSectionProgress(def, {}, user))).toEqual(['about', 'income', 'empty']);
  });

  it('is the floored share of counted questions whose check passes', () => {
    expect(buildSectionProgress(def, { first: 'A' }, user)['about']).toBe(33);
    expect(buildSectionProgress(def, { first: 'A', last: 'B' }, user)['about']).toBe(66);
    expect(buildSectionProgress(def, { first: 'A', last: 'B', email: 'e' }, user)['about']).toBe(100);
  });

  it('leaves out questions flagged doesNotCount (the intro and the end screen)', () => {
    expect(buildSectionProgress(def, { intro: true }, user)['about']).toBe(0);
  });

  it('leaves out questions that are not included', () => {
    expect(buildSectionProgress(def, {}, user)['income']).toBe(0);
    // Answering employer brings salary in: 1 answered of 2 counted.
    expect(buildSectionProgress(def, { employer: 'x' }, user)['income']).toBe(50);
    expect(buildSectionProgress(def, { employer: 'x', salary: 1 }, user)['income']).toBe(100);
  });

  it('is 0 for a section with no counted questions', () => {
    expect(buildSectionProgress(def, {}, user)['empty']).toBe(0);
  });
});
