import type { RestructureWork } from '../restructureApplication/work.js';

/** What purchase work needs, whether a request, a job or an ops command runs it (the same as the restructure's). */
export type PurchaseWork = RestructureWork;

/** The automatic review's job name (api/src/jobs/reviewPurchaseApplication.ts). */
export const PURCHASE_REVIEW_JOB = 'review-purchase-application';
/** The sandbox's closing (api/src/jobs/closePurchaseApplication.ts). */
export const PURCHASE_CLOSE_JOB = 'close-purchase-application';
