import type { PurchaseStage } from './stages.js';

/**
 * The appraisal of the accepted offer's home. An appraiser sets the value, never the buyer: it is
 * ordered when the offer goes to appraisal and services, and recorded by the appraisal vendor's
 * sandbox or by staff (`npm run ops -- purchase appraisal`). The buyer reads it; the closing
 * waits for it.
 */
export const PURCHASE_APPRAISAL_STATUSES = ['ORDERED', 'RECEIVED'] as const;
export type PurchaseAppraisalStatus = (typeof PURCHASE_APPRAISAL_STATUSES)[number];

/** The only stage an appraisal is recorded at: after the offer went to appraisal, before closing. */
export const APPRAISAL_STAGE: PurchaseStage = 'APPRAISAL_AND_SERVICES';

/** The buyer's step to closing while no appraisal is recorded. */
export const APPRAISAL_NOT_RECEIVED = {
  code: 'APPRAISAL_NOT_RECEIVED',
  field: null,
  message: 'The appraisal is not in yet. It shows here as soon as the appraiser sends it, and then you can go to closing.',
} as const;

/** Why an appraisal cannot be recorded for an application at this stage, or null when it can. */
export function appraisalRecordingRefusal(stage: PurchaseStage): string | null {
  return stage === APPRAISAL_STAGE ? null : `An appraisal is recorded only at ${APPRAISAL_STAGE}; this application is at ${stage}.`;
}

export interface PurchaseAppraisalRecord {
  stage: PurchaseStage;
  /** When the offer went to appraisal and services: the appraisal was ordered then. */
  orderedAt: string | Date | null;
  appraisedValueCents: number | null;
  receivedAt: string | Date | null;
}

/** Where the appraisal stands, or null before one is ordered (and once the offer fell through). */
export function purchaseAppraisalStatus(record: PurchaseAppraisalRecord): PurchaseAppraisalStatus | null {
  if (record.appraisedValueCents !== null && record.receivedAt) return 'RECEIVED';
  return record.stage === APPRAISAL_STAGE && record.orderedAt ? 'ORDERED' : null;
}
