import type { Knex } from 'knex';
import { defineJob } from './JobDefinition.js';
import { JOB_SCHEMA } from './JobQueue.js';

/**
 * Mail the outbox wrote is kept 30 days: long enough to answer "did you send me the reset link?"
 * for any mail a user still remembers waiting for; older mail only grows the table (about 1 KB
 * a message) and holds people's addresses for no use.
 */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;
/**
 * A completed or cancelled job is kept 7 days (pg-boss's own default for its archive): a week of
 * every daily schedule's runs to look back on. Failed jobs are left to pg-boss's archive, kept
 * for inspection as JobDefinition says.
 */
export const JOB_HISTORY_RETENTION_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HistoryPruneCounts {
  mailOutbox: number;
  jobs: number;
  archivedJobs: number;
}

/** Rows deleted by one statement, counted in the database: both drivers agree on a count, and no keys travel back. */
async function deletedCount(db: Knex, sql: string, bindings: readonly Knex.RawBinding[]): Promise<number> {
  const result = await db.raw(`with deleted as (${sql} returning 1) select count(*)::int as count from deleted`, bindings);
  return Number(result.rows[0]?.count ?? 0);
}

/** Deletes sent mail and finished jobs past their retention, as of `at`. */
export async function pruneHistory(db: Knex, at: Date): Promise<HistoryPruneCounts> {
  const mailBefore = new Date(at.getTime() - MAIL_OUTBOX_RETENTION_DAYS * DAY_MS);
  const jobsBefore = new Date(at.getTime() - JOB_HISTORY_RETENTION_DAYS * DAY_MS);
  const mailOutbox = await deletedCount(db, 'delete from mail_outbox where created_at < ?', [mailBefore]);
  const jobs = await deletedCount(db, `delete from ${JOB_SCHEMA}.job where state in ('completed', 'cancelled') and completed_on < ?`, [jobsBefore]);
  const archivedJobs = await deletedCount(
    db,
    `delete from ${JOB_SCHEMA}.archive where state in ('completed', 'cancelled') and coalesce(completed_on, archived_on) < ?`,
    [jobsBefore],
  );
  return { mailOutbox, jobs, archivedJobs };
}

/** Once a day, after the other purges. */
export const pruneDeliveredHistory = defineJob<Record<string, never>>({
  name: 'prune-delivered-history',
  cron: '57 4 * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async handle(_data, { db, logger, now }) {
    const counts = await pruneHistory(db, now());
    logger.info('pruned sent mail and finished jobs', { ...counts });
  },
});
