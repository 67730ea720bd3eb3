import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '#api/config';
import { createDb } from '#api/db';
import { migrateToLatest, runSeeds } from '#api/dbSetup';
import { defineJob } from '#api/jobs/JobDefinition';
import { JOB_SCHEMA } from '#api/jobs/JobQueue';
import { jobDefinitions } from '#api/jobs/registry';
import { importRateSheet } from '#api/services/rates/importRateSheet';
import { RATE_SHEET_RECHECK_MS } from '#api/services/businessConstants';
import { SEED_RATE_SHEET } from '#migrations/seeds/10_rate_sheet';
import { ORIGIN, createTestDatabase } from '../harness.js';
import { prequalInput } from '../prequalInput.js';
import { ratesInput } from '../rates/support.js';
import { RatesPageDocument } from '#generated/web';
import { startAppServer, type AppServer } from './appServer.js';

// The embedded PGlite database belongs to the one process that opens it: several servers on
// one database is a PostgreSQL deployment, so this file runs on the PostgreSQL pass only.
const onPostgres = Boolean(process.env.DATABASE_URL);

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const ME = '{ me { email } }';
const CREATE_PREQUAL = `mutation CreatePrequal($prequalInput: PrequalInput!) {
  createPrequal(prequalInput: $prequalInput) { prequals { uuid } errors { code message field } } }`;
const EMAIL_LIMIT = 3;

