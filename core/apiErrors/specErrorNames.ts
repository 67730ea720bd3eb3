/**
 * The API error constants of spec section 8 (§8.19–§8.21; the email text is EMAIL_IN_USE in
 * core/account/email). Our API answers a refusal with a code (extensions.code in GraphQL, `code`
 * in REST); a client written against the spec looks for these names instead, so every refusal
 * that has one carries it too (extensions.name in GraphQL, `name` in REST).
 */

/** What a clash on any unique field says (the email rule has its own text). */
export const UNIQUE_VALUE_IN_USE = 'Unique value already in use';
export const AUTHORIZATION_ERROR = 'AuthorizationError';
export const CONFLICT_ERROR = 'ConflictError';

export type SpecErrorName = typeof AUTHORIZATION_ERROR | typeof CONFLICT_ERROR;

/** Not signed in or not allowed is the spec's AuthorizationError; a clash with what is stored is its ConflictError. */
const SPEC_NAME_OF_CODE: Readonly<Record<string, SpecErrorName>> = {
  UNAUTHENTICATED: AUTHORIZATION_ERROR,
  FORBIDDEN: AUTHORIZATION_ERROR,
  CONFLICT: CONFLICT_ERROR,
};

/** The spec's name for an API error code, or undefined where the spec names none. */
export function specErrorName(code: unknown): SpecErrorName | undefined {
  return typeof code === 'string' ? SPEC_NAME_OF_CODE[code] : undefined;
}

/** An error's extensions with the spec's name added beside its code, when the code has one. */
export function withSpecErrorName<T extends { code?: unknown }>(extensions: T): T & { name?: SpecErrorName } {
  const name = specErrorName(extensions.code);
  return name ? { ...extensions, name } : extensions;
}
