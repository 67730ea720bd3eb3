import { z } from 'zod/mini';

/** NIST SP 800-63B allows 8; we ask for 12. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

/** What the form and the server say of a password outside the length rule. */
export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;

/** The hint every new-password field shows, so it always names the length the rule checks. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** The length part of the password rule, for forms: the server also refuses guessable passwords (passwordStrength.ts). */
export const newPasswordSchema = z
  .string()
  .check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE), z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE));
