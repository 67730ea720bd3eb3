import { describe, expect, it } from 'vitest';
import { CREDIT_BAND_OPTIONS, bandMeetsMinimum, bandWithin, creditBandLabel } from './creditBands.js';

describe('credit bands', () => {
  it('lists the 14 bands best first, labelled as the forms show them', () => {
    expect(CREDIT_BAND_OPTIONS).toHaveLength(14);
    expect(CREDIT_BAND_OPTIONS[0]).toEqual({ value: 'SCORE_800_PLUS', label: '800 and higher' });
    expect(CREDIT_BAND_OPTIONS[1]?.label).toBe('780-799');
    expect(CREDIT_BAND_OPTIONS[12]).toEqual({ value: 'SCORE_550_579', label: '550-579' });
    expect(creditBandLabel('SCORE_549_DOWN')).toBe('549 and below');
  });

  it('meets a minimum only when the whole band does', () => {
    expect(bandMeetsMinimum('SCORE_620_639', 620)).toBe(true);
    expect(bandMeetsMinimum('SCORE_600_619', 620)).toBe(false);
    expect(bandWithin('SCORE_740_759', 740, 759)).toBe(true);
    expect(bandWithin('SCORE_740_759', 750, null)).toBe(false);
  });
});
