import type { ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../../generated/server.js';
import type { Logger } from '../lib/logger.js';
import { AppError } from '../services/errors.js';
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
};

/** REST routes' errors: an AppError keeps its message and code under its status; anything else is a logged 500. */
export function restErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return c.json({ message: error.message, code: error.code }, APP_ERROR_STATUS[error.code]);
    logger.error('unexpected error in a REST route', { error: { name: error.name, message: error.message, stack: error.stack } });
    return c.json({ message: 'Sorry, there was a problem. Please try again later.', code: 'INTERNAL_SERVER_ERROR' }, 500);
  };
}
