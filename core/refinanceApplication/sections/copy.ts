/** Shown on every section's closing screen. */
export const SAVED_NOTE = 'Every answer is saved as you go, so you can stop here and pick up where you left off on any device.';

/** Spec section 9: declarations look back 7 years. */
export const DECLARATION_LOOK_BACK_YEARS = 7;

/** Former addresses and employers are asked until the history covers this many years. */
export const HISTORY_YEARS = 2;
