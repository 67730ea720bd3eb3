import { runPurchaseReview } from '../services/purchaseApplication/review.js';
import { PURCHASE_REVIEW_JOB } from '../services/purchaseApplication/work.js';
import { defineJob } from './JobDefinition.js';

/** The automatic review of a purchase application (queued on submission and on completed uploads). */
export const reviewPurchaseApplication = defineJob<{ uuid: string }>({
  name: PURCHASE_REVIEW_JOB,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 5 * 60,
  async handle({ uuid }, context) {
    await runPurchaseReview(context, uuid);
  },
});
