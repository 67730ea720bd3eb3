/**
 * Money that moves is recorded before it moves (decision 0021): a charge or payout is a pending
 * row first, and the reconciliation job finishes the ones whose answer never came.
 */

/** An unfinished charge or payout older than this is looked up with its provider. */
export const RECONCILE_AFTER_MS = 60_000;

/**
 * No request of ours to a provider lasts this long (payouts time out in seconds, Stripe's client
 * within two minutes with its retries), so a provider with no record of an action this old never
 * will have one: nothing moved, and the action is failed.
 */
export const PROVIDER_ACTION_GIVE_UP_MS = 15 * 60_000;

/** Why an action failed when its provider never received it. */
export const NOT_RECEIVED_CODE = 'not_received';

/** A home's next buy-in or cash-out waits for the one still being completed, whose ledger row comes first. */
export const ACTION_IN_PROGRESS = {
  code: 'PAYMENT_IN_PROGRESS',
  message: 'Another payment on this home is still being completed. Please try again in a minute.',
} as const;
