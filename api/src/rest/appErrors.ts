import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#generated/server';
import { withSpecErrorName } from '#core/apiErrors/specErrorNames';
import type { Logger } from '../lib/logger.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../lib/databaseAvailability.js';
import { AppError } from '../services/errors.js';
import { SERVER_BUSY } from '#api/serving/loadShedding';
import type { AppEnv } from './env.js';

/** The HTTP status of each AppError code: what GraphQL carries in extensions.code, REST says with its status. */
export const APP_ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  // The property's records are in a state staff must resolve; asking again changes nothing.
  LEDGER_UNVERIFIED: 409,
};

/** A database outage is a 503 with a typed code the client retries on, never a fault of ours (GraphQL answers in its own shape). */
export function databaseUnavailableResponse(c: Context, logger: Logger, error: unknown): Response {
  logger.warn('the database is unavailable', { path: c.req.path, error: String((error as Error).message).slice(0, 200) });
  c.header('Retry-After', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
  const body = { message: DATABASE_UNAVAILABLE.message, code: DATABASE_UNAVAILABLE.code };
  return c.req.path === '/graphql' ? c.json({ errors: [{ message: body.message, extensions: { code: body.code } }] }, 503) : c.json(body, 503);
}

/**
 * A request its caller stopped waiting for (the server renderer past its time limit, a browser
 * gone) fails where it waited. Nobody reads the answer and it is no fault of ours: a 503 with the
 * busy code, logged as a warning, never an error-level 500.
 */
export function abandonedRequestResponse(c: Context, logger: Logger): Response {
  logger.warn('request abandoned by its caller', { path: c.req.path });
  c.header('Retry-After', String(SERVER_BUSY.retryAfterSeconds));
  const body = { message: SERVER_BUSY.message, code: SERVER_BUSY.code };
  return c.req.path === '/graphql' ? c.json({ errors: [{ message: body.message, extensions: { code: body.code } }] }, 503) : c.json(body, 503);
}

/** REST routes' errors: an AppError keeps its message and code under its status; an outage is a 503; anything else is a logged 500. */
export function restErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return c.json(withSpecErrorName({ message: error.message, code: error.code }), APP_ERROR_STATUS[error.code]);
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse(c, logger, error);
    if (c.req.raw.signal.aborted) return abandonedRequestResponse(c, logger);
    logger.error('unexpected error in a REST route', { error: { name: error.name, message: error.message, stack: error.stack } });
    return c.json({ message: 'Sorry, there was a problem. Please try again later.', code: 'INTERNAL_SERVER_ERROR' }, 500);
  };
}
