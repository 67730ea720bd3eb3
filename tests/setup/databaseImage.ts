import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { createDb, openPglite } from '../../api/src/db.js';
import { migrateToLatest, runSeeds } from '../../api/src/dbSetup.js';
import { TEST_BANK_LINK_TOKEN_KEY } from './testKeys.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory (a tar file) every server test file starts from. */
    pgliteImagePath: string | null;
    /** With DATABASE_URL: a migrated and seeded PostgreSQL database every test database is copied from. */
    postgresTemplate: string | null;
  }
}

// Migrating and seeding a database takes seconds; copying a prepared one takes a fraction of
// that. So the server tests' databases are prepared once per run, here, and copied per file
// (tests/api/harness.ts): PGlite from a dump of its data directory, PostgreSQL from a template.
export async function setup(project: TestProject) {
  // The seed seals its bank link under the configured key, as the test apps will read it.
  process.env.BANK_LINK_TOKEN_KEY ??= TEST_BANK_LINK_TOKEN_KEY;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `roofline_template_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const db = createDb({ DATABASE_URL: url.toString(), DATA_DIR: ':memory:', DB_POOL_MAX: 2, DB_ACQUIRE_TIMEOUT_MS: 30_000 });
    await migrateToLatest(db);
    await runSeeds(db);
    // A template must have no connections while it is copied.
    await db.destroy();
    project.provide('postgresTemplate', template);
    project.provide('pgliteImagePath', null);
    return async () => {
      await admin.raw(`drop database if exists ${template} with (force)`);
      await admin.destroy();
    };
  }

  const pglite = openPglite();
  const db = createDb({ DATA_DIR: ':memory:', DB_POOL_MAX: 1, DB_ACQUIRE_TIMEOUT_MS: 30_000 }, { pglite });
  await migrateToLatest(db);
  await runSeeds(db);
  const image = await pglite.dumpDataDir('none');
  await db.destroy();
  const directory = mkdtempSync(path.join(tmpdir(), 'roofline-db-image-'));
  const imagePath = path.join(directory, 'pglite.tar');
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', null);
  return () => rmSync(directory, { recursive: true, force: true });
}
