import { describe, expect, it } from 'vitest';
import { roundCents, toCents } from './rounding.js';

describe('roundCents', () => {
  it('rounds half a cent up, despite binary noise', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(1199.1010503)).toBe(1199.1);
    expect(roundCents(2.675)).toBe(2.68);
  });

  it('rounds negative amounts away from zero and never yields -0', () => {
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });

  it('converts to whole cents', () => {
    expect(toCents(761.78)).toBe(76178);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
