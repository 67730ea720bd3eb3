/** What a client is told while the database cannot be reached: a typed code it can retry on. */
export const DATABASE_UNAVAILABLE = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a moment.',
  retryAfterSeconds: 5,
} as const;

// PostgreSQL's connection exceptions (class 08) and shutdown states (57P01-57P03), and the
// socket errors of a server that went away.
const UNAVAILABLE_CODES = /^(08\w{3}|57P0[123]|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND)$/;
const UNAVAILABLE_MESSAGES =
  /Unable to acquire a connection|Timeout acquiring a connection|Connection terminated|Client has encountered a connection error|PGlite is closed/i;

/** Whether an error (or one it wraps) means the database is out of reach, rather than a fault of ours. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, code, message, cause } = error as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
