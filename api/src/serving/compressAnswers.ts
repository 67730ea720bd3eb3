import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';

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

/** Bytes of compressed copies kept per encoding, their answers' text counted too (two bytes a character). */
const COPIES_BYTES = 8 * 1024 * 1024;
/** Longer answers are compressed afresh each time rather than kept. */
const LONGEST_KEPT_ANSWER = 256 * 1024;

/**
 * JSON answers repeat (a rates search asked again) and are read as the text they were made
 * from; a page never repeats, since each carries its own script nonce, and is read as bytes.
 */
const JSON_ANSWER = /^application\/(graphql-response\+)?json\b/i;

/**
 * Compressed copies by the answer's whole text, a cache per encoding: only the same answer finds
 * a copy. A repeated answer is usually the very string kept with it (ratesAnswerCache.ts), whose
 * hash V8 keeps, so finding its copy costs next to nothing; any other equal text finds it too.
 * A copy never goes stale (it is its text's), so it has no age limit; the least recently used go first.
 */
const copiesOf = (): LRUCache<string, Buffer<ArrayBuffer>> =>
  new LRUCache({ maxSize: COPIES_BYTES, sizeCalculation: (copy, text) => copy.length + 2 * text.length });
const compressedCopies = { br: copiesOf(), gzip: copiesOf() };

/**
 * Fast settings, since every answer is compressed while its request waits: on a dashboard page
 * (21 KB) brotli quality 2 takes about 0.25 ms where quality 4 took 0.55 ms, for 8% more bytes
 * (5.7 KB instead of 5.3); on a rates list, 0.15 ms instead of 0.3 ms. Gzip level 3 against 6
 * is alike.
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;

/**
 * Brotli's window, as a power of two, just large enough for the whole body. Its default (4 MB)
 * made every call set up tables for a window a thousand times the answer: compressing an 18 KB
 * rates list took 0.19 ms with the server's allocator settings, 0.05 ms with a window its size,
 * to the same bytes.
 */
const windowBitsFor = (length: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(1, length)))));

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

function compressedAnswer(text: string, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
  if (text.length > LONGEST_KEPT_ANSWER) return compress(Buffer.from(text), encoding);
  const copies = compressedCopies[encoding];
  let copy = copies.get(text);
  if (!copy) copies.set(text, (copy = compress(Buffer.from(text), encoding)));
  return copy;
}

/**
 * Compresses JSON and HTML answers of COMPRESS_THRESHOLD_BYTES or more, in one synchronous step
 * on the whole body: a GraphQL answer or a page is complete before it is sent, and a fast
 * setting costs a fraction of a millisecond for a rates list or a page.
 * Streamed answers (event streams, incremental delivery) are left alone. The body is read only
 * once the answer is known to be one of these: asking a GraphQL answer for its body stream
 * would make one out of its text.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || response.headers.has('Content-Encoding') || response.status === 204 || response.status === 206 || response.status === 304)
      return;
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(contentType)) return;
    const accepted = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!accepted) {
      // Sent as it is, unread (a page's own queries, asked in process, take this way).
      try {
        response.headers.append('Vary', 'Accept-Encoding');
      } catch {
        c.header('Vary', 'Accept-Encoding', { append: true });
      }
      return;
    }
    const body = JSON_ANSWER.test(contentType) ? await response.text() : Buffer.from(await response.arrayBuffer());
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    const encoding = length >= COMPRESS_THRESHOLD_BYTES ? accepted : null;
    const sent = !encoding ? body : typeof body === 'string' ? compressedAnswer(body, encoding) : compress(body, encoding);
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(typeof sent === 'string' ? length : sent.length));
    // Cleared first: Hono would otherwise copy the old answer's headers (its length) onto this one.
    c.res = undefined;
    c.res = new Response(sent, { status: response.status, statusText: response.statusText, headers });
  };
}
