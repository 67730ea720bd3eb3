// npm run ops -- <command> <applicationUuid> [options]
// Reviewers' decisions on restructure applications, each written with its audit row (who,
// what, when, why). Run with --help for the commands.
//
// The embedded database (PGlite) belongs to one process: while the server runs on it, the
// command asks the server to run it (on 127.0.0.1:PORT, with the ops secret kept in DATA_DIR);
// with PostgreSQL, or no server running, it opens the database itself.
import { createAdapters } from '../adapters/index.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db.js';
import { createLogger } from '../lib/logger.js';
import { runOps, type OpsOutput } from '../services/restructureApplication/opsCommand.js';
import { opsSecret } from '../services/restructureApplication/opsSecret.js';

const config = loadConfig();
const argv = process.argv.slice(2);

async function throughServer(): Promise<OpsOutput | null> {
  if (config.DATABASE_URL || config.DATA_DIR === ':memory:') return null;
  try {
    const response = await fetch(`http://127.0.0.1:${config.PORT}/ops/restructure`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opsSecret(config)}` },
      body: JSON.stringify({ argv, by: process.env.USER ?? null }),
    });
    if (response.status === 404) return null;
    if (!response.ok) return { exitCode: 1, lines: [`The server refused the command (HTTP ${response.status}).`] };
    return (await response.json()) as OpsOutput;
  } catch {
    // No server listening: the database is free to open here.
    return null;
  }
}

async function direct(): Promise<OpsOutput> {
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const db = createDb(config);
  try {
    return await runOps(argv, { db, config, logger, adapters: createAdapters(config, db, logger), now: () => new Date() });
  } finally {
    await db.destroy();
  }
}

const output = (await throughServer()) ?? (await direct());
(output.exitCode === 0 ? process.stdout : process.stderr).write(`${output.lines.join('\n')}\n`);
process.exitCode = output.exitCode;
