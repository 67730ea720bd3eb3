import { BaseModel } from './BaseModel.js';

/** One idempotency key of one caller: the request it came with and, once run, its response. */
export class IdempotencyKey extends BaseModel {
  static override tableName = 'idempotency_keys';
  static override idColumn = ['scope', 'key'];

  scope!: string;
  key!: string;
  requestHash!: string;
  /** Null while the first request with this key is still running. */
  responseStatus!: number | null;
  responseContentType!: string | null;
  responseBody!: string | null;
  createdAt!: Date;
  /** When the running request claimed the key; a claim unanswered past the lease may be taken over. */
  claimedAt!: Date;
  expiresAt!: Date;
}
