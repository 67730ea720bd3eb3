import { enUsNumberFormat } from '../enUsNumberFormat.js';

/** Spec section 9: a percent uses one decimal, or two when requested. Grouping is en-US. */
const oneDecimal = enUsNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' });
const twoDecimals = enUsNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });

/**
 * A contract's share is stated to the DP unit (10^-8 of a percent, core/partnership/fixedPoint),
 * so the figure a party signs is the one the ledger computes with; trailing zeros are dropped.
 */
const contractPrecision = enUsNumberFormat({ minimumFractionDigits: 0, maximumFractionDigits: 8, signDisplay: 'negative' });

/** Shown in place of a number that is missing or not finite. */
const NO_VALUE = '—';

/** A value already in percent units, for a person to read: 87.3015873 → "87.3%", or "87.30%" with twoDecimals. */
export function formatPercent(value: number, withTwoDecimals = false): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${(withTwoDecimals ? twoDecimals : oneDecimal)().format(value)}%`;
}

/**
 * The exact figure of an option agreement's Exhibit C ("87.3015873%", "5%"): the binding terms
 * keep every digit of the share; everywhere else the share is read through formatPercent.
 */
export function formatContractPercent(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${contractPrecision().format(value)}%`;
}
