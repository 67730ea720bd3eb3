import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Where uploads are written while their request is read; each request has its own folder. */
export const UPLOAD_SPOOL_ROOT = path.join(os.tmpdir(), 'roofline-upload-spool');

/**
 * A folder older than this belongs to no request still running (Node ends a request after five
 * minutes), so its process died before removing it.
 */
export const STALE_SPOOL_AGE_MS = 60 * 60 * 1000;

/** How often each server looks for folders left by a crash. */
export const SPOOL_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export async function makeSpoolFolder(): Promise<string> {
  await mkdir(UPLOAD_SPOOL_ROOT, { recursive: true });
  return mkdtemp(path.join(UPLOAD_SPOOL_ROOT, 'request-'));
}

export const removeSpoolFolder = (folder: string) => rm(folder, { recursive: true, force: true });

/**
 * Removes the spool folders last changed before `now - STALE_SPOOL_AGE_MS`. Servers on one
 * machine share the root, so a younger folder is left alone: it may be another server's upload.
 */
export async function sweepStaleSpoolFolders(now = Date.now(), root = UPLOAD_SPOOL_ROOT): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const folder = path.join(root, name);
    const changed = await stat(folder).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (changed !== null && changed < now - STALE_SPOOL_AGE_MS) {
      await removeSpoolFolder(folder);
      removed.push(folder);
    }
  }
  return removed;
}

/** Sweeps once now and then on an interval that does not keep the process alive. */
export function startSpoolSweeper(onError: (error: unknown) => void): () => void {
  const sweep = () => void sweepStaleSpoolFolders().catch(onError);
  sweep();
  const timer = setInterval(sweep, SPOOL_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
