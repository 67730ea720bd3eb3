export { MIN_CHARGE_CENTS } from '../money/limits.js';
/** A ceiling that catches a dollars-for-cents mistake before it reaches the processor. */
export const MAX_CHARGE_CENTS = 100_000_000;
