/**
 * Idempotency keys (docs/security.md): a client that may retry a create mutation sends a fresh
 * key with it and the same key on its retries; the server runs the mutation once and answers
 * every retry with the first response.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long a key is remembered: a retry after this runs the mutation again. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * How long a claimed key waits for its request's answer. Past it the request is taken as lost
 * (its server died) and a retry with the same request runs instead of being refused for a day.
 * Far above any request's time: the body is read before the claim, and the database gives up
 * on a connection within seconds.
 */
export const IDEMPOTENCY_KEY_LEASE_SECONDS = 60;

/** Visible ASCII, 8 to 255 characters: a UUID fits, and nothing that could not be a header value. */
const KEY_FORMAT = /^[\x21-\x7e]{8,255}$/;

export const isValidIdempotencyKey = (key: string): boolean => KEY_FORMAT.test(key);

/**
 * The mutations the web client sends a key with: those that create something and that a client
 * retries after a timeout (a retry without a key would create a second one).
 */
export const RETRIED_CREATE_MUTATIONS: readonly string[] = [
  'searchRates',
  'createPrequal',
  'startRefinanceApplication',
  'startRestructureApplication',
  'uploadDocument',
  'uploadDocumentReplacement',
];

/** What the server answers when a key cannot be used; codes are extensions.code of the GraphQL error. */
export const IDEMPOTENCY_REFUSALS = {
  malformed: {
    status: 400,
    code: 'BAD_USER_INPUT',
    message: `The ${IDEMPOTENCY_KEY_HEADER} header must be 8 to 255 visible ASCII characters.`,
  },
  /** The key was used with another request: a client bug, never retried. */
  reused: {
    status: 422,
    code: 'CONFLICT',
    message: `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request.`,
  },
  /** The first request with this key is still running (on this or another server): retry shortly. */
  inProgress: {
    status: 409,
    code: 'IDEMPOTENCY_KEY_IN_USE',
    message: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress. Please try again in a moment.`,
    retryAfterSeconds: 1,
  },
} as const;

/** A fresh key for one mutation (and its retries). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
