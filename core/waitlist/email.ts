/**
 * The address a waitlist entry is stored and matched under: trimmed and lower-cased, so
 * "Jo@Example.com " joins once. Run after core/account's emailSchema has accepted it.
 */
export function waitlistEmail(email: string): string {
  return email.trim().toLowerCase();
}
