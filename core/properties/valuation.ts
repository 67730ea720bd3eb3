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
