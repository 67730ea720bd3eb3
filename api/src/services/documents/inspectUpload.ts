import { fileTypeFromFile } from 'file-type';
import { ALLOWED_UPLOAD_TYPES, isAllowedContentType, refusals, type AllowedContentType, type DocumentRefusal } from '#core/documents/index';
import type { MalwareScanner } from '../../adapters/malwareScanner/MalwareScanner.js';
import { isUploadedFile, type UploadedFile } from './UploadedFile.js';

export type Inspection = { ok: true; file: UploadedFile; contentType: AllowedContentType; extension: string } | { ok: false; refusal: DocumentRefusal };

/** HEIC photos come branded heic or mif1 (reported as image/heif); both are the same still image. */
function allowedTypeOf(detected: { ext: string; mime: string } | undefined): AllowedContentType | null {
  if (!detected) return null;
  if (detected.ext === 'heic' && (detected.mime === 'image/heic' || detected.mime === 'image/heif')) return 'image/heic';
  return isAllowedContentType(detected.mime) ? detected.mime : null;
}

/**
 * Decides whether an uploaded file may be kept, cheapest check first: present, not empty, within
 * the size limit, a PDF/JPEG/PNG/HEIC by its first bytes (the name and the browser's word are
 * ignored), and clean by the malware scanner. A scanner failure is thrown, never taken as clean.
 */
export async function inspectUpload(value: unknown, scanner: MalwareScanner): Promise<Inspection> {
  if (!isUploadedFile(value)) return { ok: false, refusal: refusals.fileMissing() };
  if (value.tooLarge) return { ok: false, refusal: refusals.fileTooLarge() };
  if (value.size === 0) return { ok: false, refusal: refusals.fileEmpty() };
  const detected = await fileTypeFromFile(value.path);
  const contentType = allowedTypeOf(detected);
  if (!contentType) return { ok: false, refusal: refusals.fileTypeNotAllowed(detected ? `a .${detected.ext} file` : undefined) };
  const scan = await scanner.scan(value.stream());
  if (!scan.clean) return { ok: false, refusal: refusals.malwareFound() };
  return { ok: true, file: value, contentType, extension: ALLOWED_UPLOAD_TYPES[contentType].extension };
}
