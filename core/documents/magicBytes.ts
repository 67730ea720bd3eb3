import type { AllowedContentType } from './limits.js';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * Which allowed type a file's first bytes show it to be, or null. A quick check for the browser
 * and the mocks; the server decides with the file-type library, which also names what a refused
 * file is.
 */
export function recognizeAllowedType(firstBytes: Uint8Array): AllowedContentType | null {
  if (startsWith(firstBytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(firstBytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(firstBytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(firstBytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...firstBytes.subarray(8, 12));
    if (brand === 'heic' || brand === 'heix' || brand === 'mif1') return 'image/heic';
  }
  return null;
}
