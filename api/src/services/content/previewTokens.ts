import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { localSecret } from '../../lib/localSecret.js';

/** How long a printed preview link works unless asked otherwise. */
export const PREVIEW_TOKEN_DEFAULT_DAYS = 7;

/**
 * The key that signs draft-article preview links: CONTENT_PREVIEW_SECRET when set, otherwise a
 * random key created once and kept under DATA_DIR (in memory when DATA_DIR is ':memory:'), so
 * `npm run content:preview-token` and the server agree without any setup.
 */
export function previewSecret(config: Pick<AppConfig, 'CONTENT_PREVIEW_SECRET' | 'DATA_DIR'>): string {
  return config.CONTENT_PREVIEW_SECRET || localSecret(config.DATA_DIR, 'content-preview-secret');
}

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A token for one article slug: base64url(JSON {slug, exp}) '.' base64url(HMAC-SHA256). */
export function createPreviewToken(secret: string, slug: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ slug, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** True only for an unexpired token signed with this secret for exactly this slug. */
export function verifyPreviewToken(secret: string, token: string, slug: string, now: Date): boolean {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return false;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { slug?: unknown; exp?: unknown };
    return claims.slug === slug && typeof claims.exp === 'number' && claims.exp * 1000 > now.getTime();
  } catch {
    return false;
  }
}
