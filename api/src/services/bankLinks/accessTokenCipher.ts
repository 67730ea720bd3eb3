import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { localSecret } from '../../lib/localSecret.js';

/**
 * The bank-link provider's access tokens at rest: AES-256-GCM under BANK_LINK_TOKEN_KEY (or a
 * random key kept under DATA_DIR), stored as `v1:<iv>:<tag>:<ciphertext>` in base64url. The
 * version names the key and format, so a rotation can add `v2` and re-seal rows. This module is
 * the only one that reads or writes financial_items.access_token_sealed.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds a sealed value to its purpose: the same key never opens another kind of secret.
const ASSOCIATED_DATA = Buffer.from('roofline:bank-link-access-token:v1');
const SEALED = /^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/;

type KeyConfig = Pick<AppConfig, 'BANK_LINK_TOKEN_KEY' | 'DATA_DIR'>;

export class AccessTokenCipherError extends Error {
  override name = 'AccessTokenCipherError';
}

export interface AccessTokenCipher {
  seal(accessToken: string): string;
  open(sealed: string): string;
}

/** Whether a stored value is already in the sealed format (the migration leaves those alone). */
export const isSealedAccessToken = (value: string): boolean => SEALED.test(value);

/** The 32-byte key: BANK_LINK_TOKEN_KEY, else one created once under DATA_DIR, so the quick start needs no setup. */
export function bankLinkTokenKey(config: KeyConfig): Buffer {
  const key = Buffer.from(config.BANK_LINK_TOKEN_KEY ?? localSecret(config.DATA_DIR, 'bank-link-token-key'), 'base64');
  if (key.length !== 32) throw new AccessTokenCipherError('The bank-link token key must be 32 bytes.');
  return key;
}

export function createAccessTokenCipher(key: Buffer): AccessTokenCipher {
  if (key.length !== 32) throw new AccessTokenCipherError('The bank-link token key must be 32 bytes.');
  return {
    seal(accessToken) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(ASSOCIATED_DATA);
      const ciphertext = Buffer.concat([cipher.update(accessToken, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
    },
    open(sealed) {
      if (!isSealedAccessToken(sealed)) throw new AccessTokenCipherError('The stored access token is not sealed.');
      const [, iv, tag, ciphertext] = sealed.split(':') as [string, string, string, string];
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // A changed value or another key: GCM's tag refuses it rather than yielding garbage.
        throw new AccessTokenCipherError('The stored access token could not be opened: it was altered or sealed under another key.');
      }
    },
  };
}

// The key file is read once per configuration, not on every token.
const ciphers = new WeakMap<KeyConfig, AccessTokenCipher>();

/** The cipher of this configuration's key. */
export function accessTokenCipher(config: KeyConfig): AccessTokenCipher {
  if (!ciphers.has(config)) ciphers.set(config, createAccessTokenCipher(bankLinkTokenKey(config)));
  return ciphers.get(config)!;
}

/** The value to store for a token the provider just gave. */
export const sealAccessToken = (config: KeyConfig, accessToken: string): string => accessTokenCipher(config).seal(accessToken);

/** The provider's token of a stored item, for a call to the provider; never returned or logged. */
export const accessTokenOf = (config: KeyConfig, item: { accessTokenSealed: string }): string => accessTokenCipher(config).open(item.accessTokenSealed);
