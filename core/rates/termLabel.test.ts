import { describe, expect, it } from 'vitest';
import { shownTermYears, termLabel } from './termLabel.js';

describe('term labels', () => {
  it('§9.06 shows a term of -1 (adjustable) with the default label of 30 years', () => {
    expect(termLabel(-1)).toBe('30 years');
    expect(shownTermYears(-1)).toBe(30);
  });

  it('§9.06 shows any other term as its years', () => {
    expect(termLabel(15)).toBe('15 years');
    expect(termLabel(1)).toBe('1 year');
    expect(shownTermYears(10)).toBe(10);
  });
});
