import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The server's "try again shortly" answers (503 with Retry-After): the database briefly out of
 * reach, or the server full (docs/security.md). Nothing the user did is wrong; what they typed
 * is kept and the same action works a moment later.
 */
export const SERVICE_UNAVAILABLE_CODES: readonly string[] = ['DATABASE_UNAVAILABLE', 'SERVER_BUSY'];

export const SERVICE_UNAVAILABLE_MESSAGE = 'Roofline is busy or briefly unavailable. Please try again in a moment; nothing you entered was lost.';

/** Whether an Apollo error (or a REST status) is one of those answers. */
export function isServiceUnavailable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((entry) => SERVICE_UNAVAILABLE_CODES.includes(String(entry.extensions?.code)));
  if (ServerError.is(error)) return error.statusCode === 503;
  return false;
}

/** What a form says when its request failed: the retry message for those answers, its own otherwise. */
export function submitFailureMessage(error: unknown, otherwise: string): string {
  return isServiceUnavailable(error) ? SERVICE_UNAVAILABLE_MESSAGE : otherwise;
}
