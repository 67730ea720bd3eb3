// npm run rates:import -- <file.csv>: loads a dated rate sheet and makes it the active one.
// A file with any problem is refused whole and the active sheet stays as it was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createDb } from '../db.js';
import { migrateToLatest } from '../dbSetup.js';
import { importRateSheet } from '../services/rates/importRateSheet.js';

const file = process.argv.slice(2).find((arg) => arg !== '--');
if (!file) {
  console.error('Usage: npm run rates:import -- <rate-sheet.csv>');
  process.exit(2);
}

let csvText: string;
try {
  csvText = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

const config = loadConfig();
const db = createDb(config);
let exitCode = 0;
try {
  await migrateToLatest(db);
  const outcome = await importRateSheet(db, csvText, { sourceName: path.basename(file) });
  if (outcome.ok) {
    const { counts } = outcome.sheet;
    console.log(
      `Imported the rate sheet effective ${outcome.sheet.effectiveAt.toISOString()} (${outcome.sheet.uuid}): ` +
        `${counts.lenders} lenders, ${counts.programs} programs, ${counts.rates} rate rows, ` +
        `${counts.adjustments} price adjustments, ${counts.fees} fees. It is now the active sheet.`,
    );
  } else {
    console.error(`Refused ${file}: the active rate sheet is unchanged. ${outcome.problems.length} problem(s):`);
    for (const problem of outcome.problems) console.error(`  line ${problem.line}: ${problem.message}`);
    exitCode = 1;
  }
} finally {
  await db.destroy();
}
process.exit(exitCode);
