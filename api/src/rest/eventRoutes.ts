import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ANALYTICS_BROWSER_COOKIE, recordAnalyticsEvent } from '../services/privacy/analytics.js';
import { newToken } from '../services/account/tokens.js';
import { consumeRateLimit } from '../services/rateLimit.js';
import { analyticsAllowed } from '../services/privacy/privacy.js';
import type { AppEnv } from './env.js';

export const PRIVACY_COOKIE = 'privacy_preferences';

/** POST /api/v1/events: first-party page views, user-id pushes and identify calls. */
export function eventRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post('/events', async (c) => {
    // Anyone may send events, so each client gets a budget (bodies are capped in app.ts).
    const ctx = c.get('services');
    const limit = { max: ctx.config.EVENTS_RATE_LIMIT_MAX, windowSeconds: ctx.config.EVENTS_RATE_LIMIT_WINDOW_SECONDS };
    const budget = await consumeRateLimit(ctx.db, `events:client:${c.get('clientKey')}`, limit, ctx.now());
    if (!budget.allowed) {
      c.header('Retry-After', String(budget.retryAfterSeconds));
      return c.json({ message: 'Too many events. Please wait and try again.' }, 429);
    }
    const body = await c.req.json().catch(() => null);
    // A logged-in user's saved preferences decide; otherwise the privacy cookie does.
    const allowed = await analyticsAllowed(ctx, getCookie(c, PRIVACY_COOKIE));
    // The browser's key marks its anonymous events as its own (see analyticsActivity).
    let browserKey = ctx.analyticsBrowserKey ?? null;
    if (allowed && !browserKey) {
      browserKey = newToken();
      setCookie(c, ANALYTICS_BROWSER_COOKIE, browserKey, { httpOnly: true, sameSite: 'Lax', secure: ctx.config.cookieSecure, path: '/', maxAge: 400 * 86_400 });
    }
    const outcome = await recordAnalyticsEvent({ ...ctx, analyticsBrowserKey: browserKey }, body, allowed);
    if (outcome === 'invalid') return c.json({ message: 'Malformed event.' }, 400);
    return c.body(null, 204);
  });
  return routes;
}
