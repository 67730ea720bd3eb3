import { enUsNumberFormat } from '#core/enUsNumberFormat';
import { NO_AMOUNT } from '#core/money/formatMoney';
import { toStateCode } from '#core/usStates';

// Money is formatted by the money rule in core, for the server's messages and the pages alike.
export { formatMoney } from '#core/money/formatMoney';
// So are percentages: one decimal, two where asked.
export { formatPercent } from '#core/percent/formatPercent';
// And the rate-ratio rule (spec §9.36): a part of a whole in percent, one decimal.
export { rateRatio } from '#core/percent/rateRatio';

/** Display formats of spec section 9. Every number goes through Intl so grouping is en-US. */

/** Shown in place of a number that is missing or not finite. */
const NO_VALUE = NO_AMOUNT;

/**
 * Groups the first six digits 3-3 with dashes and leaves the rest as one group:
 * "4155550142" → "415-555-0142". Works on partial input as it is typed ("41555" →
 * "415-55"). Separators already present are ignored; a value with other characters
 * (letters) is not a phone number or numeric id and is returned unchanged.
 */
export function formatPhoneOrId(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  if (!/^\d*$/.test(digits)) return value;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((group) => group !== '').join('-');
}

/**
 * "California" → "CA"; "ca" → "CA". Names match regardless of case and surrounding or
 * repeated spaces. Anything unrecognised is returned exactly as given, so the user's own
 * text is never lost.
 */
export function formatStateCode(stateNameOrCode: string): string {
  return toStateCode(stateNameOrCode) ?? stateNameOrCode;
}

const noteRateFormat = enUsNumberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
  signDisplay: 'negative',
});

/**
 * An interest rate or APR in percent units, as lenders quote them: at least two decimals and
 * up to three, so eighths stay exact: 6.125 → "6.125%", 6.25 → "6.25%", 6.1666 → "6.167%".
 */
export function formatInterestRate(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${noteRateFormat().format(value)}%`;
}
