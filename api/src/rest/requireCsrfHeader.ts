import type { MiddlewareHandler } from 'hono';
import { withSpecErrorName } from '#core/apiErrors/specErrorNames';

export const CSRF_HEADER = 'x-roofline-csrf';

/**
 * Every GraphQL request must carry our CSRF header. A cross-site form or simple request cannot
 * set a custom header, and a script that sets one triggers a CORS preflight we never approve.
 */
export function requireCsrfHeader(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header(CSRF_HEADER)) {
      return c.json({ errors: [{ message: 'Required CSRF header is missing.', extensions: withSpecErrorName({ code: 'FORBIDDEN' }) }] }, 403);
    }
    await next();
  };
}
