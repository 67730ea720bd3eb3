import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { loadConfig, type AppConfig } from '../config.js';
import { createDb } from '../db.js';
import { migrateToLatest } from '../dbSetup.js';
import { createLogger } from '../lib/logger.js';
import { createTestDatabase } from '#tests/api/harness';
import { defineJob } from './JobDefinition.js';
import { JobQueue, JOB_SCHEMA } from './JobQueue.js';
import { purgeExpired } from './purgeExpiredRecords.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

let db: Knex;
let config: AppConfig;
let drop: () => Promise<void>;
const logger = createLogger('silent');

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', ...(database.url ? { DATABASE_URL: database.url } : {}) });
  db = createDb(config, { pglite: database.pglite });
  if (!database.prepared) await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await drop();
});

const queueFor = (definitions: Parameters<typeof defineJob>[0][]) =>
  new JobQueue({ db, config, logger, definitions, pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 });

describe('the job queue on the app database', () => {
  it('runs a sent job once with its data', async () => {
    const seen: string[] = [];
    const queue = await queueFor([defineJob<{ word: string }>({ name: 'echo', handle: async ({ word }) => void seen.push(word) })]).start();
    try {
      await queue.send('echo', { word: 'hello' });
      await until(() => seen.length > 0, 'the echo job');
      expect(seen).toEqual(['hello']);
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with back-off until it succeeds', async () => {
    let attempts = 0;
    const queue = await queueFor([
      defineJob({
        name: 'flaky',
        retryLimit: 2,
        retryDelaySeconds: 1,
        handle: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('the first attempt fails');
        },
      }),
    ]).start();
    try {
      const id = await queue.send('flaky', {});
      await until(async () => (await queue.boss.getJobById('flaky', id!))?.state === 'completed', 'the retried job to complete');
      const job = await queue.boss.getJobById('flaky', id!);
      expect(attempts).toBe(2);
      expect(job).toMatchObject({ retryCount: 1, retryBackoff: true });
    } finally {
      await queue.stop();
    }
  });

  it('takes the waiting jobs of a queue together, and retries a failed one alone', async () => {
    const runs = new Map<number, number>();
    const statesSeenByFirst: string[] = [];
    const definition = defineJob<{ n: number }>({
      name: 'batched',
      retryLimit: 2,
      retryDelaySeconds: 1,
      handle: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        if (runs.size === 1) {
          const rows = await db.raw(`select state from ${JOB_SCHEMA}.job where name = 'batched' and (data->>'n')::int <> ?`, [n]);
          statesSeenByFirst.push(...rows.rows.map((row: { state: string }) => row.state));
        }
        if (n === 3 && runs.get(n) === 1) throw new Error('the first attempt of job 3 fails');
      },
    });
    // Queued before any server takes work, as a burst of reset mails would be.
    const sender = await new JobQueue({ db, config, logger, definitions: [definition], work: false }).start();
    const ids: string[] = [];
    for (let n = 1; n <= 6; n += 1) ids.push((await sender.send('batched', { n }))!);
    const worker = await queueFor([definition]).start();
    try {
      await until(async () => (await worker.boss.getJobById('batched', ids[2]!))?.state === 'completed', 'the retried job to complete');
      // One poll handed every waiting job to the worker at once.
      expect(statesSeenByFirst).toEqual(['active', 'active', 'active', 'active', 'active']);
      // The failure of job 3 retried job 3 only: the jobs of its batch that succeeded ran once.
      expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1 });
      for (const id of ids) expect((await worker.boss.getJobById('batched', id))?.state).toBe('completed');
    } finally {
      await worker.stop();
      await sender.stop();
    }
  });

  it('a job sent inside a transaction that rolls back never exists', async () => {
    const queue = await queueFor([defineJob({ name: 'atomic', handle: async () => undefined })]).start();
    try {
      await db
        .transaction(async (trx) => {
          await queue.send('atomic', { n: 1 }, { trx });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      const rows = await db.raw(`select count(*)::int as count from ${JOB_SCHEMA}.job where name = 'atomic'`);
      expect(rows.rows[0].count).toBe(0);
    } finally {
      await queue.stop();
    }
  });

  it('a schedule runs once across two app servers, not once per server', async () => {
    // Fire at the current minute, with at least 10 seconds of it left for both servers to race.
    if (new Date().getUTCSeconds() >= 50) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const minute = new Date().getUTCMinutes();
    const runs: number[] = [];
    const scheduled = () => defineJob({ name: 'hourly-report', cron: `${minute} * * * *`, handle: async () => void runs.push(Date.now()) });
    const serverA = queueFor([scheduled()]);
    const serverB = queueFor([scheduled()]);
    await Promise.all([serverA.start(), serverB.start()]);
    try {
      await until(() => runs.length > 0, 'the scheduled job', 20_000);
      // Both servers check the schedule every second; give each several chances to send it again.
      await sleep(3_500);
      const rows = await db.raw(`select count(*)::int as count from ${JOB_SCHEMA}.job where name = 'hourly-report'`);
      expect(runs).toHaveLength(1);
      expect(rows.rows[0].count).toBe(1);
    } finally {
      await Promise.all([serverA.stop(), serverB.stop()]);
    }
  });
});

describe('purging expired records', () => {
  it('removes expired sessions and tokens and stale rate-limit counters, and keeps live ones', async () => {
    const now = new Date('2026-12-03T03:17:00Z');
    const day = 24 * 60 * 60 * 1000;
    const [user] = await db('users').insert({ email: 'purge@example.com' }).returning('uuid');
    const userUuid = user.uuid as string;
    await db('sessions').insert([
      { userUuid, tokenHash: 'expired', expiresAt: new Date(now.getTime() - 1000) },
      { userUuid, tokenHash: 'live', expiresAt: new Date(now.getTime() + day) },
    ]);
    await db('authTokens').insert([
      { userUuid, purpose: 'PASSWORD_RESET', tokenHash: 'old', expiresAt: new Date(now.getTime() - 1000) },
      { userUuid, purpose: 'PASSWORD_RESET', tokenHash: 'usedLongAgo', expiresAt: new Date(now.getTime() + day), usedAt: new Date(now.getTime() - 8 * day) },
      { userUuid, purpose: 'EMAIL_VERIFICATION', tokenHash: 'fresh', expiresAt: new Date(now.getTime() + day) },
    ]);
    await db('rateLimitCounters').insert([
      { key: 'login:a', windowStart: new Date(now.getTime() - 2 * day), count: 3 },
      { key: 'login:a', windowStart: new Date(now.getTime() - 60_000), count: 1 },
    ]);

    expect(await purgeExpired(db, now, 900)).toEqual({ sessions: 1, authTokens: 2, rateLimitCounters: 1 });
    expect((await db('sessions').select('tokenHash')).map((row) => row.tokenHash)).toEqual(['live']);
    expect((await db('authTokens').select('tokenHash')).map((row) => row.tokenHash)).toEqual(['fresh']);
    expect(await db('rateLimitCounters').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
