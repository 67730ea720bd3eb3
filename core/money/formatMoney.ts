import { enUsNumberFormat } from '../enUsNumberFormat.js';
import { centsToDollars, dollarsToCents } from './cents.js';

/** Spec section 9: money uses thousands separators and a dollar sign, with two decimals only when fractional. */
const wholeDollars = enUsNumberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const dollarsAndCents = enUsNumberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Shown in place of an amount that is missing or not finite. */
export const NO_AMOUNT = '—';

/**
 * "$1,234" or "$1,234.50": cents appear only when there are any, so round sums read cleanly
 * while amounts with cents keep both digits. Judged after rounding to the cent, so 1234.001
 * is "$1,234" and not "$1,234.00".
 */
export function formatMoney(dollars: number): string {
  if (!Number.isFinite(dollars)) return NO_AMOUNT;
  return formatCents(dollarsToCents(dollars));
}

/** The same format for an amount held in cents: 123450 → "$1,234.50". */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return NO_AMOUNT;
  // A value that rounds to zero prints "$0", never "-$0".
  if (cents === 0) return wholeDollars().format(0);
  return (cents % 100 === 0 ? wholeDollars : dollarsAndCents)().format(centsToDollars(cents));
}

/** Cents as a plain decimal string, exact and ungrouped ("1234.50"), for processors' APIs and operator output. */
export function decimalDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('an amount must be a whole number of cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A chart axis's short money: "$950", "$12k", "-$3k" (thousands rounded half away from zero). */
export function formatCompactMoney(dollars: number): string {
  if (!Number.isFinite(dollars)) return NO_AMOUNT;
  if (Math.abs(dollars) < 1_000) return formatMoney(dollars);
  return `${dollars < 0 ? '-' : ''}$${Math.round(Math.abs(dollars) / 1_000)}k`;
}

/** Cents as a money field shows them, ready to edit: 5000000 → "50,000", 123450 → "1,234.50" (no dollar sign). */
export function typedDollars(cents: number): string {
  return formatCents(cents).replace('$', '');
}
