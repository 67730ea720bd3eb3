import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { AppConfig } from '#api/config';
import type { Logger } from '#api/lib/logger';

type ProcessSettings = Pick<AppConfig, 'WEB_CONCURRENCY' | 'DATABASE_URL' | 'DATA_DIR'>;

/**
 * Whether several processes can serve as one server: the embedded database is one process's own
 * files, and a DATA_DIR of ':memory:' would give each process secrets of its own.
 */
export const severalProcessesCanServe = (config: Omit<ProcessSettings, 'WEB_CONCURRENCY'>): boolean =>
  Boolean(config.DATABASE_URL) && config.DATA_DIR !== ':memory:';

/** How many server processes this machine runs: WEB_CONCURRENCY, else one per core where several can serve. */
export function serverProcessCount(config: ProcessSettings, cores = availableParallelism()): number {
  if (config.WEB_CONCURRENCY) return config.WEB_CONCURRENCY;
  return severalProcessesCanServe(config) ? cores : 1;
}

/** More exits than this per process within a minute: the processes cannot run (a bad setting, no database), so the whole server stops. */
const EXITS_PER_PROCESS_PER_MINUTE = 3;
const STOP_TIMEOUT_MS = 12_000;

/**
 * The first process of a machine running several: it starts `count` server processes, which
 * share its port (it hands each new connection to the next in turn), starts another when one
 * dies, and on SIGTERM or SIGINT passes the signal on and exits once they have finished.
 */
export function superviseServerProcesses({ count, logger }: { count: number; logger: Logger }): void {
  // Server processes only serve: the database was migrated and seeded before they start.
  cluster.setupPrimary({ args: [] });
  let stopping = false;
  const exits: number[] = [];
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const stop = (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of running()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    if (running().length === 0) process.exit();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit();
      return;
    }
    const now = Date.now();
    exits.push(now);
    while ((exits[0] ?? now) < now - 60_000) exits.shift();
    if (exits.length > count * EXITS_PER_PROCESS_PER_MINUTE) {
      logger.error('server processes keep exiting; stopping', { exitsInLastMinute: exits.length });
      stop('SIGTERM', 1);
      return;
    }
    logger.error('a server process exited; starting another', { pid: worker.process.pid, code, signal });
    cluster.fork();
  });
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  for (let i = 0; i < count; i++) cluster.fork();
  logger.info(`Roofline runs ${count} server processes`);
}
