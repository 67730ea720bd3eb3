import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

/**
 * The most a GraphQL request other than an upload may carry. The web app's largest operation
 * prints to about 2.5 KB, so a full batch of ten with its variables stays under 40 KB; uploads go
 * through multipart, bounded on their own (streamingUploads.ts).
 */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * What a JSON body may hold before it is parsed. JSON.parse of a body of millions of tiny keys
 * costs many times its size in memory, so the shape is counted on the raw bytes first. The web
 * app's largest answer (a repeating group of a question) holds a few hundred values, nested a
 * handful of levels.
 */
export const JSON_BODY_LIMITS = {
  /** Object members plus array items, counted over the whole body. */
  maxValues: 5_000,
  /** Objects and arrays inside one another. */
  maxDepth: 32,
} as const;

export const REQUEST_REFUSALS = {
  tooLarge: { status: 413, code: 'REQUEST_ENTITY_TOO_LARGE', message: 'Request body too large' },
  tooComplex: { status: 400, code: 'REQUEST_TOO_COMPLEX', message: 'The request holds too many values or nests them too deeply.' },
} as const;

type Refusal = { status: number; code: string; message: string };

/** A refusal of the whole request, shaped as a GraphQL answer with its code. */
export const refusalResponse = ({ status, code, message }: Refusal, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text stays within JSON_BODY_LIMITS, read in one pass over its bytes with no
 * allocation. Text that is not JSON passes: the parser refuses it as usual.
 */
export function withinJsonLimits(bytes: Uint8Array): boolean {
  let values = 0;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === COLON || byte === COMMA) {
      if (++values > JSON_BODY_LIMITS.maxValues) return false;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > JSON_BODY_LIMITS.maxDepth) return false;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return true;
}

export const declaredLength = (request: Request) => {
  const header = request.headers.get('content-length');
  return header !== null && /^\d+$/.test(header) ? Number(header) : null;
};

/**
 * The body, or null as soon as it is larger than `limit` (the rest is not read). A declared
 * length within the limit is the body's length: the HTTP parser reads no more than that.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const length = declaredLength(request);
  if (length !== null) return length > limit ? null : new Uint8Array(await request.arrayBuffer());
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

/** The refusal a non-upload body earns before it is parsed, or null when it may be parsed. */
export const jsonBodyRefusal = (body: Uint8Array | null): Refusal | null =>
  body === null ? REQUEST_REFUSALS.tooLarge : withinJsonLimits(body) ? null : REQUEST_REFUSALS.tooComplex;

const isJsonRequest = (request: Request) => /^application\/(graphql\+)?json\b/i.test(request.headers.get('content-type') ?? '');

/** GraphQL over HTTP's answers to a JSON body that is not an object, as Yoga gives them. */
function parseJsonParams(text: string): GraphQLParams | GraphQLParams[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw createGraphQLError('POST body sent invalid JSON.', {
      extensions: { http: { spec: true, status: 400 }, code: 'BAD_REQUEST', originalError: { name: (error as Error).name, message: (error as Error).message } },
    });
  }
  if (parsed === null || typeof parsed !== 'object') {
    throw createGraphQLError(`POST body is expected to be object but received ${parsed === null ? 'null' : typeof parsed}`, {
      extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
    });
  }
  return parsed as GraphQLParams | GraphQLParams[];
}

/**
 * Bounds every POST body but an upload before Yoga parses it: its size (MAX_JSON_BODY_BYTES,
 * refused 413 unread when declared larger) and, for JSON, its count of values and depth (400).
 */
export function useBoundedBodies(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, endResponse }) {
      if (request.method !== 'POST' || !requestParser || request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
      const length = declaredLength(request);
      if (length !== null && length > MAX_JSON_BODY_BYTES) {
        endResponse(refusalResponse(REQUEST_REFUSALS.tooLarge));
        return;
      }
      setRequestParser(async (parsing) => {
        const body = await readBodyWithin(parsing, MAX_JSON_BODY_BYTES);
        const refusal = jsonBodyRefusal(body);
        if (refusal) return refusalResponse(refusal);
        if (isJsonRequest(parsing)) return parseJsonParams(new TextDecoder().decode(body!));
        // application/graphql and form bodies: Yoga's own parser, from the bytes already read.
        return requestParser(new Request(parsing.url, { method: parsing.method, headers: parsing.headers, body: body! }));
      });
    },
  };
}
