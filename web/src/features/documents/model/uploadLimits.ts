import { ALLOWED_UPLOAD_TYPES, MAX_DOCUMENT_BYTES, refusals } from '#core/documents/index';

/** What the file picker offers and react-dropzone pre-checks: the server's allow-list and limit. */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/heic': ['.heic'],
};

export const ACCEPTED_LABEL = Object.values(ALLOWED_UPLOAD_TYPES)
  .map((type) => type.label)
  .join(', ');

export { MAX_DOCUMENT_BYTES };

/** The server's words for what the browser can already tell (size and kind); the server checks again. */
export function browserRefusal(code: string): string {
  if (code === 'file-too-large') return refusals.fileTooLarge().message;
  if (code === 'file-invalid-type') return refusals.fileTypeNotAllowed(undefined).message;
  return 'This file could not be added. Please choose it again.';
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
