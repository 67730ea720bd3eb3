/** Whether a request failed because what it asked for is not there (or not the user's to see). */
export const isNotFound = (error: unknown) =>
  ((error as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');
