import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import type { AppConfig } from '../../config.js';
import type { DocumentStore } from './DocumentStore.js';
import { LocalDiskStore } from './LocalDiskStore.js';
import { S3Store } from './S3Store.js';

/** Local disk under DATA_DIR by default; an S3-compatible bucket when DOCUMENT_STORE=s3. */
export function createDocumentStore(config: AppConfig): DocumentStore {
  if (config.DOCUMENT_STORE === 's3') {
    if (!config.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when DOCUMENT_STORE=s3');
    return new S3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  if (config.DATA_DIR !== ':memory:') return new LocalDiskStore(path.resolve(config.DATA_DIR, 'documents'));
  // An in-memory database (tests) keeps its documents in a temporary directory, removed by
  // removeTemporaryDocumentStore when the database goes, or at the latest when the process exits.
  const root = path.join(os.tmpdir(), `roofline-documents-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  return new LocalDiskStore(root);
}

/** Removes the temporary directory of an in-memory configuration's store; any other store is left alone. */
export async function removeTemporaryDocumentStore(config: AppConfig, store: DocumentStore): Promise<void> {
  if (config.DATA_DIR === ':memory:' && store instanceof LocalDiskStore) await rm(store.root, { recursive: true, force: true });
}
