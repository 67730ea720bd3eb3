import path from 'node:path';
import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { knexSnakeCaseMappers } from 'objection';
import type { AppConfig } from './config.js';
import { assertEmbeddedDatabaseFree } from './lib/embeddedDatabaseLock.js';
import { runEmbeddedStatement } from '#api/serving/embeddedStatements';
import { COMPILED_SERVER_DIRECTORY, compiledBuild, projectRoot } from './lib/projectRoot.js';

// Both drivers read values the same way: numeric and bigint as numbers (money is stored as
// numeric with cents, exact in a double at these sizes) and date as its 'YYYY-MM-DD' text,
// so a date of birth never shifts with the server's time zone.
const NUMERIC = 1700;
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(NUMERIC, (value: string) => Number(value));
pg.types.setTypeParser(INT8, (value: string) => Number(value));
pg.types.setTypeParser(DATE, (value: string) => value);
const pgliteParsers = {
  [NUMERIC]: (value: string) => Number(value),
  [INT8]: (value: string) => Number(value),
  [DATE]: (value: string) => value,
};

/** knex on the embedded database, each statement in one call into it (embeddedStatements.ts). */
class EmbeddedDatabaseClient extends ClientPgLite {
  async _query(connection: PGlite, query: { sql?: string; bindings?: unknown[]; response?: unknown }) {
    if (!query.sql) throw new Error('The query is empty');
    query.response = await runEmbeddedStatement(connection, query.sql, query.bindings);
    return query;
  }
}

// The compiled server runs the compiled migrations and seeds; the sources run theirs.
const codeRoot = compiledBuild ? path.join(projectRoot, COMPILED_SERVER_DIRECTORY) : projectRoot;
export const migrationsDirectory = path.join(codeRoot, 'migrations');
export const seedsDirectory = path.join(codeRoot, 'migrations/seeds');

type DbConfig = Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR' | 'DB_POOL_MAX' | 'DB_ACQUIRE_TIMEOUT_MS'>;

/**
 * Columns are snake_case in Postgres and camelCase in code (knexSnakeCaseMappers), for models
 * and plain knex queries alike.
 * DATABASE_URL set: PostgreSQL through pg, with a pool that fails fast rather than hanging.
 * Unset: embedded PGlite (real Postgres in WebAssembly) persisted under DATA_DIR,
 * or in memory when DATA_DIR is ':memory:'.
 */
export function createDb(config: DbConfig, options: { pglite?: PGlite } = {}): Knex {
  if (config.DATABASE_URL) {
    return knexFactory({
      ...knexSnakeCaseMappers(),
      client: 'pg',
      connection: { connectionString: config.DATABASE_URL, connectionTimeoutMillis: config.DB_ACQUIRE_TIMEOUT_MS },
      pool: { min: 0, max: config.DB_POOL_MAX, acquireTimeoutMillis: config.DB_ACQUIRE_TIMEOUT_MS },
      acquireConnectionTimeout: config.DB_ACQUIRE_TIMEOUT_MS,
    });
  }
  let dataDir: string | undefined;
  if (config.DATA_DIR !== ':memory:') {
    // Never beside the server that holds it (lib/embeddedDatabaseLock.ts).
    assertEmbeddedDatabaseFree(config);
    dataDir = path.resolve(config.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = options.pglite ?? openPglite({ dataDir });
  return knexFactory({ ...knexSnakeCaseMappers(), client: EmbeddedDatabaseClient, dialect: 'postgres', connection: () => ({ pglite }) as object });
}

/**
 * Postgres memory settings for the embedded database, which serves one app server in its own
 * process. WebAssembly memory only grows, so every page Postgres ever touches stays resident:
 * Postgres's defaults (shared_buffers 128MB, maintenance_work_mem 64MB) sized for a shared server
 * cost the app server about 150 MB of RSS. The seeded database is about 30 MB on disk and pages
 * not in the buffer pool come from the operating system's file cache.
 */
export const PGLITE_MEMORY_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * The embedded database: in memory, or persisted in dataDir; started from `image`, a dumped data
 * directory, when given one (tests copy one prepared database that way).
 */
export function openPglite(options: { dataDir?: string; image?: Blob } = {}): PGlite {
  return new PGlite({
    dataDir: options.dataDir,
    parsers: pgliteParsers,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])],
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
}
