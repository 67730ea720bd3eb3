import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { PRIVACY_COOKIE_NAME, readPrivacyCookie, writePrivacyCookie } from './privacyCookie';
import type { StoredPrivacyPreferences } from './privacyRules';

const preferences: StoredPrivacyPreferences = {
  functionality: true,
  analytics: false,
  marketing: false,
  security: true,
  thirdParty: true,
  bannerLastAcknowledgedAt: '2026-01-15T10:00:00.000Z',
};

afterEach(() => {
  Cookies.remove(PRIVACY_COOKIE_NAME, { path: '/' });
  Cookies.remove('other', { path: '/' });
});

describe('the privacy_preferences cookie (spec section 9)', () => {
  it('reads back what it wrote', () => {
    writePrivacyCookie(preferences);
    expect(readPrivacyCookie()).toEqual(preferences);
  });

  it('reads a cookie written by js-cookie, as browsers already hold, among other cookies', () => {
    Cookies.set('other', 'x=1');
    Cookies.set(PRIVACY_COOKIE_NAME, JSON.stringify(preferences), { path: '/' });
    expect(readPrivacyCookie()).toEqual(preferences);
  });

  it('writes a value js-cookie (and so the server) reads as the same JSON', () => {
    writePrivacyCookie(preferences);
    expect(JSON.parse(Cookies.get(PRIVACY_COOKIE_NAME) ?? 'null')).toEqual(preferences);
    // Quotes and commas are percent-encoded, as a cookie value requires.
    expect(document.cookie).not.toMatch(/privacy_preferences=[^;]*[",]/);
  });

  it('treats no cookie, or one that is not the preferences, as nothing stored', () => {
    expect(readPrivacyCookie()).toBeNull();
    Cookies.set(PRIVACY_COOKIE_NAME, '%E0%A4%A', { path: '/' });
    expect(readPrivacyCookie()).toBeNull();
  });
});
