/** The session cookie's name: the browser holds the token, the server only its hash. */
export const SESSION_COOKIE = 'roofline_session';

/**
 * The session cookie's options, written once for every place that sets or clears it: out of
 * scripts' reach (HttpOnly), not sent on cross-site subrequests (SameSite=Lax), HTTPS-only
 * wherever we are served over HTTPS, and for the whole site.
 */
export function sessionCookieOptions(secure: boolean, expires?: Date) {
  return { httpOnly: true, sameSite: 'Lax', secure, path: '/', ...(expires ? { expires } : {}) } as const;
}
