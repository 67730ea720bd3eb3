import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { previewSecret } from '../content/previewTokens.js';

/**
 * A browser that has logged in to an account before holds a signed, HttpOnly cookie naming that
 * account and a random device id. While strangers' failures hold an email back, a login from such
 * a known device still goes through, so nobody can lock the owner out by guessing (OWASP's
 * "device cookies"; docs/security.md).
 */
export const KNOWN_DEVICE_COOKIE = 'roofline_known_device';
/** A device stays known for a year after its last login. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Only the login route reads it. */
export const KNOWN_DEVICE_COOKIE_PATH = '/api/v1/users/login';

export interface KnownDevice {
  userUuid: string;
  deviceId: string;
}

type SecretConfig = Pick<AppConfig, 'CONTENT_PREVIEW_SECRET' | 'DATA_DIR'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const keys = new WeakMap<object, Buffer>();
/** A key of its own, derived from the server's signing secret, so no other token verifies as a device. */
function deviceKey(config: SecretConfig): Buffer {
  let key = keys.get(config);
  if (!key) keys.set(config, (key = createHmac('sha256', previewSecret(config)).update('roofline known device v1').digest()));
  return key;
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** The cookie value for this account on this browser; keeps the browser's device id when it had one. */
export function signKnownDevice(config: SecretConfig, userUuid: string, deviceId = randomBytes(16).toString('base64url')): string {
  const payload = `${userUuid}~${deviceId}`;
  return `${payload}.${signature(deviceKey(config), payload).toString('base64url')}`;
}

/** The account and device a cookie value proves; null when missing, malformed or not signed by us. */
export function verifyKnownDevice(config: SecretConfig, value: string | undefined): KnownDevice | null {
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = signature(deviceKey(config), payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userUuid, deviceId] = payload.split('~');
  if (!userUuid || !deviceId || !UUID.test(userUuid) || !DEVICE_ID.test(deviceId)) return null;
  return { userUuid, deviceId };
}
