import { MAX_FILE_NAME_LENGTH } from './limits.js';

/**
 * A file name safe to store and to send back in Content-Disposition: no directories, no control
 * or reserved characters, no leading dots, whitespace collapsed, at most MAX_FILE_NAME_LENGTH
 * characters, and the extension of what the file really is ("scan.PDF.exe" that is a PDF
 * becomes "scan.PDF.pdf"; a nameless JPEG becomes "document.jpg").
 */
export function sanitizeFileName(original: string, extension: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  let base = lastSegment
    .normalize('NFC')
    .replace(/[\t\v\f ]+/g, ' ')
    // Control characters, and characters Windows, shells or headers treat specially.
    .replace(/[\p{Cc}\p{Cf}<>:"|?*;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = base.lastIndexOf('.');
  const writtenExtension = dot > 0 ? base.slice(dot + 1) : '';
  const currentExtension = writtenExtension.toLowerCase();
  const sameKind = currentExtension === extension || (extension === 'jpg' && currentExtension === 'jpeg');
  if (sameKind) base = base.slice(0, dot);
  base = base.replace(/[.\s]+$/, '');
  if (!base) base = 'document';
  const suffix = `.${sameKind ? writtenExtension : extension}`;
  const room = MAX_FILE_NAME_LENGTH - suffix.length;
  return `${[...base].slice(0, room).join('').trimEnd()}${suffix}`;
}
