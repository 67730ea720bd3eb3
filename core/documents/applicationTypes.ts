/** The applications documents belong to. Each plugs in its owner lookup and stage rule on the server. */
export const APPLICATION_TYPES = ['REFINANCE', 'RESTRUCTURE', 'PURCHASE'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** The {purchase|restructure} segment of /api/v1/application_files/application-type/{type}/{id}/{fileId}. */
export const APPLICATION_TYPE_PATH_SEGMENTS: Record<string, ApplicationType> = {
  purchase: 'PURCHASE',
  restructure: 'RESTRUCTURE',
  refinance: 'REFINANCE',
};

/** Restructure stages (spec section 4) in which the applicant may still add, replace or delete documents. */
export const RESTRUCTURE_STAGES_OPEN_TO_DOCUMENT_CHANGES: ReadonlySet<string> = new Set(['APPROVAL', 'DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO']);
/**
 * Purchase stages (spec section 4) in which the buyers may still add, replace or delete
 * documents: before pre-approval, and while the accepted offer's agreement and the appraisal's
 * services are gathered.
 */
export const PURCHASE_STAGES_OPEN_TO_DOCUMENT_CHANGES: ReadonlySet<string> = new Set([
  'APPLICATION',
  'DOCUMENT_UPLOAD',
  'ADDITIONAL_DOCUMENT_UPLOAD',
  'MY_OFFERS',
  'APPRAISAL_AND_SERVICES',
]);
