import { describe, expect, it } from 'vitest';
import { shouldShowPrivacyBanner, type StoredPrivacyPreferences } from './privacyRules';

const acknowledgedAt = '2026-01-15T10:00:00.000Z';
const stored = (bannerLastAcknowledgedAt: string | null): StoredPrivacyPreferences => ({
  functionality: true,
  analytics: false,
  marketing: true,
  security: true,
  thirdParty: true,
  bannerLastAcknowledgedAt,
});
const at = (iso: string) => new Date(iso);

describe('privacy banner rules (spec section 4)', () => {
  it('waits until preferences have loaded', () => {
    expect(shouldShowPrivacyBanner({ loaded: false, loggedIn: false, local: null, remote: null, now: at('2026-02-01T00:00:00Z') })).toBe(false);
  });

  it('shows when none exist', () => {
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: false, local: null, remote: null, now: at('2026-02-01T00:00:00Z') })).toBe(true);
  });

  it('hides within a year of the last acknowledgement, to the millisecond', () => {
    const local = stored(acknowledgedAt);
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: false, local, remote: null, now: at('2026-02-15T10:00:00Z') })).toBe(false);
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: false, local, remote: null, now: at('2027-01-15T10:00:00.000Z') })).toBe(false);
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: false, local, remote: null, now: at('2027-01-15T10:00:00.001Z') })).toBe(true);
  });

  it('shows again 13 months later', () => {
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: false, local: stored(acknowledgedAt), remote: null, now: at('2027-02-15T10:00:00Z') })).toBe(true);
  });

  it('shows when preferences exist but were never acknowledged', () => {
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: false, local: stored(null), remote: null, now: at('2026-02-01T00:00:00Z') })).toBe(true);
  });

  it('shows a logged-in user without remote preferences, even with a fresh cookie', () => {
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: true, local: stored(acknowledgedAt), remote: null, now: at('2026-02-01T00:00:00Z') })).toBe(true);
  });

  it("judges a logged-in user by the remote acknowledgement, not this browser's", () => {
    const now = at('2027-03-01T00:00:00Z');
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: true, local: stored(acknowledgedAt), remote: stored('2027-02-01T00:00:00Z'), now })).toBe(false);
    expect(shouldShowPrivacyBanner({ loaded: true, loggedIn: true, local: stored('2027-02-01T00:00:00Z'), remote: stored(acknowledgedAt), now })).toBe(true);
  });
});
