import Cookies from 'js-cookie';
import { addYears, PRIVACY_CATEGORIES, type StoredPrivacyPreferences } from './privacyRules';

/** Spec section 9: named privacy_preferences, path root, expires one year after being set. */
export const PRIVACY_COOKIE_NAME = 'privacy_preferences';

/**
 * The visitor's choices as stored in this browser, or null when none are stored (or the
 * cookie cannot be read). The value is JSON: the five categories plus bannerLastAcknowledgedAt.
 */
export function readPrivacyCookie(): StoredPrivacyPreferences | null {
  return parsePrivacyCookie(Cookies.get(PRIVACY_COOKIE_NAME));
}

/** The cookie's value as stored (read by the browser, or by the server from the request). */
export function parsePrivacyCookie(raw: string | undefined): StoredPrivacyPreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!PRIVACY_CATEGORIES.every((category) => typeof value[category] === 'boolean')) return null;
    const acknowledged = typeof value.bannerLastAcknowledgedAt === 'string' ? value.bannerLastAcknowledgedAt : null;
    return {
      ...(Object.fromEntries(PRIVACY_CATEGORIES.map((category) => [category, value[category]])) as Omit<StoredPrivacyPreferences, 'bannerLastAcknowledgedAt'>),
      bannerLastAcknowledgedAt: acknowledged,
    };
  } catch {
    return null;
  }
}

export function writePrivacyCookie(preferences: StoredPrivacyPreferences, now = new Date()): void {
  const value: StoredPrivacyPreferences = { ...preferences };
  Cookies.set(PRIVACY_COOKIE_NAME, JSON.stringify(value), {
    path: '/',
    expires: addYears(now, 1),
    sameSite: 'lax',
    secure: globalThis.location?.protocol === 'https:',
  });
}

/** Analytics may run unless this browser's stored choice says no (no choice: allowed). */
export function analyticsAllowedInThisBrowser(): boolean {
  return readPrivacyCookie()?.analytics ?? true;
}
