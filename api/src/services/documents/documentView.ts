import type { Document } from '../../models/Document.js';

/** Where the owner downloads a document: the spec's /api/v1/application_files/{applicationUuid}/{documentType}/{fileId}. */
export const downloadUrlOf = (document: Pick<Document, 'applicationUuid' | 'type' | 'uuid'>) =>
  `/api/v1/application_files/${document.applicationUuid}/${document.type}/${document.uuid}`;

/** The store key of a document's bytes: never derived from anything the user typed. */
export const storageKeyOf = (document: Pick<Document, 'applicationType' | 'applicationUuid'>, objectId: string) =>
  `documents/${document.applicationType.toLowerCase()}/${document.applicationUuid}/${objectId}`;
