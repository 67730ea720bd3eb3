/** Stripe's smallest US-dollar charge; below it the processor refuses the amount. */
export const MIN_CHARGE_CENTS = 50;
/** A ceiling that catches a dollars-for-cents mistake before it reaches the processor. */
export const MAX_CHARGE_CENTS = 100_000_000;
