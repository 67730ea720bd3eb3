import type { Knex } from 'knex';
import type { Adapters } from '../../adapters/index.js';
import type { AppConfig } from '../../config.js';
import type { JobSender } from '../../jobs/JobDefinition.js';
import type { Logger } from '../../lib/logger.js';

/** What an application's work needs, whether a request, a job or an ops command runs it. */
export interface ApplicationWork {
  db: Knex;
  config: AppConfig;
  adapters: Adapters;
  logger: Logger;
  now: () => Date;
  jobs?: JobSender;
  /** Where links in mail point. */
  origin?: string;
}
