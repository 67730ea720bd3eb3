import type { Knex } from 'knex';
import type { AppConfig } from '../config.js';
import type { Adapters } from '../adapters/index.js';
import type { Logger } from '../lib/logger.js';

/** Queues a job; given a transaction, the job exists only if the transaction commits. */
export interface JobSender {
  send(name: string, data?: object, options?: { trx?: Knex.Transaction; startAfterSeconds?: number; singletonKey?: string }): Promise<string | null>;
}

/** What a job handler may use: the app's database, configuration, adapters, a logger and the queue; never a request. */
export interface JobContext {
  db: Knex;
  config: AppConfig;
  adapters: Adapters;
  logger: Logger;
  now: () => Date;
  jobs: JobSender;
}

/**
 * One kind of background work. A job either finishes or throws; a throw is retried with
 * exponential back-off up to retryLimit, then kept as failed for inspection.
 */
export interface JobDefinition<Data extends object = Record<string, unknown>> {
  name: string;
  /** Cron expression (UTC) for recurring work; scheduled once per cluster, not once per server. */
  cron?: string;
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each further retry. */
  retryDelaySeconds?: number;
  /** A job not finished in this time is failed and retried. */
  expireInSeconds?: number;
  handle(data: Data, context: JobContext): Promise<void>;
}

export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}
