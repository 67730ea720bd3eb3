/** Pages of a PDF as pdfkit writes it: one /Type /Page object per page. */
export function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;
}
