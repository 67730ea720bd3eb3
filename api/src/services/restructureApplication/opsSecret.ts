import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

let memorySecret: string | undefined;

/**
 * The secret the ops command shows the server it runs beside: whoever can read DATA_DIR (the
 * operator on that machine) can run ops commands; nobody else can. Created on first use, 0600.
 */
export function opsSecret(config: Pick<AppConfig, 'DATA_DIR'>): string {
  if (config.DATA_DIR === ':memory:') return (memorySecret ??= randomBytes(32).toString('base64url'));
  const file = path.resolve(config.DATA_DIR, 'ops-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch {
    // The server or the command created it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}
