/**
 * Login, by the app's script (JSON) or, before the script has loaded, by the login form posting
 * itself (application/x-www-form-urlencoded): both go to one endpoint, under the same limits.
 */
export const LOGIN_PATH = '/api/v1/users/login';

/**
 * A refused form login is sent back to /login with its reason in this query parameter (never the
 * email or the password), and the page shows the message the script would have shown.
 */
export const LOGIN_ERROR_PARAM = 'loginError';

/** The reasons a form login is refused: credentials of the wrong shape, wrong ones, too many attempts. */
export type LoginRefusal = 'malformed' | 'invalid' | 'rate_limited';
