import type { MiddlewareHandler } from 'hono';
import { containsMalformedText, MALFORMED_TEXT_MESSAGE } from '#core/text/wellFormedText';

/**
 * REST bodies with a NUL byte or an unpaired surrogate in any string are refused with 400 before
 * a route sees them (the same rule as GraphQL's). The parsed body stays cached for the route; a
 * body that is not JSON is left for the route to refuse in its own words.
 */
export function requireWellFormedText(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (c.req.header('content-type') ?? '').includes('json')) {
      const body: unknown = await c.req.json().catch(() => undefined);
      if (containsMalformedText(body)) return c.json({ message: MALFORMED_TEXT_MESSAGE }, 400);
    }
    if (containsMalformedText(c.req.queries())) return c.json({ message: MALFORMED_TEXT_MESSAGE }, 400);
    await next();
  };
}
