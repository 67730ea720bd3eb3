/**
 * States where the partnership is licensed. This is configuration (LICENSED_STATES on the
 * server): the estimator takes the list as a prop, and this default mirrors the server's
 * default until the list is served to the browser.
 */
export const DEFAULT_LICENSED_STATES: readonly string[] = ['AZ', 'CA', 'CO', 'FL', 'GA', 'NC', 'NV', 'OR', 'TX', 'UT', 'WA'];
