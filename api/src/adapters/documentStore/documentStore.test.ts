import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { DocumentNotFoundError, type DocumentStore } from './DocumentStore.js';
import { LocalDiskStore } from './LocalDiskStore.js';
import { S3Store } from './S3Store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

let workDir: string;
let s3rver: S3rver;
let s3Store: S3Store;
let diskStore: LocalDiskStore;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'roofline-store-test-'));
  diskStore = new LocalDiskStore(path.join(workDir, 'disk'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [{ name: 'roofline-test', configs: [] }],
  });
  const { port } = await s3rver.run();
  s3Store = new S3Store({
    bucket: 'roofline-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'test/',
  });
});

afterAll(async () => {
  s3Store.destroy();
  await s3rver.close();
  await rm(workDir, { recursive: true, force: true });
});

describe.each([
  ['local disk', () => diskStore],
  ['S3-compatible bucket', () => s3Store],
] as Array<[string, () => DocumentStore]>)('the document store on %s', (_name, store) => {
  const bytes = randomBytes(300_000);

  it('gives back the bytes it was given, whole or by byte range', async () => {
    await store().put('users/u1/doc-a', Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]), {
      contentType: 'application/pdf',
      contentLength: bytes.length,
    });
    expect(await store().stat('users/u1/doc-a')).toEqual({ size: bytes.length });
    expect((await readAll(await store().get('users/u1/doc-a'))).equals(bytes)).toBe(true);
    expect((await readAll(await store().get('users/u1/doc-a', { start: 1000, end: 1999 }))).equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('replaces an object put twice under one key', async () => {
    await store().put('users/u1/doc-b', Readable.from([Buffer.from('first')]), { contentType: 'text/plain', contentLength: 5 });
    await store().put('users/u1/doc-b', Readable.from([Buffer.from('second')]), { contentType: 'text/plain', contentLength: 6 });
    expect((await readAll(await store().get('users/u1/doc-b'))).toString()).toBe('second');
  });

  it('forgets a deleted object, and deleting a missing one is not an error', async () => {
    await store().put('users/u1/doc-c', Readable.from([Buffer.from('gone soon')]), { contentType: 'text/plain', contentLength: 9 });
    await store().delete('users/u1/doc-c');
    await store().delete('users/u1/doc-c');
    expect(await store().stat('users/u1/doc-c')).toBeNull();
    await expect(store().get('users/u1/doc-c')).rejects.toBeInstanceOf(DocumentNotFoundError);
  });

  it('refuses keys that could escape its root', async () => {
    await expect(store().stat('../etc/passwd')).rejects.toThrow(/Refused document key/);
    await expect(store().stat('/abs')).rejects.toThrow(/Refused document key/);
  });
});
