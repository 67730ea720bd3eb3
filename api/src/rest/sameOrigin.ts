import type { MiddlewareHandler } from 'hono';

/**
 * REST routes that change state accept a request only from our own origins (config.sameOrigins):
 * a browser always sends Origin on cross-site POST and DELETE, so a mismatch means another site
 * is asking.
 */
export function requireSameOrigin(sameOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin) {
      if (!sameOrigins.includes(origin)) return c.json({ message: 'Cross-site request refused.' }, 403);
    }
    await next();
  };
}
