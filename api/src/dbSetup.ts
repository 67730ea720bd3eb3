import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { migrationsDirectory, seedsDirectory } from './db.js';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

function scriptFiles(directory: string): string[] {
  return readdirSync(directory)
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('.test.'))
    .sort();
}

// Migrations are imported by our own code rather than by knex, so the same TypeScript files
// load under tsx, Vitest and Node alike. Each is recorded by its source file's name, so the
// compiled server (.js) and the sources agree on which have run.
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => scriptFiles(migrationsDirectory),
  getMigrationName: (file) => file.replace(/\.js$/, '.ts'),
  getMigration: async (file) => (await import(pathToFileURL(path.join(migrationsDirectory, file)).href)) as Migration,
};

export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource, tableName: 'knex_migrations' });
}

/** Seeds run in file-name order and are idempotent: running them again changes nothing. */
export async function runSeeds(db: Knex): Promise<void> {
  for (const file of scriptFiles(seedsDirectory)) {
    const module = (await import(pathToFileURL(path.join(seedsDirectory, file)).href)) as { seed: (knex: Knex) => Promise<void> };
    await module.seed(db);
  }
}
