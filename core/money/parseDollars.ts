import { centsToDollars } from './cents.js';

/** What people type around dollars and leave out of the amount: the sign, thousands separators, spaces. */
const withoutSeparators = (text: string) => text.replace(/[$,\s]/g, '');

/** Whether a money field holds no amount at all: nothing, spaces, or only a dollar sign and separators. */
export function isBlankAmount(text: string): boolean {
  return withoutSeparators(text) === '';
}

/** Dollars as people type them: "$1,234.56", "1234.5", "1,250" or "12." — no sign, at most two decimals. */
const TYPED_DOLLARS = /^\d+(\.\d{0,2})?$/;

/**
 * Typed dollars to integer cents, read digit by digit so no floating point rounding can creep
 * in: "$1,234.56" → 123456. Blank, negative, more than two decimals ("1,234.565") or anything
 * else → null.
 */
export function parseMoneyCents(text: string): number | null {
  const cleaned = withoutSeparators(text);
  if (!TYPED_DOLLARS.test(cleaned)) return null;
  const [whole = '', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Typed dollars as a dollar amount ("$1,234.56" → 1234.56), or null as parseMoneyCents refuses it. */
export function parseDollars(text: string): number | null {
  const cents = parseMoneyCents(text);
  return cents === null ? null : centsToDollars(cents);
}

/**
 * The number typed in a money field, for a rule that explains each problem (negative, past the
 * limit, fractions of a cent): "$1,250.5" → 1250.5, "-5" → -5, "ten" or "" → NaN.
 */
export function readTypedAmount(text: string): number {
  const compact = withoutSeparators(text);
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}
