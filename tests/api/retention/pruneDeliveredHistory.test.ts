import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logger';
import type { JobContext } from '#api/jobs/JobDefinition';
import { jobDefinitions } from '#api/jobs/registry';
import { JOB_SCHEMA } from '#api/jobs/JobQueue';
import { JOB_HISTORY_RETENTION_DAYS, MAIL_OUTBOX_RETENTION_DAYS } from '#api/jobs/pruneDeliveredHistory';
import { createTestApp, type TestApp } from '../harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2027-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const QUEUE = 'retention-test';
let t: TestApp;
let context: JobContext;

beforeAll(async () => {
  t = await createTestApp();
  context = { db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => now, jobs: { send: async () => null } };
  await t.db.raw(`select ${JOB_SCHEMA}.create_queue(?, ?::json)`, [QUEUE, '{"policy":"standard"}']);
});
afterAll(() => t.close());

const prune = () => {
  const job = jobDefinitions.find((definition) => definition.name === 'prune-delivered-history') ?? expect.unreachable('not registered');
  expect(job.cron).toBeTruthy();
  return job.handle({}, context);
};

async function mail(subject: string, createdAt: Date) {
  await t.db('mail_outbox').insert({ toAddress: 'someone@example.com', subject, textBody: 'Hello', createdAt });
}

async function job(label: string, state: string, completedOn: Date | null, table: 'job' | 'archive' = 'job') {
  await t.db.raw(`insert into ${JOB_SCHEMA}.job (name, state, data, completed_on) values (?, ?::${JOB_SCHEMA}.job_state, ?::jsonb, ?)`, [
    QUEUE,
    state,
    JSON.stringify({ label }),
    completedOn,
  ]);
  // Archived as pg-boss's maintenance does it: the row moved, as it was, to the archive.
  if (table === 'archive')
    await t.db.raw(
      `with moved as (delete from ${JOB_SCHEMA}.job where name = ? and data->>'label' = ? returning *) insert into ${JOB_SCHEMA}.archive select moved.*, now() from moved`,
      [QUEUE, label],
    );
}

const labels = async (table: 'job' | 'archive') =>
  ((await t.db.raw(`select data->>'label' as label from ${JOB_SCHEMA}.${table} where name = ? order by 1`, [QUEUE])).rows as Array<{ label: string }>).map(
    (row) => row.label,
  );

describe('the daily prune of sent mail and finished jobs', () => {
  it(`keeps ${MAIL_OUTBOX_RETENTION_DAYS} days of mail and ${JOB_HISTORY_RETENTION_DAYS} days of finished jobs, and every job not finished`, async () => {
    await mail('old', daysAgo(MAIL_OUTBOX_RETENTION_DAYS + 1));
    await mail('recent', daysAgo(MAIL_OUTBOX_RETENTION_DAYS - 1));
    await job('old completed', 'completed', daysAgo(JOB_HISTORY_RETENTION_DAYS + 1));
    await job('old cancelled', 'cancelled', daysAgo(JOB_HISTORY_RETENTION_DAYS + 1));
    await job('recent completed', 'completed', daysAgo(JOB_HISTORY_RETENTION_DAYS - 1));
    await job('old failed', 'failed', daysAgo(JOB_HISTORY_RETENTION_DAYS + 1));
    await job('waiting', 'created', null);
    await job('old archived', 'completed', daysAgo(JOB_HISTORY_RETENTION_DAYS + 1), 'archive');
    await job('recent archived', 'completed', daysAgo(JOB_HISTORY_RETENTION_DAYS - 1), 'archive');

    await prune();

    expect((await t.db('mail_outbox').select('subject')).map((row) => row.subject)).toEqual(['recent']);
    expect(await labels('job')).toEqual(['old failed', 'recent completed', 'waiting']);
    expect(await labels('archive')).toEqual(['recent archived']);

    // A second run finds nothing more to delete.
    await prune();
    expect(await labels('job')).toEqual(['old failed', 'recent completed', 'waiting']);
  });
});
