import { describe, it, expect } from 'vitest';
import { percentOf } from './percent.js';

describe('percentOf (rule 4)', () => {
  it('floors rather than rounds: 1 of 3 is 33, 2 of 3 is 66', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(66);
  });

  it('is 0 and 100 at the ends', () => {
    expect(percentOf(0, 7)).toBe(0);
    expect(percentOf(7, 7)).toBe(100);
  });

  it('is 0 when there is nothing to count', () => {
    expect(percentOf(0, 0)).toBe(0);
  });

  it('is not thrown off by floating point (29 of 100 is 29, though 0.29 * 100 is 28.999…)', () => {
    expect(Math.floor((29 / 100) * 100)).toBe(28);
    expect(percentOf(29, 100)).toBe(29);
    expect(percentOf(57, 100)).toBe(57);
  });

  it('is the whole-number part of the exact percentage for every count up to 500', () => {
    const wrong: string[] = [];
    for (let total = 1; total <= 500; total++) {
      for (let answered = 0; answered <= total; answered++) {
        const p = percentOf(answered, total);
        // p is the integer with p ≤ answered*100/total < p + 1, checked in exact integers.
        if (!(Number.isInteger(p) && p * total <= answered * 100 && answered * 100 < (p + 1) * total)) wrong.push(`${answered}/${total}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
