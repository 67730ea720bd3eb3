import { loadConfig } from '../config.js';
import { createDb } from '../db.js';
import { migrateToLatest, runSeeds } from '../dbSetup.js';

const config = loadConfig();
const db = createDb(config);
try {
  await migrateToLatest(db);
  await runSeeds(db);
  console.log('Database seeded.');
} finally {
  await db.destroy();
}
