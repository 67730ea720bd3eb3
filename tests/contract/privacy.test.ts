import { describe, expect, it } from 'vitest';
import {
  AcknowledgePrivacyPreferencesBannerDocument,
  AnalyticsActivityDocument,
  FeatureFlagsDocument,
  GetMyPrivacyPreferencesDocument,
  SetPrivacyPreferencesDocument,
} from '#generated/web';
import { contractScenario } from './contractHarness';

const both = contractScenario();

const preferences = { functionality: true, analytics: false, marketing: false, security: true, thirdParty: false };

describe('the privacy and flags mocks answer like the API', () => {
  it('featureFlags: the spec defaults', async () => {
    await both.expectSameAnswer(FeatureFlagsDocument);
  });

  it('getMyPrivacyPreferences refuses a visitor', async () => {
    expect((await both.expectSameAnswer(GetMyPrivacyPreferencesDocument)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('getMyPrivacyPreferences, setPrivacyPreferences and acknowledgePrivacyPreferencesBanner for the homeowner', async () => {
    await both.signIn();
    expect((await both.expectSameAnswer(GetMyPrivacyPreferencesDocument)).data).toEqual({ getMyPrivacyPreferences: null });
    await both.expectSameAnswer(SetPrivacyPreferencesDocument, { preferences });
    await both.expectSameAnswer(GetMyPrivacyPreferencesDocument);
    await both.expectSameAnswer(AcknowledgePrivacyPreferencesBannerDocument);
  });

  it('analyticsActivity of a visitor with no events', async () => {
    await both.expectSameAnswer(AnalyticsActivityDocument, { anonymousId: 'a1b2c3d4-0000-4000-8000-000000000001' });
  });
});
