/**
 * States where the partnership is licensed. This is configuration: the estimator takes the
 * list as a prop, and this default is what the public pages pass until the server serves it.
 */
export const DEFAULT_LICENSED_STATES: readonly string[] = ['AZ', 'CA', 'CO', 'FL', 'NJ', 'NY', 'OR', 'WA'];
