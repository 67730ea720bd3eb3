import { HttpResponse, type DefaultBodyType, type GraphQLResponseBody } from 'msw';
import { NOT_LOGGED_IN_MESSAGE, notFoundMessage } from '#core/apiErrors/messages';

/** The API's answer to an operation that needs a session when there is none. */
const NOT_LOGGED_IN = { message: NOT_LOGGED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } };

/** A refusal that takes the whole answer's data with it, as a non-null root field's does. */
export function graphqlError<Q extends DefaultBodyType>(message: string, code: string) {
  return HttpResponse.json<GraphQLResponseBody<Q>>({ data: null, errors: [{ message, extensions: { code } }] });
}

/** The API's NOT_FOUND for `what` (a stranger's record reads the same). */
export const notFoundError = <Q extends DefaultBodyType>(what: string) => graphqlError<Q>(notFoundMessage(what), 'NOT_FOUND');

/**
 * A refusal of a visitor, shaped as GraphQL shapes it: a nullable root field answers
 * `{ field: null }` beside the error, a non-null one takes the whole data with it.
 */
export function notLoggedIn<Q extends DefaultBodyType>(nullableField?: string) {
  return HttpResponse.json<GraphQLResponseBody<Q>>({ data: (nullableField ? { [nullableField]: null } : null) as Q | null, errors: [NOT_LOGGED_IN] });
}
