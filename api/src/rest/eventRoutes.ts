import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { recordAnalyticsEvent } from '../services/analytics.js';
import type { AppEnv } from './env.js';

export const PRIVACY_COOKIE = 'privacy_preferences';

/** Whether the privacy cookie, if any, still allows analytics (no cookie: all categories on). */
function analyticsAllowedByCookie(raw: string | undefined): boolean {
  if (!raw) return true;
  try {
    return (JSON.parse(raw) as { analytics?: unknown }).analytics !== false;
  } catch {
    return true;
  }
}

/** POST /api/v1/events: first-party page views, user-id pushes and identify calls. */
export function eventRoutes() {
  const routes = new Hono<AppEnv>();
  routes.post('/events', async (c) => {
    const body = await c.req.json().catch(() => null);
    const outcome = await recordAnalyticsEvent(c.get('services'), body, analyticsAllowedByCookie(getCookie(c, PRIVACY_COOKIE)));
    if (outcome === 'invalid') return c.json({ message: 'Malformed event.' }, 400);
    return c.body(null, 204);
  });
  return routes;
}
