import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, DocumentNotFoundError, type ByteRange, type DocumentStore } from './DocumentStore.js';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a test server); unset means AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prefix for every key, so one bucket can hold several environments. */
  prefix?: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Documents in an S3-compatible bucket, so every app server reads and writes the same files. */
export class S3Store implements DocumentStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: a streamed body of known length then goes up as
      // is, which every S3-compatible server accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string) {
    assertSafeKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, body: Readable, options: { contentType: string; contentLength: number }) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: options.contentType,
        ContentLength: options.contentLength,
      }),
    );
  }

  async get(key: string, range?: ByteRange) {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!result.Body) throw new DocumentNotFoundError(key);
      return result.Body instanceof Readable ? result.Body : Readable.fromWeb(result.Body.transformToWebStream() as never);
    } catch (error) {
      if (isMissing(error)) throw new DocumentNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string) {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
      return { size: result.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  destroy() {
    this.client.destroy();
  }
}
