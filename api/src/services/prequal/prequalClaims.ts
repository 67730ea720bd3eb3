import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { previewSecret } from '../content/previewTokens.js';

/**
 * The anonymous prequals this browser created, in an HttpOnly cookie signed by the server: a
 * visitor's prequal is claimed (an application started from it) only by a request that carries
 * it, so knowing the prequal's uuid (it travels in URLs) is not enough (docs/security.md).
 */
export const PREQUAL_CLAIMS_COOKIE = 'roofline_prequal_claims';
/** The newest prequals kept in the cookie. */
const MAX_CLAIMS = 10;
/** As long as a session may last: a visitor who signs up within that can still apply. */
export const PREQUAL_CLAIMS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keys = new WeakMap<object, Buffer>();
/** A key of its own, derived from the server's signing secret, so no other token verifies as a claim. */
function claimsKey(config: Pick<AppConfig, 'CONTENT_PREVIEW_SECRET' | 'DATA_DIR'>): Buffer {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = createHmac('sha256', previewSecret(config)).update('roofline prequal claims v1').digest()));
  return key;
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** The cookie's value for these prequal uuids (newest last). */
export function signPrequalClaims(config: Pick<AppConfig, 'CONTENT_PREVIEW_SECRET' | 'DATA_DIR'>, uuids: readonly string[]): string {
  const payload = uuids.slice(-MAX_CLAIMS).join('~');
  return `${payload}.${signature(claimsKey(config), payload).toString('base64url')}`;
}

/** The prequal uuids a cookie value proves; none when it is missing, malformed or not signed by us. */
export function verifyPrequalClaims(config: Pick<AppConfig, 'CONTENT_PREVIEW_SECRET' | 'DATA_DIR'>, value: string | undefined): string[] {
  if (!value || value.length > 1000) return [];
  const dot = value.lastIndexOf('.');
  if (dot < 0) return [];
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = signature(claimsKey(config), payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  const uuids = payload.split('~');
  return uuids.every((uuid) => UUID.test(uuid)) ? uuids : [];
}
