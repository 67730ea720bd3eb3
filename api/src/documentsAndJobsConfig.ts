import { z } from 'zod';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Settings of the job queue, the document store and the malware scanner (spread into config.ts). */
export const documentsAndJobsConfig = {
  // false: this process sends jobs but never runs them (a web-only server beside worker servers).
  JOB_WORKERS: booleanFromEnv.default(true),
  // Where uploaded and generated documents live: local disk under DATA_DIR, or an S3-compatible bucket.
  DOCUMENT_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // An S3-compatible endpoint (MinIO, R2, ...); unset means AWS itself.
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  // clamd for malware scanning (INSTREAM); unset means the embedded scanner, which refuses the EICAR test file.
  CLAMAV_HOST: z.string().min(1).optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  CLAMAV_SOCKET: z.string().min(1).optional(),
};
