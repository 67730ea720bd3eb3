import { CREDIT_BANDS } from './creditBands.js';
import { CREDIT_SCORE_RANGES, type CreditScoreRange } from './vocabulary.js';

/**
 * Spec section 3: "Older finer bands map to these." Earlier clients sent finer credit bands
 * (10-point bands such as SCORE_790_799, and SCORE_820_PLUS / SCORE_800_819 at the top,
 * SCORE_540_549 / SCORE_500_539 / SCORE_499_DOWN at the bottom). An older code names a score
 * range; it maps to the one current band that holds the whole range. A code whose range spans
 * two bands, or that is not a score range at all, maps to nothing and is refused as before.
 * (docs/decisions/0018-payment-estimate-and-older-credit-bands.md)
 */
const OLDER_CODE = /^SCORE_(?:(\d{3})_(\d{3})|(\d{3})_PLUS|(\d{3})_DOWN)$/;

/** FICO's range: an older code outside it names nothing. */
const LOWEST_SCORE = 300;
const HIGHEST_SCORE = 850;

function rangeOf(code: string): { min: number; max: number } | null {
  const match = OLDER_CODE.exec(code);
  if (!match) return null;
  const [, from, to, plus, down] = match;
  if (from && to) return { min: Number(from), max: Number(to) };
  if (plus) return { min: Number(plus), max: HIGHEST_SCORE };
  return { min: LOWEST_SCORE, max: Number(down) };
}

/** The current band a credit band code means: itself for the 14, the holding band for an older finer code. */
export function creditBandFromCode(code: string): CreditScoreRange | null {
  if ((CREDIT_SCORE_RANGES as readonly string[]).includes(code)) return code as CreditScoreRange;
  const range = rangeOf(code);
  if (!range || range.min > range.max || range.min < LOWEST_SCORE || range.max > HIGHEST_SCORE) return null;
  return CREDIT_SCORE_RANGES.find((band) => CREDIT_BANDS[band].min <= range.min && range.max <= CREDIT_BANDS[band].max) ?? null;
}
