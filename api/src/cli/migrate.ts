import { loadConfig } from '../config.js';
import { createDb } from '../db.js';
import { migrateToLatest } from '../dbSetup.js';

const config = loadConfig();
const db = createDb(config);
try {
  await migrateToLatest(db);
  console.log('Database migrated.');
} finally {
  await db.destroy();
}
