import type { MiddlewareHandler } from 'hono';
import { containsMalformedText, MALFORMED_TEXT_MESSAGE } from '#core/text/wellFormedText';
import { FORM_MEDIA_TYPE, JSON_MEDIA_TYPE, mediaTypeOf } from './requireBodyType.js';

/**
 * REST bodies with a NUL byte or an unpaired surrogate in any string are refused with 400 before
 * a route sees them (the same rule as GraphQL's), JSON and form posts alike. The parsed body stays
 * cached for the route; a body that does not parse is left for the route to refuse in its own words.
 */
export function requireWellFormedText(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const type = mediaTypeOf(c.req.header('content-type'));
      const body: unknown =
        type === JSON_MEDIA_TYPE
          ? await c.req.json().catch(() => undefined)
          : type === FORM_MEDIA_TYPE
            ? await c.req.parseBody().catch(() => undefined)
            : undefined;
      if (containsMalformedText(body)) return c.json({ message: MALFORMED_TEXT_MESSAGE }, 400);
    }
    if (containsMalformedText(c.req.queries())) return c.json({ message: MALFORMED_TEXT_MESSAGE }, 400);
    await next();
  };
}
