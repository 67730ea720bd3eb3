/** The GraphQL error code of a failed query (error policy 'all' keeps them on the error). */
export function errorCode(error: unknown): string | undefined {
  const errors = (error as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined)?.errors ?? [];
  const code = errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
