import { describe, expect, it } from 'vitest';
import { shareAxisDomain, shareAxisTicks } from './shareAxisDomain';

describe('shareAxisDomain', () => {
  it('spans a share moving by tenths of a point with a point either side, so the steps show', () => {
    expect(shareAxisDomain([12.5, 12.4, 12.3, 12.2])).toEqual([11, 14]);
  });

  it('widens its margin with the range and stays within 0–100%', () => {
    expect(shareAxisDomain([2, 30])).toEqual([0, 37]);
    expect(shareAxisDomain([60, 99.5])).toEqual([50, 100]);
  });

  it('keeps the whole scale when there is nothing to draw', () => {
    expect(shareAxisDomain([])).toEqual([0, 100]);
  });
});

describe('shareAxisTicks', () => {
  it('puts ticks on whole percents', () => {
    expect(shareAxisTicks([11, 14])).toEqual([11, 12, 13, 14]);
  });

  it('takes a round step for a wide range, at most five ticks', () => {
    expect(shareAxisTicks([0, 37])).toEqual([0, 10, 20, 30]);
    expect(shareAxisTicks([50, 100])).toEqual([50, 75, 100]);
    expect(shareAxisTicks([0, 100])).toEqual([0, 25, 50, 75, 100]);
  });
});
