import type { ApplicationWork } from '../application/work.js';

/** What the restructure's work needs, whether a request, a job or an ops command runs it. */
export type RestructureWork = ApplicationWork;

/** The automatic review's job name (api/src/jobs/reviewRestructureApplication.ts). */
export const REVIEW_JOB = 'review-restructure-application';
/** The sandbox's account verification (api/src/jobs/verifyRestructureAccount.ts). */
export const VERIFY_ACCOUNT_JOB = 'verify-restructure-account';
