import { z } from 'zod/mini';

/** RFC 5321 limits: a path of at most 256 octets including its angle brackets leaves 254 for the address. */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321 section 4.5.3.1.1: the local part (before the @) is at most 64 octets. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const EMAIL_INVALID_MESSAGE = 'Enter a valid email address.';
/** The API's answer to a sign-up with an address that already has an account (spec section 8). */
export const EMAIL_IN_USE = 'Error: Email is already in use';
export const EMAIL_TOO_LONG_MESSAGE = `Use an email address of at most ${EMAIL_MAX_LENGTH} characters.`;

/**
 * The one email rule, for sign-up, login, password reset, the waitlist and every form: trimmed,
 * a valid address, within RFC 5321's lengths. Whatever can sign up can also log in.
 */
export const emailSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE),
    z.refine((email) => (email.split('@')[0] ?? '').length <= EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_INVALID_MESSAGE),
  ),
  z.email(EMAIL_INVALID_MESSAGE),
);
