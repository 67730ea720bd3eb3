/**
 * The partnership's limits and defaults (spec section 9 and the model's own choices, see
 * docs/decisions/0009-partnership-model.md). Money in cents.
 */
import type { CreditScoreRange } from '../rates/vocabulary.js';

/** Home value cap: no partnership on a home worth more than $2 million. */
export const MAX_HOME_VALUE_CENTS = 2_000_000_00;

/** Cash paid to the homeowner over the life of a partnership, closing included. */
export const LIFETIME_CASH_OUT_LIMIT_CENTS = 150_000_00;

/** The homeowner keeps at least this share of the home (Roofline's share plus debts ≤ 90%). */
export const MIN_HOMEOWNER_EQUITY = 0.1;

/** Annual usage rate f charged on Roofline's share at the agreed value. */
export const DEFAULT_USAGE_RATE = 0.05;

/** Scheduled monthly buy-back R offered by default (the worked example). */
export const DEFAULT_REDUCTION_PAYMENT_CENTS = 500_00;

/** R may buy back Roofline's whole purchase at the agreed value in no fewer months. */
export const REDUCTION_PAYMENT_MIN_MONTHS = 120;

/** A one-time buy-in may be at most this share of the current value (Exhibit C). */
export const DEFAULT_MAX_ADDITIONAL_OPTION_PAYMENT = 0.05;

/** A recurring monthly buy-in may be at most this share of the agreed value (Exhibit C). */
export const DEFAULT_MONTHLY_EQUITY_PURCHASE_SHARE = 0.0025;

/** Deals closed on or after this date may schedule recurring buy-ins (configuration, MM/DD/YYYY). */
export const DEFAULT_EQUITY_BUILDER_CUTOFF_DATE = '08/26/2020';

/** A buyer puts down at least this share of the price. */
export const MIN_PURCHASE_DOWN_PAYMENT = 0.1;

/**
 * Credit below this score is denied (DENIED_CREDIT): a band passes when its lowest score
 * reaches it (SCORE_620_639 passes, SCORE_600_619 does not). 620 is the usual floor of
 * conforming lending and of home-equity investors.
 */
export const MIN_CREDIT_SCORE = 620;

/** The spec's credit bands, whose scores are core/rates' (one list). */
export type CreditBand = CreditScoreRange;

/** "08/26/2020" → "2020-08-26", so dates compare as strings. Throws on anything else. */
export function isoFromUsDate(usDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  if (!match) throw new RangeError(`expected a date as MM/DD/YYYY, got "${usDate}"`);
  const [, month, day, year] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) throw new RangeError(`not a calendar date: "${usDate}"`);
  return iso;
}
