/** Where a purchase document downloads (spec section 7): the owner and the co-applicant only. */
export const purchaseDownloadUrl = (applicationUuid: string, documentUuid: string) =>
  `/api/v1/application_files/application-type/purchase/${applicationUuid}/${documentUuid}`;

export const purchaseApplicationPath = (uuid: string) => `/application/purchase/${uuid}`;

/**
 * The dashboard of the home a closed purchase became: the buyer's own, or for the co-applicant
 * the read-only partner dashboard their invitation opens (docs/decisions/0016).
 */
export const closedHomeDashboardPath = (propertyUuid: string, party: string) =>
  party === 'APPLICANT' ? `/property/${propertyUuid}/dashboard` : `/partner/property/${propertyUuid}/dashboard`;

/** The spec's purchase stages as the buyer reads them, in order. */
export const STAGE_STEPS = [
  ['APPLICATION', 'Application'],
  ['DOCUMENT_UPLOAD', 'Documents'],
  ['CONTRACT_REVIEW', 'Pre-approval'],
  ['MY_OFFERS', 'Offers'],
  ['APPRAISAL_AND_SERVICES', 'Appraisal and services'],
  ['CLOSING', 'Closing'],
] as const;

/** The step a stage belongs to (more documents are part of the documents step; closed is closing's). */
export function stepOf(stage: string): string {
  if (stage === 'ADDITIONAL_DOCUMENT_UPLOAD') return 'DOCUMENT_UPLOAD';
  if (stage === 'CLOSED') return 'CLOSING';
  return stage;
}
