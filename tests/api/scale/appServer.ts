import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Knex } from 'knex';
import type { AppConfig } from '#api/config';
import { createDb } from '#api/db';
import { createAdapters } from '#api/adapters/index';
import { removeTemporaryDocumentStore } from '#api/adapters/documentStore/createDocumentStore';
import { createLogger } from '#api/lib/logger';
import { createApp } from '#api/app';
import type { JobDefinition } from '#api/jobs/JobDefinition';
import { JobQueue } from '#api/jobs/JobQueue';

export interface AppServer {
  /** Where this server listens, e.g. http://127.0.0.1:40123. */
  url: string;
  /** This server's own connection pool (and so its own in-memory caches, which are keyed by it). */
  db: Knex;
  jobs: JobQueue;
  close(): Promise<void>;
}

/**
 * One app server as production starts it (api/src/server.ts): its own pool, adapters, job queue
 * and HTTP listener on an ephemeral port, the client address taken from the connection.
 */
export async function startAppServer(config: AppConfig, options: { now: () => Date; definitions: JobDefinition<any>[] }): Promise<AppServer> {
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDb(config);
  const adapters = createAdapters(config, db, logger);
  const jobs = await new JobQueue({
    db,
    config,
    logger,
    adapters,
    now: options.now,
    definitions: options.definitions,
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
  }).start();
  const app = createApp({
    config,
    db,
    adapters,
    logger,
    now: options.now,
    jobs,
    clientAddress: (_request, env) => getConnInfo({ env } as never).remote.address,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening as Server));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    jobs,
    async close() {
      await jobs.stop();
      // Idle keep-alive connections would hold close() open.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await db.destroy();
      await removeTemporaryDocumentStore(config, adapters.documentStore);
    },
  };
}
