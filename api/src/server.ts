import path from 'node:path';
import { type HttpBindings, serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { loadConfig } from './config.js';
import { createDb } from './db.js';
import { createAdapters } from './adapters/index.js';
import { createLogger } from './lib/logger.js';
import { createApp } from './app.js';
import { migrateToLatest, runSeeds } from './dbSetup.js';
import { startJobQueue } from './jobs/JobQueue.js';
import { projectRoot } from './lib/projectRoot.js';
import { takeTurns } from './lib/requestTurns.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const db = createDb(config);
const adapters = createAdapters(config, db, logger);
// `npm start` passes --migrate --seed so a fresh machine serves a working app in one command.
if (process.argv.includes('--migrate')) await migrateToLatest(db);
if (process.argv.includes('--seed')) await runSeeds(db);
const jobs = await startJobQueue({ db, config, logger, adapters });
const webRoot = path.join(projectRoot, 'dist/web');

const app = createApp({
  config,
  db,
  adapters,
  logger,
  webRoot,
  jobs,
  // A page's own queries, asked in process while it renders, come from no socket and have no address.
  clientAddress: (_request, env) => ((env as Partial<HttpBindings> | undefined)?.incoming ? getConnInfo({ env } as never).remote.address : undefined),
});

// Requests take turns, so a client that connects while the server is busy is taken in milliseconds, not seconds.
const server = serve({ fetch: takeTurns(app.fetch), port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(`Roofline is listening on http://localhost:${info.port}`, { database: config.DATABASE_URL ? 'postgres' : 'pglite' });
});

// Finish requests in flight, then release the database, so a deploy drops nothing.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    jobs.stop(8_000).finally(() => db.destroy().finally(() => process.exit(0)));
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
