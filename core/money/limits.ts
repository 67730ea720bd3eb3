/** The largest amount any typed money field accepts, in dollars: $100 million, past any home or loan we finance. */
export const MAX_MONEY_INPUT = 100_000_000;
export const MAX_MONEY_INPUT_CENTS = MAX_MONEY_INPUT * 100;

/** Stripe's smallest US-dollar charge (50 cents); below it the processor refuses the amount. */
export const MIN_CHARGE_CENTS = 50;
