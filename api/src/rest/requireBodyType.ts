import type { MiddlewareHandler } from 'hono';

/** What a REST body of another media type is answered (415). */
export const UNSUPPORTED_MEDIA_TYPE = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' } as const;

export const JSON_MEDIA_TYPE = 'application/json';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** A Content-Type header's media type, lower case, without its parameters (charset). */
export function mediaTypeOf(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * REST bodies are JSON, and a plain form post only where a page posts one without its script
 * (`formPaths`): any other body (text/plain, multipart, XML, none at all where one is due) is
 * refused with 415 before a route reads it, whatever it holds.
 */
export function requireBodyType(options: { formPaths: readonly string[] }): MiddlewareHandler {
  return async (c, next) => {
    const type = mediaTypeOf(c.req.header('content-type'));
    const carriesBody = BODY_METHODS.has(c.req.method) || (type !== null && c.req.method !== 'GET' && c.req.method !== 'HEAD');
    if (carriesBody && type !== JSON_MEDIA_TYPE && !(type === FORM_MEDIA_TYPE && options.formPaths.includes(c.req.path))) {
      return c.json({ message: UNSUPPORTED_MEDIA_TYPE.message, code: UNSUPPORTED_MEDIA_TYPE.code }, 415);
    }
    await next();
  };
}
