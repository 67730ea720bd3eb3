import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { login, logout } from '../services/account/auth.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH, KNOWN_DEVICE_MAX_AGE_SECONDS, verifyKnownDevice } from '../services/account/knownDevices.js';
import { SESSION_COOKIE, sessionCookieOptions } from '#core/account/sessionCookie';
import { LOGIN_ERROR_PARAM, type LoginRefusal } from '#core/account/loginForm';
import { safeRedirectPath } from '#core/account/safeRedirect';
import { FORM_MEDIA_TYPE, mediaTypeOf } from './requireBodyType.js';
import type { AppEnv } from './env.js';

/** POST /api/v1/users/login and DELETE /api/v1/users/me/token. */
export function sessionRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/users/login', async (c) => {
    const ctx = c.get('services');
    // The login form posts itself when the app's script has not loaded (a slow phone, JavaScript
    // off): it is answered as a page would be, with redirects.
    const form = mediaTypeOf(c.req.header('content-type')) === FORM_MEDIA_TYPE ? await c.req.parseBody() : null;
    const body = form ? { email: form.email, password: form.password } : await c.req.json().catch(() => null);
    const device = verifyKnownDevice(ctx.config, getCookie(c, KNOWN_DEVICE_COOKIE));
    const result = await login(ctx, body, c.get('clientKey'), device);
    if (result.outcome === 'rate_limited') c.header('Retry-After', String(result.retryAfterSeconds));
    if (result.outcome === 'ok') {
      setCookie(c, SESSION_COOKIE, result.token, sessionCookieOptions(ctx.config.cookieSecure, result.expiresAt));
      // Outlives the session and logout: it only says this browser has logged in to the account.
      setCookie(c, KNOWN_DEVICE_COOKIE, result.knownDevice, {
        ...sessionCookieOptions(ctx.config.cookieSecure),
        path: KNOWN_DEVICE_COOKIE_PATH,
        maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
      });
    }
    if (form) {
      const redirectUrl = typeof form.redirectUrl === 'string' ? form.redirectUrl : null;
      return formLoginAnswer(c, result.outcome === 'ok' ? null : result.outcome, redirectUrl, ctx.config.publicOrigin);
    }
    switch (result.outcome) {
      case 'malformed':
        return c.json({ message: 'The email or password provided is not valid.' }, 400);
      case 'invalid':
        return c.json({ message: 'Login failed. Please check your email and password and try again' }, 401);
      case 'rate_limited':
        return c.json({ message: 'Too many attempts. Please wait and try again.' }, 429);
      case 'ok':
        return c.json({ uuid: result.user.uuid }, 200);
    }
  });

  routes.delete('/users/me/token', async (c) => {
    await logout(c.get('services'));
    deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(c.get('services').config.cookieSecure));
    return c.body(null, 204);
  });

  return routes;
}

/**
 * A form login's answer (303, so the browser follows with a GET): logged in, on to redirectUrl as
 * /login would send the app; refused, back to /login with the reason and redirectUrl. The email
 * and the password never go into an address.
 */
function formLoginAnswer(c: Context<AppEnv>, refusal: LoginRefusal | null, redirectUrl: string | null, publicOrigin: string): Response {
  if (!refusal) return c.redirect(safeRedirectPath(redirectUrl, publicOrigin), 303);
  const back = new URLSearchParams({ [LOGIN_ERROR_PARAM]: refusal });
  const onward = safeRedirectPath(redirectUrl, publicOrigin, '');
  if (onward) back.set('redirectUrl', onward);
  return c.redirect(`/login/?${back.toString()}`, 303);
}
