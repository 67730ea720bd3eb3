import { describe, expect, it } from 'vitest';
import { indexedValue } from './valuation.js';

describe('indexed home value', () => {
  it('moves the closing value by the index, half up to the cent', () => {
    expect(indexedValue(800_000_00, 100, 101.2)).toBe(809_600_00);
    expect(indexedValue(333_333_33, 3, 4)).toBe(444_444_44);
    expect(indexedValue(800_000_00, 250.1234, 250.1234)).toBe(800_000_00);
  });
});
