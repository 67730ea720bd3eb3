import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';

// The embedded database (PGlite) belongs to the one process that opens its directory: a second
// process would read stale pages and write beside the first. The server says it holds it with a
// lock file under DATA_DIR naming its pid and port; anything else that would open the directory
// finds it, and talks to that server or stops. A lock whose process is gone (a crash) is stale.

type LockConfig = Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>;

export interface EmbeddedDatabaseHolder {
  pid: number;
  /** Where the holder answers (127.0.0.1), once it listens. */
  port: number | null;
}

const lockFile = (config: LockConfig) => path.resolve(config.DATA_DIR, 'pglite.lock');
const usesEmbeddedDirectory = (config: LockConfig) => !config.DATABASE_URL && config.DATA_DIR !== ':memory:';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the embedded database directory of this config, if any (a stale lock is none). */
export function embeddedDatabaseHolder(config: LockConfig): EmbeddedDatabaseHolder | null {
  if (!usesEmbeddedDirectory(config)) return null;
  let holder: Partial<EmbeddedDatabaseHolder>;
  try {
    holder = JSON.parse(readFileSync(lockFile(config), 'utf8')) as Partial<EmbeddedDatabaseHolder>;
  } catch {
    return null;
  }
  if (typeof holder.pid !== 'number' || !isRunning(holder.pid)) return null;
  return { pid: holder.pid, port: typeof holder.port === 'number' ? holder.port : null };
}

/** What a process that may not open the directory says. */
export function heldMessage(config: LockConfig, holder: EmbeddedDatabaseHolder): string {
  return (
    `The embedded database in ${path.resolve(config.DATA_DIR)} is held by the Roofline server (process ${holder.pid}` +
    `${holder.port ? `, port ${holder.port}` : ''}): it is not opened beside it. Stop the server, or run the command through it.`
  );
}

export class EmbeddedDatabaseHeldError extends Error {
  constructor(config: LockConfig, holder: EmbeddedDatabaseHolder) {
    super(heldMessage(config, holder));
    this.name = 'EmbeddedDatabaseHeldError';
  }
}

/** Throws when another live process holds the embedded database directory of this config. */
export function assertEmbeddedDatabaseFree(config: LockConfig): void {
  const holder = embeddedDatabaseHolder(config);
  if (holder && holder.pid !== process.pid) throw new EmbeddedDatabaseHeldError(config, holder);
}

export interface EmbeddedDatabaseLock {
  /** Names the port the server listens on, once it does. */
  setPort(port: number): void;
  release(): void;
}

/**
 * The server takes the embedded database directory for itself before opening it; the lock goes
 * when the process exits. With PostgreSQL or an in-memory database there is nothing to hold.
 */
export function holdEmbeddedDatabase(config: LockConfig, port: number | null = null): EmbeddedDatabaseLock {
  if (!usesEmbeddedDirectory(config)) return { setPort: () => undefined, release: () => undefined };
  const file = lockFile(config);
  mkdirSync(path.dirname(file), { recursive: true });
  const write = (listening: number | null, flag = 'w') =>
    writeFileSync(file, `${JSON.stringify({ pid: process.pid, port: listening })}\n`, { mode: 0o600, flag });
  try {
    // Created only if absent, so of two servers started together one gets it.
    write(port, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    assertEmbeddedDatabaseFree(config);
    // A stale lock (its process is gone) is taken over.
    rmSync(file, { force: true });
    write(port, 'wx');
  }
  const release = () => {
    process.off('exit', release);
    // Only our own lock: a server started after this one may have taken a stale one over.
    if (embeddedDatabaseHolder(config)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { setPort: (listening) => write(listening), release };
}
