import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { sanitizeFileName, SYSTEM_DOCUMENT_TYPES, type ApplicationType, type DocumentType } from '#core/documents/index';
import type { DocumentStore } from '../../adapters/documentStore/DocumentStore.js';
import { Document } from '../../models/Document.js';
import { storageKeyOf } from './documentView.js';

export interface SystemDocumentInput {
  userUuid: string;
  applicationType: ApplicationType;
  applicationUuid: string;
  type: DocumentType;
  /** A name for the download, e.g. "Term sheet.pdf". */
  name: string;
  bytes: Buffer;
  contentType?: 'application/pdf';
  /** The purchase offer a letter is tailored to: it replaces only that offer's letter of the type. */
  purchaseOfferUuid?: string | null;
}

/**
 * Keeps a document Roofline generated (term sheet, option agreement, estimates, contract
 * summaries): isSystemUpload, not scanned, and replacing the previous one of the same type for
 * that application, so regenerating after a change leaves one current copy. Callable from a
 * job or a service alike; pass a transaction to make it part of a larger change.
 */
export async function storeSystemDocument(db: Knex | Knex.Transaction, store: DocumentStore, input: SystemDocumentInput): Promise<Document> {
  if (!SYSTEM_DOCUMENT_TYPES.has(input.type)) throw new Error(`${input.type} is not a generated document type.`);
  const contentType = input.contentType ?? 'application/pdf';
  const where = { applicationType: input.applicationType, applicationUuid: input.applicationUuid };
  const key = storageKeyOf(where, randomUUID());
  await store.put(key, Readable.from([input.bytes]), { contentType, contentLength: input.bytes.length });
  const values = {
    userUuid: input.userUuid,
    ...where,
    type: input.type,
    name: sanitizeFileName(input.name, 'pdf'),
    size: input.bytes.length,
    contentType,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    isSystemUpload: true,
    scanStatus: 'NOT_REQUIRED' as const,
    storageKey: key,
    purchaseOfferUuid: input.purchaseOfferUuid ?? null,
  };
  let replacedKey: string | null = null;
  try {
    const document = await (db.isTransaction ? (run: (trx: Knex.Transaction) => Promise<Document>) => run(db as Knex.Transaction) : db.transaction.bind(db))(
      async (trx: Knex.Transaction) => {
        const previous = await Document.query(trx)
          .findOne({ ...where, type: input.type, isSystemUpload: true, purchaseOfferUuid: input.purchaseOfferUuid ?? null })
          .forUpdate();
        if (!previous) return Document.query(trx).insertAndFetch(values);
        replacedKey = previous.storageKey;
        return Document.query(trx).patchAndFetchById(previous.uuid, { ...values, updatedAt: new Date() });
      },
    );
    if (replacedKey) await store.delete(replacedKey);
    return document;
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
