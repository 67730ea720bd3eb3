/** The words of the API's refusals that the mocks answer with too, so both say the same. */

/** Any operation that needs a session, asked without one. */
export const NOT_LOGGED_IN_MESSAGE = 'You need to log in to do that.';

/** A record that does not exist, or is not the asker's (the two read the same on purpose). */
export const notFoundMessage = (what: string) => `${what} was not found.`;

/** Any other failure, or no answer at all (spec: the auth screens' non-2xx or network failure). */
export const SOMETHING_WENT_WRONG = 'Something went wrong - please try again later';
