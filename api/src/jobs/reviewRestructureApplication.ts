import { runAutomaticReview } from '../services/restructureApplication/review.js';
import { REVIEW_JOB } from '../services/restructureApplication/work.js';
import { defineJob } from './JobDefinition.js';

/** The automatic review of a restructure application (queued on submission and on completed uploads). */
export const reviewRestructureApplication = defineJob<{ uuid: string }>({
  name: REVIEW_JOB,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 5 * 60,
  async handle({ uuid }, context) {
    await runAutomaticReview(context, uuid);
  },
});
