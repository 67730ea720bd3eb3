import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { importRateSheet } from '../../api/src/services/rates/importRateSheet.js';
import { projectRoot } from '../../api/src/lib/projectRoot.js';

export const SEED_RATE_SHEET = path.join(projectRoot, 'migrations/seeds/data/rate-sheet-2026-11-20.csv');
const SEED_EFFECTIVE_AT = new Date('2026-11-20T08:00:00-08:00');

/** Loads the dated seed sheet through the importer, once: a database that has it keeps what it has. */
export async function seed(knex: Knex): Promise<void> {
  const loaded = await knex('rate_sheets').where({ effectiveAt: SEED_EFFECTIVE_AT }).first();
  if (loaded) return;
  const outcome = await importRateSheet(knex, readFileSync(SEED_RATE_SHEET, 'utf8'), { sourceName: path.basename(SEED_RATE_SHEET) });
  if (!outcome.ok) {
    const details = outcome.problems.map((p) => `  line ${p.line}: ${p.message}`).join('\n');
    throw new Error(`The seeded rate sheet was refused:\n${details}`);
  }
}