/** Polls a check until it holds, for at most limitMs; the check's own answer is the result. */
async function until<T>(check: () => Promise<T | undefined>, what: string, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)('two app servers on one PostgreSQL database (PostgreSQL pass only: embedded PGlite is one process)', () => {
  // One clock for both servers, so a rate-limit window never turns over halfway through a test.
  const startedAt = new Date();
  const now = () => startedAt;
  const scheduledRuns: string[] = [];
  let scheduledMinute = 0;
  let dropDatabase: () => Promise<void> = async () => undefined;
  let config: AppConfig;
  let a: AppServer;
  let b: AppServer;

  beforeAll(async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_ORIGIN: ORIGIN,
      LOG_LEVEL: 'silent',
      DATA_DIR: ':memory:',
      DATABASE_URL: database.url!,
      // Every server signs cookies with the same secret, as production configures them.
      CONTENT_PREVIEW_SECRET: 'one-signing-secret-shared-by-every-app-server',
      LOGIN_EMAIL_RATE_LIMIT_MAX: String(EMAIL_LIMIT),
    });
    if (!database.prepared) {
      const setup = createDb(config);
      await migrateToLatest(setup);
      await runSeeds(setup);
      await setup.destroy();
    }

    // A schedule for one minute of the hour, the coming one when this one is nearly over, so it
    // fires once while the servers run and not again for an hour.
    const clock = new Date();
    scheduledMinute = (clock.getUTCMinutes() + (clock.getUTCSeconds() >= 45 ? 1 : 0)) % 60;
    const definitions = (server: string) => [
      ...jobDefinitions,
      defineJob({ name: 'cluster-report', cron: `${scheduledMinute} * * * *`, handle: async () => void scheduledRuns.push(server) }),
    ];
    [a, b] = await Promise.all([
      startAppServer(config, { now, definitions: definitions('A') }),
      startAppServer(config, { now, definitions: definitions('B') }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropDatabase();
  });

  const post = (server: AppServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers }, body: JSON.stringify(body) });
  const login = (server: AppServer, email: string, password: string) => post(server, '/api/v1/users/login', { email, password });
  const graphql = async (server: AppServer, query: string, variables: object = {}, headers: Record<string, string> = { 'x-roofline-csrf': '1' }) => {
    const response = await post(server, '/graphql', { query, variables }, headers);
    return { response, body: (await response.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> } };
  };
  const sessionCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('roofline_session='))!
      .split(';')[0]!;

  it('a session made on one server works on the other, CSRF header included', async () => {
    const response = await login(a, DEMO.email, DEMO.password);
    expect(response.status).toBe(200);
    const cookie = sessionCookieOf(response);

    const onB = await graphql(b, ME, {}, { 'x-roofline-csrf': '1', Cookie: cookie });
    expect(onB.body.data.me).toEqual({ email: DEMO.email });
    const withoutCsrf = await graphql(b, ME, {}, { Cookie: cookie });
    expect(withoutCsrf.response.status).toBe(403);

    const logout = await fetch(`${b.url}/api/v1/users/me/token`, { method: 'DELETE', headers: { Origin: ORIGIN, Cookie: cookie } });
    expect(logout.status).toBe(204);
    const afterLogout = await graphql(a, ME, {}, { 'x-roofline-csrf': '1', Cookie: cookie });
    expect(afterLogout.body.data.me).toBeNull();
  });

  it('a login rate limit counted on one server holds on the other', async () => {
    const email = 'guessed@example.com';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < EMAIL_LIMIT; attempt++) statuses.push((await login(a, email, 'wrong-password')).status);
    statuses.push((await login(b, email, 'wrong-password')).status);
    expect(statuses).toEqual([...Array<number>(EMAIL_LIMIT).fill(401), 429]);
  });

  it('an idempotency key used on one server returns the first result on the other', async () => {
    const headers = { 'x-roofline-csrf': '1', 'Idempotency-Key': 'scale-0001-two-servers' };
    const first = await graphql(a, CREATE_PREQUAL, { prequalInput: prequalInput() }, headers);
    const uuid = first.body.data.createPrequal.prequals[0].uuid as string;
    const retry = await graphql(b, CREATE_PREQUAL, { prequalInput: prequalInput() }, headers);
    expect(retry.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await b.db('prequals').where({ uuid })).toHaveLength(1);
  });

  it('a rate sheet imported through one server is priced by the other within its recheck interval', async () => {
    const ratesPage = async (server: AppServer) =>
      (await graphql(server, print(RatesPageDocument), { ratesInput: ratesInput() })).body.data.ratesPage as {
        rateSheetEffectiveAt: string;
        pricingResultUuid: string;
      };
    const before = await ratesPage(b);
    const nextWeek = readFileSync(SEED_RATE_SHEET, 'utf8').replace('2026-11-20T08:00:00-08:00', '2026-11-27T08:00:00-08:00');

    // What `npm run rates:import` does, on server A's connection pool.
    const outcome = await importRateSheet(a.db, nextWeek, { sourceName: 'next-week.csv' });
    expect(outcome.ok).toBe(true);
    const onA = await ratesPage(a);
    expect(onA.rateSheetEffectiveAt).not.toBe(before.rateSheetEffectiveAt);

    // B re-reads which sheet is active every RATE_SHEET_RECHECK_MS; the margin is for a busy machine.
    const onB = await until(
      async () => {
        const page = await ratesPage(b);
        return page.rateSheetEffectiveAt === onA.rateSheetEffectiveAt ? page : undefined;
      },
      'server B to price on the imported sheet',
      RATE_SHEET_RECHECK_MS + 10_000,
    );
    expect(onB.pricingResultUuid).toBe(onA.pricingResultUuid);
  });

  it('a job scheduled by both servers runs once', async () => {
    await until(async () => (scheduledRuns.length > 0 ? true : undefined), 'the scheduled job', 30_000);
    // Both servers check the schedules every second: let the check come round twice more, so a
    // second send would have happened, before counting.
    const cronCheckedAt = async () => String((await a.db.raw(`select cron_on from ${JOB_SCHEMA}.version`)).rows[0].cron_on);
    const seen = new Set([await cronCheckedAt()]);
    await until(async () => (seen.add(await cronCheckedAt()).size >= 3 ? true : undefined), 'two more schedule checks', 15_000);
    await until(async () => ((await a.jobs.boss.getQueueSize('cluster-report')) === 0 ? true : undefined), 'the queue to drain', 15_000);

    const jobs = await a.db.raw(`select count(*)::int as count from ${JOB_SCHEMA}.job where name = 'cluster-report'`);
    expect(jobs.rows[0].count).toBe(1);
    expect(scheduledRuns).toHaveLength(1);
  });
});
