import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import type { AppConfig } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { createAdapters, type Adapters } from '../adapters/index.js';
import type { JobContext, JobDefinition, JobSender } from './JobDefinition.js';
import { jobDefinitions } from './registry.js';
import { knexSqlExecutor } from './sqlExecutor.js';

/** pg-boss keeps its tables in their own schema, away from the app's migrations. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Jobs a worker takes per poll of its queue, run one after another. pg-boss waits a polling
 * interval after every fetch, so one job per fetch would drain a queue at one job per interval
 * per server (twenty reset mails in 40 s at the 2 s default).
 */
export const JOBS_PER_FETCH = 10;

export interface JobQueueOptions {
  db: Knex;
  config: AppConfig;
  logger: Logger;
  /** The outside world for job handlers (mail, documents); created from config when omitted. */
  adapters?: Adapters;
  now?: () => Date;
  definitions?: JobDefinition<any>[];
  /** Whether this process takes jobs; a web-only process can still send them. Default true. */
  work?: boolean;
  /** Seconds between polls for new jobs (at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Seconds between checks of the cron schedules (1 to 45). */
  cronMonitorIntervalSeconds?: number;
}

/**
 * The app's background work on pg-boss, in the app's own database (PostgreSQL or PGlite).
 * Several app servers may start one each: jobs are taken with SKIP LOCKED so each runs once,
 * and each cron schedule is sent once a minute across all of them (pg-boss keys the send by
 * schedule name and minute).
 */
export class JobQueue implements JobSender {
  readonly boss: PgBoss;
  private readonly definitions: JobDefinition<any>[];
  private readonly context: JobContext;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.definitions = options.definitions ?? jobDefinitions;
    this.context = {
      db: options.db,
      config: options.config,
      adapters: options.adapters ?? createAdapters(options.config, options.db, options.logger),
      logger: options.logger,
      now: options.now ?? (() => new Date()),
      jobs: this,
    };
    this.boss = new PgBoss({
      db: knexSqlExecutor(options.db),
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: true,
      schedule: true,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.max(1, options.pollingIntervalSeconds ?? 5),
    });
    this.boss.on('error', (error: Error) => options.logger.error('job queue error', { error: error.message }));
  }

  /** Creates the queues and schedules, then starts the workers of every registered job. */
  async start(): Promise<this> {
    await this.boss.start();
    await this.createQueues();
    for (const definition of this.definitions) {
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      if (this.options.work ?? true) {
        await this.boss.work(definition.name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: JOBS_PER_FETCH }, async (jobs) => {
          for (const job of jobs) await this.run(definition, job as PgBoss.Job<object>);
        });
      }
    }
    this.started = true;
    return this;
  }

  /**
   * pg-boss gives each queue its own partition table; two servers creating the same one at the
   * same moment deadlock, so queue creation is serialised across servers with an advisory lock.
   * An existing queue is left as it is.
   */
  private async createQueues() {
    await this.options.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`${JOB_SCHEMA}.create_queue`]);
      for (const definition of this.definitions) {
        const options = {
          policy: 'standard',
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        };
        await trx.raw(`select ${JOB_SCHEMA}.create_queue(?, ?::json)`, [definition.name, JSON.stringify(options)]);
      }
    });
  }

  /**
   * Runs one job of a fetched batch and records its own outcome, so a failure is retried alone:
   * pg-boss would otherwise fail (and later re-run) the whole batch, jobs that succeeded included.
   * The batch's own completion afterwards changes nothing (it completes active jobs only).
   */
  private async run(definition: JobDefinition<any>, job: PgBoss.Job<object>) {
    const logger = this.options.logger.child({ job: definition.name, jobId: job.id });
    try {
      await definition.handle(job.data, { ...this.context, logger });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn('job failed; it will be retried while retries remain', { error: message });
      await this.boss.fail(definition.name, job.id, { message });
      return;
    }
    await this.boss.complete(definition.name, job.id);
  }

  /**
   * Queues one job. Given a knex transaction the job is written inside it, so it exists only
   * if the transaction commits.
   */
  async send(name: string, data: object = {}, options: { trx?: Knex.Transaction; startAfterSeconds?: number; singletonKey?: string } = {}) {
    return this.boss.send(name, data, {
      ...(options.trx ? { db: knexSqlExecutor(options.trx) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /** Stops taking jobs, lets the ones in hand finish (up to timeoutMs), and leaves the database open. */
  async stop(timeoutMs = 10_000) {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

/** Starts the queue for a server process unless JOB_WORKERS is false (then it only sends). */
export async function startJobQueue(options: Omit<JobQueueOptions, 'work'>): Promise<JobQueue> {
  return new JobQueue({ ...options, work: options.config.JOB_WORKERS }).start();
}
