/**
 * The verify step of a buy-in or cash-out: the homeowner re-authenticates by password or by a
 * mailed code. Words shared by the API and the browser mocks, so both say the same thing.
 */

/** Failed tries per user in a window; right passwords and codes never count (docs/security.md). */
export const VERIFY_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 } as const;

export const verifyMessages = {
  enterPassword: 'Enter your password.',
  wrongPassword: 'That password is not right.',
  codeNotRight: 'That code is not right or has expired. Ask for a new one.',
} as const;

/**
 * The lock-out after too many failed tries, with the time it ends in the browser's time zone
 * (named, since the server may not know it), so the homeowner knows when to come back.
 */
export function tooManyTriesMessage(now: Date, retryAfterSeconds: number, timeZone?: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const at = new Date(now.getTime() + retryAfterSeconds * 1000).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? 'UTC',
    timeZoneName: 'short',
  });
  return `Too many tries. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, at ${at}.`;
}
