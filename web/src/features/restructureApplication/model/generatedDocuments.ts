import type { RestructureDocumentLink } from '#generated/web';

/** Which link-clicked flag opening a generated document sets. */
export function linkOf(documentType: string): RestructureDocumentLink | null {
  if (documentType === 'TERM_SHEET' || documentType === 'OPTION_AGREEMENT') return documentType;
  if (documentType.startsWith('ESTIMATE_SHEET')) return 'ESTIMATE_SHEET';
  if (documentType.startsWith('CONTRACT_SUMMARY')) return 'CONTRACT_SUMMARY';
  return null;
}

/** The option agreement's download through the contract route (spec section 7). */
export const contractDownloadUrl = (applicationUuid: string, fileId: string) =>
  `/api/v1/application_files/${encodeURIComponent(applicationUuid)}/contract/${encodeURIComponent(fileId)}`;
