import { runSandboxClosing } from '../services/purchaseApplication/review.js';
import { PURCHASE_CLOSE_JOB } from '../services/purchaseApplication/work.js';
import { defineJob } from './JobDefinition.js';

/** The sandbox’s settlement of a purchase at CLOSING (queued when the buyer accepts the option agreement). */
export const closePurchaseApplication = defineJob<{ uuid: string }>({
  name: PURCHASE_CLOSE_JOB,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 5 * 60,
  async handle({ uuid }, context) {
    await runSandboxClosing(context, uuid);
  },
});
