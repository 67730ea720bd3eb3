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
  // An in-memory database (tests) keeps its documents in a fresh temporary directory.
  const root =
    config.DATA_DIR === ':memory:'
      ? path.join(os.tmpdir(), `roofline-documents-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`)
      : path.resolve(config.DATA_DIR, 'documents');
  return new LocalDiskStore(root);
}
