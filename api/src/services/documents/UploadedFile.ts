import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * One file of a multipart upload, already spooled to a temporary file as it arrived (never held
 * in memory), with what was learned on the way: its size, its SHA-256, and whether it ran past
 * the size limit (then only the first bytes were kept and it must be refused).
 */
export class UploadedFile {
  constructor(
    readonly name: string,
    /** What the browser said the file is; informative only, the bytes decide. */
    readonly declaredType: string,
    readonly size: number,
    readonly sha256: string,
    readonly tooLarge: boolean,
    readonly path: string,
  ) {}

  stream(options: { start?: number; end?: number } = {}): Readable {
    return createReadStream(this.path, options);
  }
}

export const isUploadedFile = (value: unknown): value is UploadedFile => value instanceof UploadedFile;
