import type { ErrorCode, UserErrorCode } from '#generated/server';
import { UNIQUE_VALUE_IN_USE } from '#core/apiErrors/specErrorNames';
import { NOT_LOGGED_IN_MESSAGE, notFoundMessage } from '#core/apiErrors/messages';

/**
 * A failure that is not the user's to fix by editing a field: not signed in, not allowed,
 * not found, conflicts, rate limits. The GraphQL layer turns it into an error whose
 * extensions.code is this code; REST routes into the matching HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', NOT_LOGGED_IN_MESSAGE);
export const notFound = (what: string) => new AppError('NOT_FOUND', notFoundMessage(what));

/** A fixable problem with one input field, returned to the user as data. */
export interface FieldError {
  code: UserErrorCode;
  message: string;
  field?: string | null;
}

export { UNIQUE_VALUE_IN_USE };

/** SQLSTATE unique_violation, as pg and PGlite report it; Objection wraps it as UniqueViolationError. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  if ((error as { name?: unknown }).name === 'UniqueViolationError') return true;
  return isUniqueViolation((error as { nativeError?: unknown }).nativeError);
}

/**
 * The one place database errors become product errors: a unique violation that no service
 * answered itself is a CONFLICT saying 'Unique value already in use'. Anything else is
 * returned as it was (and stays masked as an internal error).
 */
export function fromDatabaseError(error: unknown): unknown {
  return isUniqueViolation(error) ? new AppError('CONFLICT', UNIQUE_VALUE_IN_USE) : error;
}
