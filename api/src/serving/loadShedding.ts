import { createMiddleware } from 'hono/factory';

/** What a client is told when the server is full: a typed code and a Retry-After it can wait for. */
export const SERVER_BUSY = {
  status: 503,
  code: 'SERVER_BUSY',
  message: 'The service is busy. Please try again in a moment.',
  retryAfterSeconds: 2,
} as const;

/**
 * Bounds the /graphql requests this server works on at once. Beyond `maxInFlight` a request is
 * answered 503 with Retry-After at once instead of queueing for a database connection past the
 * client's patience (where it could still be saved after the client gave up and retried).
 */
export function shedLoad(maxInFlight: number) {
  let inFlight = 0;
  return createMiddleware(async (c, next) => {
    if (inFlight >= maxInFlight) {
      return new Response(JSON.stringify({ errors: [{ message: SERVER_BUSY.message, extensions: { code: SERVER_BUSY.code } }] }), {
        status: SERVER_BUSY.status,
        headers: { 'Content-Type': 'application/json', 'Retry-After': String(SERVER_BUSY.retryAfterSeconds) },
      });
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  });
}
