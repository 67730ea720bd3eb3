import { createHash } from 'node:crypto';
import { getOperationAST, parse } from 'graphql';
import { createMiddleware } from 'hono/factory';
import type { Knex } from 'knex';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REFUSALS, isValidIdempotencyKey } from '#core/idempotency/idempotencyKey';
import { releaseIdempotencyKey, reserveIdempotencyKey, storeIdempotentResponse } from '../services/idempotency/idempotencyKeys.js';
import type { AppEnv } from '../rest/env.js';
import { MAX_REQUEST_BODY_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './streamingUploads.js';

/** Set on a response that is the stored answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

const graphQLError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The body, or null once it is larger than `limit` (the rest is not read). */
async function readBody(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * sha256 of the request as the client meant it. A multipart boundary is chosen afresh by the
 * browser for every send, so it is left out: a retried upload hashes the same.
 */
function requestHash(body: Uint8Array, contentType: string): string {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const hash = createHash('sha256');
  if (boundary)
    hash.update(
      Buffer.from(body)
        .toString('latin1')
        .replaceAll(boundary[1] ?? boundary[2]!, ''),
      'latin1',
    );
  else hash.update(body);
  return hash.digest('hex');
}

/** Whether a JSON body holds a mutation (one operation or a batch); multipart bodies are uploads, mutations. */
function holdsMutation(body: Uint8Array, contentType: string): boolean {
  if (contentType.toLowerCase().startsWith('multipart/')) return true;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body).toString('utf8'));
    const operations = Array.isArray(parsed) ? parsed : [parsed];
    return operations.some((operation: { query?: unknown; operationName?: unknown }) => {
      if (typeof operation?.query !== 'string') return false;
      const name = typeof operation.operationName === 'string' ? operation.operationName : undefined;
      return getOperationAST(parse(operation.query), name)?.operation === 'mutation';
    });
  } catch {
    // Not a request GraphQL can run: Yoga answers it as usual.
    return false;
  }
}

/**
 * The Idempotency-Key header on POST /graphql (docs/security.md): a mutation sent with a key runs
 * once per caller and key; a retry with the same request is answered with the first response
 * (without running it again), the same key with another request is refused 422, and a retry
 * while the first is still running is refused 409 with Retry-After. Keys are kept in PostgreSQL,
 * so this holds across app servers. Requests without the header, and queries, pass untouched.
 */
export function idempotentMutations(options: { db: Knex; now: () => Date }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || c.req.method !== 'POST') return next();
    if (!isValidIdempotencyKey(key)) {
      const { status, code, message } = IDEMPOTENCY_REFUSALS.malformed;
      return graphQLError(status, code, message);
    }

    const contentType = c.req.header('content-type') ?? '';
    const limit = contentType.toLowerCase().startsWith('multipart/') ? MAX_UPLOAD_REQUEST_BYTES : MAX_REQUEST_BODY_BYTES;
    const body = await readBody(c.req.raw, limit);
    if (body === null) return graphQLError(413, 'REQUEST_ENTITY_TOO_LARGE', 'Request body too large');
    // Yoga reads the body again from this copy.
    c.req.raw = new Request(c.req.raw, { body });
    if (!holdsMutation(body, contentType)) return next();

    const user = c.get('services').currentUser;
    const scope = user ? `user:${user.uuid}` : 'anonymous';
    const reservation = await reserveIdempotencyKey(options.db, scope, key, requestHash(body, contentType), options.now());
    if (reservation.kind === 'reused') {
      const { status, code, message } = IDEMPOTENCY_REFUSALS.reused;
      return graphQLError(status, code, message);
    }
    if (reservation.kind === 'inProgress') {
      const { status, code, message, retryAfterSeconds } = IDEMPOTENCY_REFUSALS.inProgress;
      return graphQLError(status, code, message, { 'Retry-After': String(retryAfterSeconds) });
    }
    if (reservation.kind === 'replay') {
      const { status, contentType: storedType, body: storedBody } = reservation.response;
      return new Response(storedBody, { status, headers: { 'Content-Type': storedType ?? 'application/json', [IDEMPOTENT_REPLAY_HEADER]: 'true' } });
    }

    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(options.db, scope, key, reservation.claimedAt);
      throw error;
    }
    // A failure of ours (database unavailable, an unexpected error) is not kept: the retry runs again.
    if (c.res.status >= 500) {
      await releaseIdempotencyKey(options.db, scope, key, reservation.claimedAt);
      return;
    }
    const responseBody = await c.res.text();
    await storeIdempotentResponse(options.db, scope, key, reservation.claimedAt, {
      status: c.res.status,
      contentType: c.res.headers.get('content-type'),
      body: responseBody,
    });
    c.res = new Response(responseBody, c.res);
  });
}
