import type { Readable } from 'node:stream';

/** An inclusive byte range, as in an HTTP Range header: bytes start..end. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where document bytes live, by key. Bodies are streams both ways, so a 25 MB file never sits in
 * memory. Keys are chosen by the app (never by a user) and use [A-Za-z0-9/_.-] only.
 */
export interface DocumentStore {
  put(key: string, body: Readable, options: { contentType: string; contentLength: number }): Promise<void>;
  /** The stored bytes, or only `range` of them; rejects with DocumentNotFoundError when absent. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export class DocumentNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored document at ${key}.`);
    this.name = 'DocumentNotFoundError';
  }
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Refuses keys that could escape the store's root ("..", absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Refused document key: ${JSON.stringify(key)}`);
  }
}
