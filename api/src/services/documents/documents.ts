import { randomUUID } from 'node:crypto';
import {
  isDocumentType,
  refusals,
  sanitizeFileName,
  SYSTEM_DOCUMENT_TYPES,
  type ApplicationType,
  type DocumentRefusal,
  type DocumentType,
} from '#core/documents/index';
import { Document } from '../../models/Document.js';
import type { ServiceContext } from '../context.js';
import { notFound, unauthenticated, type FieldError } from '../errors.js';
import { findOwnedApplication } from './applications.js';
import { inspectUpload } from './inspectUpload.js';
import { quotaRefusal } from './quota.js';
import { storageKeyOf } from './documentView.js';

export interface UploadResult {
  document: Document | null;
  errors: FieldError[];
}

const refused = (refusal: DocumentRefusal): UploadResult => ({ document: null, errors: [refusal] });

function signedInUser(ctx: ServiceContext) {
  if (!ctx.currentUser) throw unauthenticated();
  return ctx.currentUser;
}

async function ownedApplicationOrNotFound(ctx: ServiceContext, userUuid: string, applicationType: ApplicationType, applicationUuid: string) {
  const application = await findOwnedApplication(ctx.db, userUuid, applicationType, applicationUuid);
  if (!application) throw notFound('Application');
  return application;
}

/** The user's own document; anyone else's, or one that does not exist, is NOT_FOUND. */
export async function ownedDocument(ctx: ServiceContext, documentUuid: string): Promise<Document> {
  const user = signedInUser(ctx);
  const document = await Document.query(ctx.db).findOne({ uuid: documentUuid, userUuid: user.uuid });
  if (!document) throw notFound('Document');
  return document;
}

export async function listApplicationDocuments(ctx: ServiceContext, applicationType: ApplicationType, applicationUuid: string): Promise<Document[]> {
  const user = signedInUser(ctx);
  await ownedApplicationOrNotFound(ctx, user.uuid, applicationType, applicationUuid);
  return Document.query(ctx.db)
    .where({ applicationType, applicationUuid, userUuid: user.uuid })
    .orderBy([{ column: 'createdAt' }, { column: 'uuid' }]);
}

/**
 * Keeps the bytes in the store first, then writes the row in a transaction that re-checks the
 * quota; if anything after the store write fails or refuses, the stored bytes are deleted again,
 * so a refused upload leaves nothing behind.
 */
async function storeThenRecord<T>(
  ctx: ServiceContext,
  key: string,
  bytes: { stream: () => NodeJS.ReadableStream; size: number; contentType: string },
  record: () => Promise<T>,
): Promise<T> {
  await ctx.adapters.documentStore.put(key, bytes.stream() as never, { contentType: bytes.contentType, contentLength: bytes.size });
  try {
    return await record();
  } catch (error) {
    await ctx.adapters.documentStore
      .delete(key)
      .catch((cleanupError: unknown) => ctx.logger.error('could not remove the bytes of an unrecorded document', { key, error: String(cleanupError) }));
    throw error;
  }
}

class Refused extends Error {
  constructor(readonly refusal: DocumentRefusal) {
    super(refusal.message);
  }
}

