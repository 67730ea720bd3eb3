/**
 * A home value from a house-price index: the agreed value at closing moved by the index's change
 * since the closing month, half up to the cent, in one step from exact integers.
 */
import { divide } from '../partnership/fixedPoint.js';

/** Index values are held to 4 decimals (the table's precision). */
const INDEX_SCALE = 10_000;

export function indexedValue(closingValueCents: number, closingIndex: number, currentIndex: number): number {
  if (!(closingIndex > 0 && currentIndex > 0)) throw new RangeError('index values must be positive');
  const from = BigInt(Math.round(closingIndex * INDEX_SCALE));
  const to = BigInt(Math.round(currentIndex * INDEX_SCALE));
  return Number(divide(BigInt(closingValueCents) * to, from, 'halfUp'));
}

/** What an indexed value says it is based on. */
export function indexBasis(state: string, closingMonth: string, month: string): string {
  return `the agreed value at closing moved by the ${state} house-price index from ${closingMonth} to ${month}`;
}

/**
 * What a home value recorded by Roofline staff says it is based on. The homeowner never reads who
 * recorded it nor their note: those stay in the property's audit rows, for ops output only.
 */
export const APPRAISAL_BASIS = 'an independent appraisal';

/** What the homeowner's ledger says of a row staff recorded (an appraisal, or a transfer arranged outside the app). */
export function staffEntryDescription(kind: string): string {
  return kind === 'VALUATION' ? `New home value, based on ${APPRAISAL_BASIS}` : 'Recorded by Roofline staff';
}

/** The ledger's recordedBy of a row staff recorded with `npm run ops`. */
export const staffRecorder = (name: string) => `ops:${name}`;
export const isStaffRecorded = (recordedBy: string) => recordedBy.startsWith(staffRecorder(''));

/**
 * How the product prices a buy-back, a cash out and a settlement, in the words of the option
 * agreement's valuation clause: the ledger's latest home value, whatever its source, on the day
 * the transaction is made. The dashboard shows that same value with its basis.
 */
export const CURRENT_VALUE_RULE = `The current value is the latest home value recorded for the home: each month Roofline records the agreed value at closing moved by the state's house-price index, or an automated valuation of the home, and a value based on ${APPRAISAL_BASIS} that Roofline records replaces it until the next month's value. A buy-back, cash out or settlement uses the current value on the day it is made, as the dashboard shows it.`;
