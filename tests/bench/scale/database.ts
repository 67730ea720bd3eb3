/** A database of the bench's own on the PostgreSQL server: created, migrated and seeded as the app's are, and dropped. */
import knexFactory, { type Knex } from 'knex';
import { createDb } from '#api/db';
import { migrateToLatest, runSeeds } from '#api/dbSetup';

export interface BenchDatabase {
  name: string;
  url: string;
  db: Knex;
  drop: () => Promise<void>;
}

export async function preparedDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb({ DATABASE_URL: url.toString(), DATA_DIR: ':memory:', DB_POOL_MAX: 4, DB_ACQUIRE_TIMEOUT_MS: 60_000 });
  await migrateToLatest(db);
  await runSeeds(db);
  return {
    name,
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
