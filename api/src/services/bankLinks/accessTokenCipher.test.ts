import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { accessTokenOf, bankLinkTokenKey, createAccessTokenCipher, isSealedAccessToken, sealAccessToken } from './accessTokenCipher.js';

const TOKEN = 'access-sandbox-8f2c1e0d9b7a6f5e4d3c2b1a00112233';
const cipher = createAccessTokenCipher(randomBytes(32));

/** The envelope with one character of its part `index` (1 iv, 2 tag, 3 ciphertext) changed. */
function tampered(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const part = parts[index]!;
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join(':');
}

describe('the access token cipher', () => {
  it('seals a token into a versioned envelope that opens to it, fresh each time', () => {
    const sealed = cipher.seal(TOKEN);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(isSealedAccessToken(sealed)).toBe(true);
    expect(cipher.open(sealed)).toBe(TOKEN);
    expect(cipher.seal(TOKEN)).not.toBe(sealed);
  });

  it('refuses an envelope whose iv, tag or ciphertext was changed', () => {
    const sealed = cipher.seal(TOKEN);
    for (const index of [1, 2, 3]) expect(() => cipher.open(tampered(sealed, index))).toThrow(/altered or sealed under another key/);
  });

  it('refuses an envelope sealed under another key', () => {
    expect(() => createAccessTokenCipher(randomBytes(32)).open(cipher.seal(TOKEN))).toThrow(/altered or sealed under another key/);
  });

  it('refuses a plain token as a stored value', () => {
    expect(isSealedAccessToken(TOKEN)).toBe(false);
    expect(() => cipher.open(TOKEN)).toThrow(/not sealed/);
  });
});

describe('the key', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('is BANK_LINK_TOKEN_KEY when set', () => {
    const key = randomBytes(32);
    expect(bankLinkTokenKey({ BANK_LINK_TOKEN_KEY: key.toString('base64'), DATA_DIR: ':memory:' })).toEqual(key);
  });

  it('is otherwise one kept under DATA_DIR, so two servers sharing it open each other’s tokens', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'roofline-token-key-'));
    directories.push(dataDir);
    const sealed = sealAccessToken({ BANK_LINK_TOKEN_KEY: undefined, DATA_DIR: dataDir }, TOKEN);
    expect(accessTokenOf({ BANK_LINK_TOKEN_KEY: undefined, DATA_DIR: dataDir }, { accessTokenSealed: sealed })).toBe(TOKEN);
    expect(bankLinkTokenKey({ BANK_LINK_TOKEN_KEY: undefined, DATA_DIR: dataDir })).toHaveLength(32);
  });

  it('must be 32 bytes in base64, and is required in production with Plaid', () => {
    expect(() => loadConfig({ BANK_LINK_TOKEN_KEY: randomBytes(16).toString('base64') })).toThrow(/BANK_LINK_TOKEN_KEY: Use 32 random bytes/);
    expect(() => loadConfig({ BANK_LINK_TOKEN_KEY: 'not a key' })).toThrow(/BANK_LINK_TOKEN_KEY/);
    expect(loadConfig({ BANK_LINK_TOKEN_KEY: randomBytes(32).toString('base64') }).BANK_LINK_TOKEN_KEY).toBeDefined();
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://roofline.example', PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' };
    expect(() => loadConfig(production)).toThrow(/BANK_LINK_TOKEN_KEY: required in production with Plaid/);
    expect(loadConfig({ ...production, BANK_LINK_TOKEN_KEY: randomBytes(32).toString('base64') }).PLAID_CLIENT_ID).toBe('client');
  });
});
