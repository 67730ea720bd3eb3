import type { Readable } from 'node:stream';
import { CONTRACT_DOCUMENT_TYPES, type ApplicationType } from '#core/documents/index';
import type { ByteRange } from '../../adapters/documentStore/DocumentStore.js';

export type { ByteRange };
import { Document } from '../../models/Document.js';
import { applicationKind } from './applications.js';
import type { ServiceContext } from '../context.js';

export interface DownloadSelector {
  applicationUuid: string;
  documentUuid: string;
  /** The {documentType} path segment: the type's enum name, in any case. */
  documentType?: string;
  /** The /contract/ route: only the option agreement and contract summaries. */
  contractOnly?: boolean;
  applicationType?: ApplicationType;
}

/**
 * The signed-in user's document at a download address, or null: not signed in, someone else's,
 * not that application's, or not that type all look the same from outside, so ids do not leak.
 */
export async function findDownload(ctx: ServiceContext, selector: DownloadSelector): Promise<Document | null> {
  if (!ctx.currentUser) return null;
  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuidPattern.test(selector.applicationUuid) || !uuidPattern.test(selector.documentUuid)) return null;
  const document = await readableDocument(ctx, selector);
  if (!document) return null;
  if (selector.documentType && selector.documentType.toUpperCase().replace(/-/g, '_') !== document.type) return null;
  if (selector.contractOnly && !CONTRACT_DOCUMENT_TYPES.has(document.type)) return null;
  if (selector.applicationType && selector.applicationType !== document.applicationType) return null;
  return document;
}

/**
 * The uploader's own document, or, for an application kind shared with its parties, a document of
 * one of its current parties for another current party (a replaced co-applicant's stay theirs).
 */
async function readableDocument(ctx: ServiceContext, selector: DownloadSelector): Promise<Document | null> {
  const userUuid = ctx.currentUser!.uuid;
  const kind = selector.applicationType ? applicationKind(selector.applicationType) : undefined;
  if (kind?.sharedWithParties) {
    const document = await Document.query(ctx.db).findOne({
      uuid: selector.documentUuid,
      applicationUuid: selector.applicationUuid,
      applicationType: kind.type,
    });
    if (!document || document.userUuid === userUuid) return document ?? null;
    const application = await kind.findOwned(ctx.db, userUuid, selector.applicationUuid);
    return application?.partyUserUuids?.includes(document.userUuid) ? document : null;
  }
  const own = await Document.query(ctx.db).findOne({ uuid: selector.documentUuid, applicationUuid: selector.applicationUuid, userUuid });
  return own ?? dealDocumentForMember(ctx, selector);
}

/**
 * A document Roofline wrote for the deal that made a home (term sheet, option agreement, ...), for
 * a member of that home who accepted the invitation: the same list their dashboard shows. Never
 * the owner's uploads, never a member still invited.
 */
async function dealDocumentForMember(ctx: ServiceContext, selector: DownloadSelector): Promise<Document | null> {
  const document = await Document.query(ctx.db)
    .join('properties', function joinDeal() {
      this.on('properties.sourceApplicationUuid', '=', 'documents.applicationUuid').andOn('properties.dealType', '=', 'documents.applicationType');
    })
    .join('propertyMembers', 'propertyMembers.propertyUuid', 'properties.uuid')
    .where({ 'documents.uuid': selector.documentUuid, 'documents.applicationUuid': selector.applicationUuid, 'documents.isSystemUpload': true })
    .where('propertyMembers.userUuid', ctx.currentUser!.uuid)
    .whereNotNull('propertyMembers.acceptedAt')
    .select('documents.*')
    .first();
  return document ?? null;
}

export function openDocumentBytes(ctx: ServiceContext, document: Document, range?: ByteRange): Promise<Readable> {
  return ctx.adapters.documentStore.get(document.storageKey, range);
}
