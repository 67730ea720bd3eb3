import { formatMegabytes, MAX_BYTES_PER_ACCOUNT, MAX_BYTES_PER_APPLICATION, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_APPLICATION } from './limits.js';

/** Why an upload, replacement or deletion was refused: a code, the field at fault and words for a person. */
export interface DocumentRefusal {
  code: DocumentRefusalCode;
  field: 'file' | 'type' | 'documentUuid' | 'applicationUuid';
  message: string;
}

export type DocumentRefusalCode =
  | 'FILE_MISSING'
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'MALWARE_FOUND'
  | 'QUOTA_EXCEEDED'
  | 'DOCUMENT_TYPE_NOT_UPLOADABLE'
  | 'DOCUMENTS_LOCKED'
  | 'SYSTEM_DOCUMENT';

export const refusals = {
  fileMissing: (): DocumentRefusal => ({ code: 'FILE_MISSING', field: 'file', message: 'Choose a file to upload.' }),
  fileEmpty: (): DocumentRefusal => ({ code: 'FILE_EMPTY', field: 'file', message: 'This file is empty. Choose the file again.' }),
  fileTooLarge: (): DocumentRefusal => ({
    code: 'FILE_TOO_LARGE',
    field: 'file',
    message: `This file is larger than ${formatMegabytes(MAX_DOCUMENT_BYTES)}. Upload a smaller copy, or split it into parts.`,
  }),
  fileTypeNotAllowed: (detected: string | undefined): DocumentRefusal => ({
    code: 'FILE_TYPE_NOT_ALLOWED',
    field: 'file',
    message: `${detected ? `This file is ${detected}, not` : 'This file is not'} a PDF, JPEG, PNG or HEIC image. Upload one of those.`,
  }),
  malwareFound: (): DocumentRefusal => ({
    code: 'MALWARE_FOUND',
    field: 'file',
    message: 'Our virus scan found a threat in this file, so we did not keep it. Scan your device, then upload a clean copy.',
  }),
  tooManyDocuments: (): DocumentRefusal => ({
    code: 'QUOTA_EXCEEDED',
    field: 'file',
    message: `This application already has ${MAX_DOCUMENTS_PER_APPLICATION} documents, the most it can hold. Delete one you no longer need first.`,
  }),
  tooManyBytes: (usedBytes: number): DocumentRefusal => ({
    code: 'QUOTA_EXCEEDED',
    field: 'file',
    message: `This file would take the application's documents past ${formatMegabytes(MAX_BYTES_PER_APPLICATION)} (${formatMegabytes(usedBytes)} used). Delete a document you no longer need first.`,
  }),
  tooManyAccountBytes: (usedBytes: number): DocumentRefusal => ({
    code: 'QUOTA_EXCEEDED',
    field: 'file',
    message: `This file would take your documents, across all your applications, past ${formatMegabytes(MAX_BYTES_PER_ACCOUNT)} (${formatMegabytes(usedBytes)} used). Delete a document you no longer need first.`,
  }),
  typeNotUploadable: (): DocumentRefusal => ({
    code: 'DOCUMENT_TYPE_NOT_UPLOADABLE',
    field: 'type',
    message: 'Roofline prepares this document for you; it cannot be uploaded.',
  }),
  documentsLocked: (): DocumentRefusal => ({
    code: 'DOCUMENTS_LOCKED',
    field: 'applicationUuid',
    message: 'This application is past the document stage, so its documents can no longer be changed.',
  }),
  systemDocument: (): DocumentRefusal => ({
    code: 'SYSTEM_DOCUMENT',
    field: 'documentUuid',
    message: 'Roofline prepared this document for your application; it cannot be deleted or replaced.',
  }),
};
