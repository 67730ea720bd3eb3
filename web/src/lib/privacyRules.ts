/**
 * The privacy banner's rules (spec sections 3, 4 and 9), free of React and cookies so they can be
 * tested against a controlled clock.
 */
export type PrivacyCategory = 'functionality' | 'analytics' | 'marketing' | 'security' | 'thirdParty';
export type PrivacyCategories = Record<PrivacyCategory, boolean>;
export interface StoredPrivacyPreferences extends PrivacyCategories {
  /** ISO time of the last acknowledgement, or null when never acknowledged. */
  bannerLastAcknowledgedAt: string | null;
}

export const PRIVACY_CATEGORIES: readonly PrivacyCategory[] = ['functionality', 'analytics', 'marketing', 'security', 'thirdParty'];

/** With no consent stored, every category is allowed. */
export const DEFAULT_PRIVACY_CATEGORIES: PrivacyCategories = { functionality: true, analytics: true, marketing: true, security: true, thirdParty: true };

/** The banner asks again this many years after the last acknowledgement. */
export const BANNER_REPROMPT_YEARS = 1;

export function addYears(date: Date, years: number): Date {
  const result = new Date(date.getTime());
  result.setFullYear(result.getFullYear() + years);
  return result;
}

export function categoriesOf(preferences: PrivacyCategories | null | undefined): PrivacyCategories {
  if (!preferences) return { ...DEFAULT_PRIVACY_CATEGORIES };
  return Object.fromEntries(PRIVACY_CATEGORIES.map((category) => [category, preferences[category]])) as PrivacyCategories;
}

/**
 * - Nothing until preferences have loaded.
 * - No preferences at all: show.
 * - Preferences exist: show again when the last acknowledgement is more than a year old (or
 *   missing), or when a logged-in user has no remote preferences yet.
 */
export function shouldShowPrivacyBanner(state: {
  loaded: boolean;
  loggedIn: boolean;
  local: StoredPrivacyPreferences | null;
  remote: StoredPrivacyPreferences | null;
  now: Date;
}): boolean {
  if (!state.loaded) return false;
  const preferences = state.remote ?? state.local;
  if (!preferences) return true;
  if (state.loggedIn && !state.remote) return true;
  const acknowledged = preferences.bannerLastAcknowledgedAt ? new Date(preferences.bannerLastAcknowledgedAt) : null;
  if (!acknowledged || Number.isNaN(acknowledged.getTime())) return true;
  return state.now.getTime() > addYears(acknowledged, BANNER_REPROMPT_YEARS).getTime();
}
