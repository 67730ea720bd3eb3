import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { MAX_DOCUMENT_BYTES, MAX_FILES_PER_REQUEST } from '#core/documents/limits';
import { UploadedFile } from '../services/documents/UploadedFile.js';

const MAX_JSON_FIELD_BYTES = 1024 * 1024;
/**
 * The most an upload request may carry. Twice the file limit, so a file somewhat over 25 MB is
 * still read to its end and refused with a field error that says why; beyond this the request
 * itself is refused (413) without reading on.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * MAX_DOCUMENT_BYTES;
/** Every other request body: Yoga's own default. */
export const MAX_REQUEST_BODY_BYTES = 25_000_000;

class MalformedUpload extends Error {}

class BodyTooLarge extends Error {}

const bodyTooLarge = () =>
  new Response(JSON.stringify({ errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] }), {
    status: 413,
    headers: { 'Content-Type': 'application/json' },
  });

/** Passes bytes through until `limit` is exceeded, then fails the stream. */
function limitedTo(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new BodyTooLarge() : null, chunk);
    },
  });
}

const declaredLength = (request: Request) => {
  const header = request.headers.get('content-length');
  return header !== null && /^\d+$/.test(header) ? Number(header) : null;
};

/** Puts `value` at a dotted path such as "variables.input.file" (or "0.variables.files.1" in a batch). */
function setAtPath(target: unknown, dottedPath: string, value: unknown) {
  const keys = dottedPath.split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new MalformedUpload(`Bad path in map: ${dottedPath}`);
    const next = node?.[key];
    if (typeof next !== 'object' || next === null) throw new MalformedUpload(`Path ${dottedPath} in map is not in the operations.`);
    node = next as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (last === '__proto__' || !(last in node) || node[last] !== null) throw new MalformedUpload(`Path ${dottedPath} in map must point at a null variable.`);
  node[last] = value;
}

/** Browsers (and fetch's FormData) write ", CR and LF in a multipart file name as %22, %0D and %0A. */
const decodeFormFileName = (name: string) => name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

/** Counts and hashes bytes on their way to disk. */
function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Reads a GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) as it
 * streams in: each file goes straight to a temporary file, so a 25 MB upload costs disk, not
 * memory. A file past the size limit is cut short and marked tooLarge for the service to refuse.
 */
async function spoolMultipartRequest(request: Request, directory: string): Promise<GraphQLParams | GraphQLParams[]> {
  if (!request.body) throw new MalformedUpload('The upload has no body.');
  const busboy = Busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_FILES_PER_REQUEST, fields: 2, fieldSize: MAX_JSON_FIELD_BYTES },
  });
  let operations: unknown;
  let map: Record<string, string[]> | undefined;
  const spooled: Promise<void>[] = [];
  let failure: Error | undefined;

  busboy.on('field', (name, value) => {
    try {
      if (name === 'operations') operations = JSON.parse(value);
      else if (name === 'map') map = JSON.parse(value) as Record<string, string[]>;
    } catch {
      failure ??= new MalformedUpload(`The ${name} field is not JSON.`);
    }
  });
  busboy.on('file', (fieldName, stream, fileName, _encoding, mimeType) => {
    const paths = map?.[fieldName];
    if (failure || operations === undefined || !Array.isArray(paths)) {
      failure ??= new MalformedUpload('Files must follow the operations and map fields, and be named in the map.');
      stream.resume();
      return;
    }
    const target = path.join(directory, `${spooled.length}`);
    const measure = measuring();
    spooled.push(
      pipeline(stream, measure.stream, createWriteStream(target)).then(() => {
        const { size, sha256 } = measure.result();
        const file = new UploadedFile(decodeFormFileName(fileName ?? ''), mimeType, size, sha256, stream.truncated, target);
        for (const dottedPath of paths) setAtPath(operations, dottedPath, file);
      }),
    );
  });

  // Yoga may hand over its own ReadableStream implementation; both kinds iterate asynchronously.
  await pipeline(Readable.from(request.body as unknown as AsyncIterable<Uint8Array>), limitedTo(MAX_UPLOAD_REQUEST_BYTES), busboy);
  const results = await Promise.allSettled(spooled);
  const rejected = results.find((result) => result.status === 'rejected');
  if (failure) throw failure;
  if (rejected) throw rejected.reason;
  if (operations === undefined || typeof operations !== 'object' || operations === null) throw new MalformedUpload('The operations field is missing.');
  return operations as GraphQLParams | GraphQLParams[];
}

/**
 * Replaces Yoga's multipart handling (which gathers each file into memory) with the streaming
 * reader above, and applies the request-body limits itself (Yoga's own limit is turned off,
 * since one figure cannot serve both): uploads up to MAX_UPLOAD_REQUEST_BYTES, everything else
 * up to MAX_REQUEST_BODY_BYTES. The temporary files are removed once the response is made.
 */
export function useStreamingUploads(): Plugin {
  const directories = new WeakMap<Request, string>();
  return {
    onRequestParse({ request, requestParser, setRequestParser, endResponse }) {
      const isUpload = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
      const length = declaredLength(request);
      if (length !== null && length > (isUpload ? MAX_UPLOAD_REQUEST_BYTES : MAX_REQUEST_BODY_BYTES)) {
        endResponse(bodyTooLarge());
        return;
      }
      if (!isUpload) {
        // A declared length within the limit is the body's length: the HTTP parser reads no more
        // than that as the body. Only a body sent without one (chunked) is counted as it arrives.
        if (length !== null || !requestParser || !request.body) return;
        setRequestParser(async (parsing) => {
          if (!parsing.body) return requestParser(parsing);
          const chunks = Readable.from(parsing.body as unknown as AsyncIterable<Uint8Array>).pipe(limitedTo(MAX_REQUEST_BODY_BYTES));
          try {
            const body = await new Response(Readable.toWeb(chunks) as ReadableStream).arrayBuffer();
            return await requestParser(new Request(parsing.url, { method: parsing.method, headers: parsing.headers, body }));
          } catch (error) {
            if (error instanceof BodyTooLarge || (error as { cause?: unknown }).cause instanceof BodyTooLarge) return bodyTooLarge();
            throw error;
          }
        });
        return;
      }
      setRequestParser(async (parsing) => {
        const directory = await mkdtemp(path.join(os.tmpdir(), 'roofline-upload-'));
        directories.set(parsing, directory);
        try {
          return await spoolMultipartRequest(parsing, directory);
        } catch (error) {
          if (!(error instanceof BodyTooLarge || error instanceof MalformedUpload)) {
            directories.delete(parsing);
            await rm(directory, { recursive: true, force: true });
            throw error;
          }
          if (error instanceof BodyTooLarge) return bodyTooLarge();
          if (error instanceof MalformedUpload) {
            return new Response(JSON.stringify({ errors: [{ message: error.message, extensions: { code: 'BAD_USER_INPUT' } }] }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            });
          }
          throw error;
        }
      });
    },
    async onResponse({ request }) {
      const directory = directories.get(request);
      if (directory) {
        directories.delete(request);
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
