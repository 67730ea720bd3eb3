import { CREDIT_SCORE_RANGES, type CreditScoreRange } from './vocabulary.js';

export interface ScoreRange {
  min: number;
  max: number;
}

/** The schema's 14 credit bands as score ranges (FICO runs 300 to 850). */
export const CREDIT_BANDS: Record<CreditScoreRange, ScoreRange> = {
  SCORE_800_PLUS: { min: 800, max: 850 },
  SCORE_780_799: { min: 780, max: 799 },
  SCORE_760_779: { min: 760, max: 779 },
  SCORE_740_759: { min: 740, max: 759 },
  SCORE_720_739: { min: 720, max: 739 },
  SCORE_700_719: { min: 700, max: 719 },
  SCORE_680_699: { min: 680, max: 699 },
  SCORE_660_679: { min: 660, max: 679 },
  SCORE_640_659: { min: 640, max: 659 },
  SCORE_620_639: { min: 620, max: 639 },
  SCORE_600_619: { min: 600, max: 619 },
  SCORE_580_599: { min: 580, max: 599 },
  SCORE_550_579: { min: 550, max: 579 },
  SCORE_549_DOWN: { min: 300, max: 549 },
};

/** A band meets a minimum only when its lowest score does: we cannot tell where in the band a borrower is. */
export function bandMeetsMinimum(band: CreditScoreRange, minimumScore: number): boolean {
  return CREDIT_BANDS[band].min >= minimumScore;
}

/** True when the whole band lies inside [min, max]; a null bound is open. */
export function bandWithin(band: CreditScoreRange, min: number | null, max: number | null): boolean {
  const range = CREDIT_BANDS[band];
  return (min === null || range.min >= min) && (max === null || range.max <= max);
}

/** '800 and higher', '780-799', ..., '549 and below': how every form names a band. */
export function creditBandLabel(band: CreditScoreRange): string {
  const { min, max } = CREDIT_BANDS[band];
  if (max === 850) return `${min} and higher`;
  if (min === 300) return `${max} and below`;
  return `${min}-${max}`;
}

/** The 14 bands, best first, as choices for a form. */
export const CREDIT_BAND_OPTIONS: ReadonlyArray<{ value: CreditScoreRange; label: string }> = CREDIT_SCORE_RANGES.map((band) => ({
  value: band,
  label: creditBandLabel(band),
}));
