import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { login, logout } from '../services/auth.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_COOKIE_PATH, KNOWN_DEVICE_MAX_AGE_SECONDS, verifyKnownDevice } from '../services/knownDevices.js';
import { SESSION_COOKIE, sessionCookieOptions } from '#core/account/sessionCookie';
import type { AppEnv } from './env.js';

/** POST /api/v1/users/login and DELETE /api/v1/users/me/token. */
export function sessionRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/users/login', async (c) => {
    const ctx = c.get('services');
    const body = await c.req.json().catch(() => null);
    const device = verifyKnownDevice(ctx.config, getCookie(c, KNOWN_DEVICE_COOKIE));
    const result = await login(ctx, body, c.get('clientKey'), device);
    switch (result.outcome) {
      case 'malformed':
        return c.json({ message: 'The email or password provided is not valid.' }, 400);
      case 'invalid':
        return c.json({ message: 'Login failed. Please check your email and password and try again' }, 401);
      case 'rate_limited':
        c.header('Retry-After', String(result.retryAfterSeconds));
        return c.json({ message: 'Too many attempts. Please wait and try again.' }, 429);
      case 'ok':
        setCookie(c, SESSION_COOKIE, result.token, sessionCookieOptions(ctx.config.cookieSecure, result.expiresAt));
        // Outlives the session and logout: it only says this browser has logged in to the account.
        setCookie(c, KNOWN_DEVICE_COOKIE, result.knownDevice, {
          ...sessionCookieOptions(ctx.config.cookieSecure),
          path: KNOWN_DEVICE_COOKIE_PATH,
          maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
        });
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
