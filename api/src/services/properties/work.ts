import type { Knex } from 'knex';
import type { Adapters } from '../../adapters/index.js';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../lib/logger.js';

/** What scheduled and ops work on properties needs, whether a job or the ops command runs it. */
export interface PropertyWork {
  db: Knex;
  config: AppConfig;
  adapters: Adapters;
  logger: Logger;
  now: () => Date;
}
