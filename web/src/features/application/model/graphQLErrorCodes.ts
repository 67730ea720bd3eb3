type GraphQLFailure = { errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> } | undefined;

/** The message of a request's first error with `code`, if it failed with one. */
export function errorMessageWithCode(error: unknown, code: string): string | null {
  const found = ((error as GraphQLFailure)?.errors ?? []).find((e) => e.extensions?.code === code);
  return typeof found?.message === 'string' ? found.message : null;
}

/** Whether a request failed because what it asked for is not there (or not the user's to see). */
export const isNotFound = (error: unknown) => ((error as GraphQLFailure)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');
