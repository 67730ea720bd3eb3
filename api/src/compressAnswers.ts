import { brotliCompressSync, constants, crc32, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** What is compressed here: GraphQL answers and rendered pages (built files are compressed at build time). */
const COMPRESSIBLE = /^(application\/(graphql-response\+)?json|text\/html)\b/i;

/** Brotli when the client takes it (Chromium does), else gzip; null for neither. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Compressed answers kept, by encoding and content: a repeated answer (a rates search asked again) is compressed once. */
const COMPRESSED_COPIES_KEPT = 256;
/** Larger answers are compressed afresh each time rather than kept. */
const LARGEST_KEPT_BYTES = 256 * 1024;

/** JSON answers repeat (a rates search asked again); a page never does, since each carries its own script nonce. */
const REPEATABLE = /^application\/(graphql-response\+)?json\b/i;

interface KeptCopy {
  original: Buffer;
  compressed: Buffer<ArrayBuffer>;
}

/**
 * Compressed copies by encoding, length and CRC-32 of the answer, each with the answer it was
 * made from: a hit is checked byte for byte, so a copy is never another answer's. A CRC and a
 * comparison cost a fraction of a cryptographic hash. Map order is insertion order: the first
 * key is the oldest.
 */
const compressedCopies = new Map<string, KeptCopy>();

function compressOnce(body: Buffer, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

function compressKept(body: Buffer, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
  const key = `${encoding}:${body.length}:${crc32(body)}`;
  const kept = compressedCopies.get(key);
  if (kept?.original.equals(body)) return kept.compressed;
  const compressed = compressOnce(body, encoding);
  compressedCopies.delete(key);
  compressedCopies.set(key, { original: body, compressed });
  if (compressedCopies.size > COMPRESSED_COPIES_KEPT) compressedCopies.delete(compressedCopies.keys().next().value!);
  return compressed;
}

/**
 * Compresses JSON and HTML answers of COMPRESS_THRESHOLD_BYTES or more, in one synchronous step
 * on the whole body: a GraphQL answer or a page is complete before it is sent, and a fast
 * setting (brotli quality 4, gzip level 6) costs a fraction of a millisecond for a rates list.
 * Streamed answers (event streams, incremental delivery) are left alone.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || !response.body || response.headers.has('Content-Encoding') || response.status === 204 || response.status === 206) return;
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(contentType)) return;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    const encoding = body.length >= COMPRESS_THRESHOLD_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    const keep = body.length <= LARGEST_KEPT_BYTES && REPEATABLE.test(contentType);
    const sent = !encoding ? body : keep ? compressKept(body, encoding) : compressOnce(body, encoding);
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(sent.length));
    // Cleared first: Hono would otherwise copy the old answer's headers (its length) onto this one.
    c.res = undefined;
    c.res = new Response(sent, { status: response.status, statusText: response.statusText, headers });
  };
}
