import { describe, it, expect } from 'vitest';
import { indexQuestions } from './questionIndex.js';
import { definition, question, section, subsection } from './testSupport.js';

describe('indexQuestions', () => {
  const def = definition(
    section('one', [subsection('a', [question('a1'), question('a2', { isIncluded: () => false })])]),
    section('two', [subsection('b', [question('b1')])]),
  );

  it('locates every question, included or not, in definition order', () => {
    const index = indexQuestions(def);
    expect(index.get('a1')).toEqual({ sectionId: 'one', subsectionId: 'a', order: 0 });
    expect(index.get('a2')).toEqual({ sectionId: 'one', subsectionId: 'a', order: 1 });
    expect(index.get('b1')).toEqual({ sectionId: 'two', subsectionId: 'b', order: 2 });
    expect(index.get('missing')).toBeUndefined();
  });

  it('indexes a definition once', () => {
    expect(indexQuestions(def)).toBe(indexQuestions(def));
  });
});
