import type { Knex } from 'knex';
import type { Adapters } from '../../adapters/index.js';
import type { AppConfig } from '../../config.js';
import type { JobSender } from '../../jobs/JobDefinition.js';
import type { Logger } from '../../lib/logger.js';

/** What the restructure's work needs, whether a request, a job or an ops command runs it. */
export interface RestructureWork {
  db: Knex;
  config: AppConfig;
  adapters: Adapters;
  logger: Logger;
  now: () => Date;
  jobs?: JobSender;
  /** Where links in mail point. */
  origin?: string;
}

/** The automatic review's job name (api/src/jobs/reviewRestructureApplication.ts). */
export const REVIEW_JOB = 'review-restructure-application';
/** The sandbox's account verification (api/src/jobs/verifyRestructureAccount.ts). */
export const VERIFY_ACCOUNT_JOB = 'verify-restructure-account';
