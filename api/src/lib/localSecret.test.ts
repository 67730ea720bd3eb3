import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSecret } from './localSecret.js';

describe('localSecret', () => {
  it('makes the key once, readable by its owner only, and every later call gets the same', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-secret-'));
    const first = localSecret(dataDir, 'a-key');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(localSecret(dataDir, 'a-key')).toBe(first);
    expect(statSync(path.join(dataDir, 'a-key')).mode & 0o777).toBe(0o600);
    // Nothing is left of the draft it was written under.
    expect(readdirSync(dataDir)).toEqual(['a-key']);
  });

  it('keeps a key each name', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-secret-'));
    expect(localSecret(dataDir, 'one')).not.toBe(localSecret(dataDir, 'two'));
  });
});
