import type { ApplicationType, DocumentType } from '#core/documents/index';
import { BaseModel } from './BaseModel.js';

export type DocumentScanStatus = 'CLEAN' | 'NOT_REQUIRED';

/** One document of an application; its bytes are in the document store under storageKey. */
export class Document extends BaseModel {
  static override tableName = 'documents';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  applicationType!: ApplicationType;
  applicationUuid!: string;
  type!: DocumentType;
  name!: string;
  size!: number;
  contentType!: string;
  sha256!: string;
  isSystemUpload!: boolean;
  scanStatus!: DocumentScanStatus;
  storageKey!: string;
  /** The offer a tailored pre-approval letter names; null for every other document. */
  purchaseOfferUuid!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
