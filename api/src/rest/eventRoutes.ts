import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { recordAnalyticsEvent } from '../services/analytics.js';
import { analyticsAllowed } from '../services/privacy.js';
import type { AppEnv } from './env.js';

export const PRIVACY_COOKIE = 'privacy_preferences';

/** POST /api/v1/events: first-party page views, user-id pushes and identify calls. */
export function eventRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post('/events', async (c) => {
    const body = await c.req.json().catch(() => null);
    // A logged-in user's saved preferences decide; otherwise the privacy cookie does.
    const allowed = await analyticsAllowed(c.get('services'), getCookie(c, PRIVACY_COOKIE));
    const outcome = await recordAnalyticsEvent(c.get('services'), body, allowed);
    if (outcome === 'invalid') return c.json({ message: 'Malformed event.' }, 400);
    return c.body(null, 204);
  });
  return routes;
}
