/** The words of the API's refusals that the mocks answer with too, so both say the same. */

/** Any operation that needs a session, asked without one. */
export const NOT_LOGGED_IN_MESSAGE = 'You need to log in to do that.';

/** A record that does not exist, or is not the asker's (the two read the same on purpose). */
export const notFoundMessage = (what: string) => `${what} was not found.`;
