import { describe, expect, it } from 'vitest';
import { CREDIT_SCORE_RANGES } from './vocabulary.js';
import { creditBandFromCode } from './olderCreditBands.js';

describe('older finer credit bands (spec section 3)', () => {
  it('keeps each of the 14 bands as it is', () => {
    for (const band of CREDIT_SCORE_RANGES) expect(creditBandFromCode(band)).toBe(band);
  });

  it.each([
    ['SCORE_820_PLUS', 'SCORE_800_PLUS'],
    ['SCORE_800_819', 'SCORE_800_PLUS'],
    ['SCORE_790_799', 'SCORE_780_799'],
    ['SCORE_780_789', 'SCORE_780_799'],
    ['SCORE_700_709', 'SCORE_700_719'],
    ['SCORE_680_689', 'SCORE_680_699'],
    ['SCORE_570_579', 'SCORE_550_579'],
    ['SCORE_550_559', 'SCORE_550_579'],
    ['SCORE_540_549', 'SCORE_549_DOWN'],
    ['SCORE_500_539', 'SCORE_549_DOWN'],
    ['SCORE_499_DOWN', 'SCORE_549_DOWN'],
  ])('maps %s to %s, the band that holds it', (older, band) => {
    expect(creditBandFromCode(older)).toBe(band);
  });

  it.each(['SCORE_690_709', 'SCORE_540_559', 'SCORE_760_PLUS', 'SCORE_600_DOWN', 'SCORE_900_910', 'SCORE_709_700', 'EXCELLENT', ''])(
    'refuses %j, which no one band holds',
    (code) => {
      expect(creditBandFromCode(code)).toBeNull();
    },
  );
});
