import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { PGlite } from '@electric-sql/pglite';
import { print } from 'graphql';
import { inject } from 'vitest';
import knexFactory from 'knex';
import { loadConfig, type AppConfig } from '../../api/src/config.js';
import { createDb, openPglite } from '../../api/src/db.js';
import { migrateToLatest, runSeeds } from '../../api/src/dbSetup.js';
import { createAdapters } from '../../api/src/adapters/index.js';
import { removeTemporaryDocumentStore } from '../../api/src/adapters/documentStore/createDocumentStore.js';
import { createLogger } from '../../api/src/lib/logger.js';
import { createApp } from '../../api/src/app.js';
import { JobQueue } from '../../api/src/jobs/JobQueue.js';

export const ORIGIN = 'http://localhost:3000';

/**
 * A real database for one test file, migrated and seeded: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (created here, dropped by drop()).
 * Both are copies of the database prepared once per run (tests/setup/databaseImage.ts); outside
 * that run the caller migrates and seeds (`prepared` is false).
 */
export async function createTestDatabase(): Promise<{ url?: string; pglite?: PGlite; prepared: boolean; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const imagePath = inject('pgliteImagePath');
    if (!imagePath) return { prepared: false, drop: async () => undefined };
    return { pglite: openPglite({ image: new Blob([await readFile(imagePath)]) }), prepared: true, drop: async () => undefined };
  }
  const template = inject('postgresTemplate');
  const name = `roofline_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    prepared: Boolean(template),
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** options.web serves a web build (index.html) and renders pages with options.web.serverEntry. */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: { now?: () => Date; web?: { webRoot: string; serverEntry: string }; jobs?: boolean } = {},
) {
  const database = await createTestDatabase();
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    BANK_LINK_TOKEN_KEY: process.env.BANK_LINK_TOKEN_KEY,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDb(config, { pglite: database.pglite });
  if (!database.prepared) {
    await migrateToLatest(db);
    await runSeeds(db);
  } else {
    // PGlite opens its copy of the image on the first query (seconds on a busy machine): that is
    // the setup's to pay, within the hook's time, not the first test's.
    await db.raw('select 1');
  }
  const adapters = createAdapters(config, db, logger);
  // With options.jobs the app's background jobs run here too, polling often so tests stay quick.
  const jobs = options.jobs
    ? await new JobQueue({ db, config, logger, adapters, now: options.now, pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 }).start()
    : undefined;
  const app = createApp({
    config,
    db,
    adapters,
    logger,
    now: options.now,
    jobs,
    ...options.web,
    clientAddress: (request) => request.headers.get('x-test-client') ?? 'test-client',
  });

  const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init);

  async function login(email: string, password: string, headers: Record<string, string> = {}) {
    return request('/api/v1/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    });
  }

  /** Logs in and returns the Cookie header value for later requests. */
  async function sessionCookie(email: string, password: string): Promise<string> {
    const response = await login(email, password);
    if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
    return cookieFrom(response);
  }

  /**
   * Sends an operation. Given a generated document (the app's own, from generated/web.ts) the
   * variables and the answer are typed by it; a query string is for what the app never sends.
   */
  async function gql<TResult = Record<string, unknown>, TVariables = Record<string, unknown>>(
    query: string | TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    cookie?: string,
  ) {
    const response = await request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables: variables ?? {} }),
    });
    return (await response.json()) as { data?: TResult; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }

  return {
    app,
    db,
    config,
    adapters,
    jobs,
    request,
    login,
    sessionCookie,
    gql,
    async close() {
      await jobs?.stop();
      await db.destroy();
      await database.drop();
      await removeTemporaryDocumentStore(config, adapters.documentStore);
    },
  };
}

export function cookieFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
