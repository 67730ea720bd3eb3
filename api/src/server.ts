import cluster from 'node:cluster';
import path from 'node:path';
import type { Knex } from 'knex';
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
import { takeTurns } from '#api/serving/requestTurns';
import { holdEmbeddedDatabase } from './lib/embeddedDatabaseLock.js';
import { startSpoolSweeper } from './graphql/uploadSpool.js';
import { serverProcessCount, superviseServerProcesses } from '#api/serving/serverProcesses';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const processes = serverProcessCount(config);

// `npm start` passes --migrate --seed so a fresh machine serves a working app in one command;
// with several server processes, the first does it once before starting them.
async function prepareDatabase(db: Knex): Promise<void> {
  if (process.argv.includes('--migrate')) await migrateToLatest(db);
  if (process.argv.includes('--seed')) await runSeeds(db);
}

if (cluster.isPrimary && processes > 1) {
  const db = createDb(config);
  await prepareDatabase(db);
  await db.destroy();
  superviseServerProcesses({ count: processes, logger });
} else {
  await serveApp();
}

async function serveApp(): Promise<void> {
  // The embedded database is this process's alone while it runs: `npm run ops` finds the lock and asks this server.
  const databaseLock = holdEmbeddedDatabase(config, config.PORT);
  const db = createDb(config);
  const adapters = createAdapters(config, db, logger);
  if (cluster.isPrimary) await prepareDatabase(db);
  const jobs = await startJobQueue({ db, config, logger, adapters });
  // Upload spool folders a crashed process left behind go now and on an interval.
  const stopSpoolSweeper = startSpoolSweeper((error) => logger.warn('could not sweep upload spool folders', { error: String(error) }));
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
    databaseLock.setPort(info.port);
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
    stopSpoolSweeper();
    server.close(() => {
      jobs.stop(8_000).finally(() => db.destroy().finally(() => process.exit(0)));
    });
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
