import { HttpResponse, type DefaultBodyType, type GraphQLResponseBody } from 'msw';

/** The API's answer to an operation that needs a session when there is none (its errors.ts words it so). */
const NOT_LOGGED_IN = { message: 'You need to log in to do that.', extensions: { code: 'UNAUTHENTICATED' } };

/**
 * A refusal of a visitor, shaped as GraphQL shapes it: a nullable root field answers
 * `{ field: null }` beside the error, a non-null one takes the whole data with it.
 */
export function notLoggedIn<Q extends DefaultBodyType>(nullableField?: string) {
  return HttpResponse.json<GraphQLResponseBody<Q>>({ data: (nullableField ? { [nullableField]: null } : null) as Q | null, errors: [NOT_LOGGED_IN] });
}
