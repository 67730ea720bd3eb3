import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { login, logout } from '../services/auth.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../../../core/account/sessionCookie.js';
import type { AppEnv } from './env.js';

/** POST /api/v1/users/login and DELETE /api/v1/users/me/token. */
export function sessionRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/users/login', async (c) => {
    const ctx = c.get('services');
    const body = await c.req.json().catch(() => null);
    const result = await login(ctx, body, c.get('clientKey'));
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
