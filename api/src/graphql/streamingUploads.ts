import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { MAX_DOCUMENT_BYTES, MAX_FILES_PER_REQUEST } from '#core/documents/limits';
import { UploadedFile } from '../services/documents/UploadedFile.js';
import { unauthenticated } from '../services/errors.js';
import type { GraphQLContext } from './context.js';
import { declaredLength, MAX_JSON_BODY_BYTES, REQUEST_REFUSALS, refusalResponse, withinJsonLimits } from './boundedBodies.js';
import { makeSpoolFolder, removeSpoolFolder } from './uploadSpool.js';

const NOT_MULTIPART = 'The request is not a well-formed multipart upload.';

/** An error of the operating system (a full disk, a missing folder), as opposed to one about the input. */
const isSystemError = (error: unknown) => typeof (error as { syscall?: unknown })?.syscall === 'string';
/**
 * The most an upload request may carry. Twice the file limit, so a file somewhat over 25 MB is
 * still read to its end and refused with a field error that says why; beyond this the request
 * itself is refused (413) without reading on.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * MAX_DOCUMENT_BYTES;

class MalformedUpload extends Error {}

class BodyTooLarge extends Error {}

const bodyTooLarge = () => refusalResponse(REQUEST_REFUSALS.tooLarge);

const malformedUpload = (error: MalformedUpload) => refusalResponse({ status: 400, code: 'BAD_USER_INPUT', message: error.message });

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
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_FILES_PER_REQUEST, fields: 2, fieldSize: MAX_JSON_BODY_BYTES },
    });
  } catch {
    throw new MalformedUpload(NOT_MULTIPART);
  }
  let operations: unknown;
  let map: Record<string, string[]> | undefined;
  const spooled: Promise<void>[] = [];
  let failure: Error | undefined;

  busboy.on('field', (name, value) => {
    if (!withinJsonLimits(Buffer.from(value))) {
      failure ??= new MalformedUpload(REQUEST_REFUSALS.tooComplex.message);
      return;
    }
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
  try {
    await pipeline(Readable.from(request.body as unknown as AsyncIterable<Uint8Array>), limitedTo(MAX_UPLOAD_REQUEST_BYTES), busboy);
  } catch (error) {
    // Busboy fails a body it cannot read as multipart; a failure of the disk or the size limit is not the client's fault.
    throw error instanceof BodyTooLarge || isSystemError(error) ? error : new MalformedUpload(NOT_MULTIPART);
  }
  const results = await Promise.allSettled(spooled);
  const rejected = results.find((result) => result.status === 'rejected');
  if (failure) throw failure;
  if (rejected) throw rejected.reason;
  if (operations === undefined || typeof operations !== 'object' || operations === null) throw new MalformedUpload('The operations field is missing.');
  return operations as GraphQLParams | GraphQLParams[];
}

/**
 * Replaces Yoga's multipart handling (which gathers each file into memory) with the streaming
 * reader above, up to MAX_UPLOAD_REQUEST_BYTES (other bodies are bounded by useBoundedBodies;
 * Yoga's own limit is off, since one figure cannot serve both). Only a signed-in user may upload,
 * so an anonymous upload is refused before a byte of it is read. The spool folder is removed
 * once the response is made.
 */
export function useStreamingUploads(): Plugin<GraphQLContext> {
  const folders = new WeakMap<Request, string>();
  return {
    onRequestParse({ request, serverContext, setRequestParser, endResponse }) {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
      if (!(serverContext as Partial<GraphQLContext>).currentUser) {
        const { code, message } = unauthenticated();
        endResponse(refusalResponse({ status: 200, code, message }));
        return;
      }
      const length = declaredLength(request);
      if (length !== null && length > MAX_UPLOAD_REQUEST_BYTES) {
        endResponse(bodyTooLarge());
        return;
      }
      setRequestParser(async (parsing) => {
        const folder = await makeSpoolFolder();
        folders.set(parsing, folder);
        try {
          return await spoolMultipartRequest(parsing, folder);
        } catch (error) {
          if (error instanceof BodyTooLarge) return bodyTooLarge();
          if (error instanceof MalformedUpload) return malformedUpload(error);
          folders.delete(parsing);
          await removeSpoolFolder(folder);
          throw error;
        }
      });
    },
    async onResponse({ request }) {
      const folder = folders.get(request);
      if (folder) {
        folders.delete(request);
        await removeSpoolFolder(folder);
      }
    },
  };
}
