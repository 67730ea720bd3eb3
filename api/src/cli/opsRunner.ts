// What `npm run ops` does with its arguments, apart from printing: kept out of ops.ts so tests run
// the same path the command does.
import type { AppConfig } from '../config.js';
import { createAdapters } from '../adapters/index.js';
import { createDb } from '../db.js';
import { embeddedDatabaseHolder, heldMessage } from '../lib/embeddedDatabaseLock.js';
import { createLogger } from '../lib/logger.js';
import { runOps, type OpsOutput } from '../services/restructureApplication/opsCommand.js';
import { opsSecret } from '../services/restructureApplication/opsSecret.js';

async function throughServer(argv: string[], config: AppConfig, port: number, by: string | null): Promise<OpsOutput | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/ops/restructure`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opsSecret(config)}` },
      body: JSON.stringify({ argv, by }),
    });
    if (response.status === 404) return null;
    if (!response.ok) return { exitCode: 1, lines: [`The server refused the command (HTTP ${response.status}).`] };
    return (await response.json()) as OpsOutput;
  } catch {
    return null;
  }
}

async function direct(argv: string[], config: AppConfig): Promise<OpsOutput> {
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const db = createDb(config);
  try {
    return await runOps(argv, { db, config, logger, adapters: createAdapters(config, db, logger), now: () => new Date() });
  } finally {
    await db.destroy();
  }
}

/**
 * Runs one ops command. The embedded database belongs to the server that holds it (its lock under
 * DATA_DIR names its pid and port): the command asks that server to run it, and when the server
 * does not answer, refuses rather than open the database beside it. With PostgreSQL, or no server
 * holding the embedded database, it opens the database itself.
 */
export async function runOpsCommand(argv: string[], config: AppConfig, by: string | null): Promise<OpsOutput> {
  const holder = embeddedDatabaseHolder(config);
  if (!holder) return direct(argv, config);
  const answer = holder.port ? await throughServer(argv, config, holder.port, by) : null;
  return answer ?? { exitCode: 1, lines: [heldMessage(config, holder)] };
}
