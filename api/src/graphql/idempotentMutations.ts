import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getOperationAST, parse } from 'graphql';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Knex } from 'knex';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REFUSALS, isValidIdempotencyKey } from '#core/idempotency/idempotencyKey';
import { releaseIdempotencyKey, reserveIdempotencyKey, storeIdempotentResponse } from '../services/idempotency/idempotencyKeys.js';
import type { AppEnv } from '../rest/env.js';
import { jsonBodyRefusal, MAX_JSON_BODY_BYTES, readBodyWithin, REQUEST_REFUSALS, refusalResponse } from './boundedBodies.js';
import { createRequestHasher } from './requestHash.js';
import { MAX_UPLOAD_REQUEST_BYTES } from './streamingUploads.js';
import { makeSpoolFolder, removeSpoolFolder } from './uploadSpool.js';

/** Set on a response that is the stored answer to an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

class UploadTooLarge extends Error {}

/**
 * An upload's body written to a spool file as it arrives, hashed on its way: disk, not memory.
 * Null once it is larger than MAX_UPLOAD_REQUEST_BYTES (the rest is not read).
 */
async function spoolUpload(request: Request, contentType: string): Promise<{ folder: string; file: string; hash: string } | null> {
  const folder = await makeSpoolFolder();
  const file = path.join(folder, 'request');
  const hasher = createRequestHasher(contentType);
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_REQUEST_BYTES) return done(new UploadTooLarge());
      hasher.update(chunk);
      done(null, chunk);
    },
  });
  try {
    const body = request.body ? Readable.from(request.body as unknown as AsyncIterable<Uint8Array>) : Readable.from([]);
    await pipeline(body, counted, createWriteStream(file));
  } catch (error) {
    await removeSpoolFolder(folder);
    if (error instanceof UploadTooLarge) return null;
    throw error;
  }
  return { folder, file, hash: hasher.digest() };
}

/** sha256 of a body already in memory, as createRequestHasher counts it. */
function hashOf(body: Uint8Array, contentType: string): string {
  const hasher = createRequestHasher(contentType);
  hasher.update(body);
  return hasher.digest();
}

/** Whether a JSON body holds a mutation (one operation or a batch). */
function holdsMutation(body: Uint8Array): boolean {
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
    if (!isValidIdempotencyKey(key)) return refusalResponse(IDEMPOTENCY_REFUSALS.malformed);

    const contentType = c.req.header('content-type') ?? '';
    const user = c.get('services').currentUser;
    const isUpload = contentType.toLowerCase().startsWith('multipart/');
    // Only a signed-in user may upload: an anonymous upload is refused by the GraphQL server
    // before its body is read, so it is not read here either.
    if (isUpload && !user) return next();
    let hash: string;
    let spooled: { folder: string } | null = null;
    if (isUpload) {
      const upload = await spoolUpload(c.req.raw, contentType);
      if (upload === null) return refusalResponse(REQUEST_REFUSALS.tooLarge);
      spooled = upload;
      hash = upload.hash;
      // Yoga reads the upload again from the spool file.
      c.req.raw = new Request(c.req.raw, { body: Readable.toWeb(createReadStream(upload.file)) as ReadableStream, duplex: 'half' } as RequestInit);
    } else {
      const body = await readBodyWithin(c.req.raw, MAX_JSON_BODY_BYTES);
      const refusal = jsonBodyRefusal(body);
      if (refusal) return refusalResponse(refusal);
      // Yoga reads the body again from this copy.
      c.req.raw = new Request(c.req.raw, { body: body! });
      if (!holdsMutation(body!)) return next();
      hash = hashOf(body!, contentType);
    }
    try {
      return await answerOnce(c, next, options, user ? `user:${user.uuid}` : 'anonymous', key, hash);
    } finally {
      if (spooled) await removeSpoolFolder(spooled.folder);
    }
  });
}

/**
 * Runs the request once for `scope` and `key`: a replay gets the stored answer, a reuse with
 * another request or a retry while the first runs is refused.
 */
async function answerOnce(
  c: Context<AppEnv>,
  next: Next,
  options: { db: Knex; now: () => Date },
  scope: string,
  key: string,
  hash: string,
): Promise<Response | undefined> {
  const reservation = await reserveIdempotencyKey(options.db, scope, key, hash, options.now());
  if (reservation.kind === 'reused') return refusalResponse(IDEMPOTENCY_REFUSALS.reused);
  if (reservation.kind === 'inProgress') {
    const { retryAfterSeconds, ...refusal } = IDEMPOTENCY_REFUSALS.inProgress;
    return refusalResponse(refusal, { 'Retry-After': String(retryAfterSeconds) });
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
    return undefined;
  }
  const responseBody = await c.res.text();
  await storeIdempotentResponse(options.db, scope, key, reservation.claimedAt, {
    status: c.res.status,
    contentType: c.res.headers.get('content-type'),
    body: responseBody,
  });
  c.res = new Response(responseBody, c.res);
  return undefined;
}
