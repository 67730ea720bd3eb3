import type { ErrorCode, UserErrorCode } from '../../../generated/server.js';

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

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You need to log in to do that.');
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);

/** A fixable problem with one input field, returned to the user as data. */
export interface FieldError {
  code: UserErrorCode;
  message: string;
  field?: string | null;
}
