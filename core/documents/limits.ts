/** At most 25 MB per file. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** Per application: at most this many documents the applicant uploaded ... */
export const MAX_DOCUMENTS_PER_APPLICATION = 50;
/** ... holding at most this many bytes together. Generated documents do not count. */
export const MAX_BYTES_PER_APPLICATION = 250 * 1024 * 1024;
/**
 * Across all of one account's applications, uploads hold at most this many bytes. An honest
 * household uploads tens of megabytes per application (pay stubs, statements, an ID); 1 GB is a
 * little over four applications filled to their own limit, far above that, and bounds what one
 * account can store however many applications it has had.
 */
export const MAX_BYTES_PER_ACCOUNT = 1024 * 1024 * 1024;
/** At most this many files in one upload request: every upload operation takes one file. */
export const MAX_FILES_PER_REQUEST = 1;
/** Longest stored file name, extension included. */
export const MAX_FILE_NAME_LENGTH = 120;

/** What an upload may be, decided by the file's first bytes, never by its name or header. */
export const ALLOWED_UPLOAD_TYPES = {
  'application/pdf': { extension: 'pdf', label: 'PDF' },
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/heic': { extension: 'heic', label: 'HEIC' },
} as const;

export type AllowedContentType = keyof typeof ALLOWED_UPLOAD_TYPES;

export const isAllowedContentType = (value: string | undefined): value is AllowedContentType =>
  value !== undefined && Object.prototype.hasOwnProperty.call(ALLOWED_UPLOAD_TYPES, value);

export const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
