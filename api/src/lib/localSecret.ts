import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// With DATA_DIR ':memory:' nothing outlives the process, so neither does the secret.
const memorySecrets = new Map<string, string>();

/**
 * A random key kept in a 0600 file under DATA_DIR, created on first use, so the server and a
 * command run beside it on the same machine agree on it without any setup.
 */
export function localSecret(dataDir: string, fileName: string): string {
  if (dataDir === ':memory:') {
    if (!memorySecrets.has(fileName)) memorySecrets.set(fileName, randomBytes(32).toString('base64url'));
    return memorySecrets.get(fileName)!;
  }
  const file = path.resolve(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole under a name of its own, then linked into place: a process reading the file
  // never finds it empty, and only the first link succeeds.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
    return secret;
  } catch {
    // Another process (a server process or a command) created it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  } finally {
    rmSync(draft, { force: true });
  }
}
