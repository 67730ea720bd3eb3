import { z } from 'zod/mini';
import { WAITLIST_MESSAGES, WAITLIST_ZIP } from './messages.js';

/** The longest first name a waitlist entry keeps. */
export const WAITLIST_FIRST_NAME_MAX = 100;

/** A waitlist entry's first name, the same rule in the API and in every waitlist form. */
export const waitlistFirstName = z
  .string()
  .check(z.trim(), z.minLength(1, WAITLIST_MESSAGES.firstName), z.maxLength(WAITLIST_FIRST_NAME_MAX, WAITLIST_MESSAGES.tooLong));

/** A waitlist entry's ZIP code: five digits (the state is looked up from it). */
export const waitlistZip = z.string().check(z.trim(), z.regex(WAITLIST_ZIP, WAITLIST_MESSAGES.zip));