export async function uploadDocument(
  ctx: ServiceContext,
  input: { applicationType: ApplicationType; applicationUuid: string; type: DocumentType; file: unknown },
): Promise<UploadResult> {
  const user = signedInUser(ctx);
  const application = await ownedApplicationOrNotFound(ctx, user.uuid, input.applicationType, input.applicationUuid);
  if (!isDocumentType(input.type) || SYSTEM_DOCUMENT_TYPES.has(input.type)) return refused(refusals.typeNotUploadable());
  if (!application.documentsEditable) return refused(refusals.documentsLocked());
  const inspection = await inspectUpload(input.file, ctx.adapters.malwareScanner);
  if (!inspection.ok) return refused(inspection.refusal);
  const { file, contentType, extension } = inspection;
  const where = { applicationType: input.applicationType, applicationUuid: application.uuid };
  const early = await quotaRefusal(ctx.db, where, { userUuid: user.uuid, addedBytes: file.size, addedDocuments: 1 });
  if (early) return refused(early);

  const uuid = randomUUID();
  const key = storageKeyOf(where, randomUUID());
  try {
    const document = await storeThenRecord(ctx, key, { stream: () => file.stream(), size: file.size, contentType }, () =>
      ctx.db.transaction(async (trx) => {
        const refusal = await quotaRefusal(trx, where, { userUuid: user.uuid, addedBytes: file.size, addedDocuments: 1 });
        if (refusal) throw new Refused(refusal);
        return Document.query(trx).insertAndFetch({
          uuid,
          userUuid: user.uuid,
          ...where,
          type: input.type,
          name: sanitizeFileName(file.name, extension),
          size: file.size,
          contentType,
          sha256: file.sha256,
          isSystemUpload: false,
          scanStatus: 'CLEAN',
          storageKey: key,
        });
      }),
    );
    ctx.logger.info('document uploaded', { documentUuid: document.uuid, applicationUuid: application.uuid, type: document.type, size: document.size });
    return { document, errors: [] };
  } catch (error) {
    if (error instanceof Refused) return refused(error.refusal);
    throw error;
  }
}

/** Replaces the file of one of the user's uploaded documents; the uuid and type stay, the old bytes go. */
export async function uploadDocumentReplacement(ctx: ServiceContext, input: { documentUuid: string; file: unknown }): Promise<UploadResult> {
  const existing = await ownedDocument(ctx, input.documentUuid);
  if (existing.isSystemUpload) return refused(refusals.systemDocument());
  const application = await ownedApplicationOrNotFound(ctx, existing.userUuid, existing.applicationType, existing.applicationUuid);
  if (!application.documentsEditable) return refused(refusals.documentsLocked());
  const inspection = await inspectUpload(input.file, ctx.adapters.malwareScanner);
  if (!inspection.ok) return refused(inspection.refusal);
  const { file, contentType, extension } = inspection;
  const change = { userUuid: existing.userUuid, addedBytes: file.size, addedDocuments: 0, replacingDocumentUuid: existing.uuid };
  const early = await quotaRefusal(ctx.db, existing, change);
  if (early) return refused(early);

  const key = storageKeyOf(existing, randomUUID());
  try {
    const document = await storeThenRecord(ctx, key, { stream: () => file.stream(), size: file.size, contentType }, () =>
      ctx.db.transaction(async (trx) => {
        const refusal = await quotaRefusal(trx, existing, change);
        if (refusal) throw new Refused(refusal);
        return Document.query(trx).patchAndFetchById(existing.uuid, {
          name: sanitizeFileName(file.name, extension),
          size: file.size,
          contentType,
          sha256: file.sha256,
          scanStatus: 'CLEAN',
          storageKey: key,
          updatedAt: ctx.now(),
        });
      }),
    );
    await ctx.adapters.documentStore.delete(existing.storageKey);
    return { document, errors: [] };
  } catch (error) {
    if (error instanceof Refused) return refused(error.refusal);
    throw error;
  }
}

export async function deleteDocument(
  ctx: ServiceContext,
  input: { documentUuid: string },
): Promise<{ deletedDocumentUuid: string | null; errors: FieldError[] }> {
  const existing = await ownedDocument(ctx, input.documentUuid);
  if (existing.isSystemUpload) return { deletedDocumentUuid: null, errors: [refusals.systemDocument()] };
  // An upload is its uploader's: one no longer a party (a replaced co-applicant) still removes it,
  // whatever the stage of an application that no longer uses it.
  const application = await findOwnedApplication(ctx.db, existing.userUuid, existing.applicationType, existing.applicationUuid);
  if (application && !application.documentsEditable) return { deletedDocumentUuid: null, errors: [refusals.documentsLocked()] };
  await Document.query(ctx.db).deleteById(existing.uuid);
  // The row is gone first: if the store delete fails, an unreachable object is left, never a row without bytes.
  await ctx.adapters.documentStore
    .delete(existing.storageKey)
    .catch((error: unknown) => ctx.logger.error('could not remove the bytes of a deleted document', { key: existing.storageKey, error: String(error) }));
  return { deletedDocumentUuid: existing.uuid, errors: [] };
}
