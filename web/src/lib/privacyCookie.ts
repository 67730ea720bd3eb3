import { addYears, PRIVACY_CATEGORIES, type StoredPrivacyPreferences } from './privacyRules';

/** Spec section 9: named privacy_preferences, path root, expires one year after being set. */
export const PRIVACY_COOKIE_NAME = 'privacy_preferences';

// This one cookie is all the browser code reads or writes, so it is encoded here rather than by a
// cookie library in every page's first script: percent-encoded except the characters a cookie
// value may carry as they are (the encoding js-cookie used, so cookies already set still read).
const encodeCookieValue = (value: string) => encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator) !== name) continue;
    const raw = pair.slice(separator + 1);
    try {
      return (raw.startsWith('"') ? raw.slice(1, -1) : raw).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The visitor's choices as stored in this browser, or null when none are stored (or the
 * cookie cannot be read). The value is JSON: the five categories plus bannerLastAcknowledgedAt.
 */
export function readPrivacyCookie(): StoredPrivacyPreferences | null {
  return parsePrivacyCookie(readCookie(PRIVACY_COOKIE_NAME));
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
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${PRIVACY_COOKIE_NAME}=${encodeCookieValue(JSON.stringify(value))}; path=/; expires=${addYears(now, 1).toUTCString()}; sameSite=lax${secure}`;
}

/** Analytics may run unless this browser's stored choice says no (no choice: allowed). */
export function analyticsAllowedInThisBrowser(): boolean {
  return readPrivacyCookie()?.analytics ?? true;
}
