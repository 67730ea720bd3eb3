import { graphql, HttpResponse } from 'msw';
import type {
  AcknowledgePrivacyPreferencesBannerMutation,
  AcknowledgePrivacyPreferencesBannerMutationVariables,
  AnalyticsActivityQuery,
  AnalyticsActivityQueryVariables,
  GetMyPrivacyPreferencesQuery,
  GetMyPrivacyPreferencesQueryVariables,
  SetPrivacyPreferencesMutation,
  SetPrivacyPreferencesMutationVariables,
} from '#generated/web';
import { mockSession } from './session';
import { notLoggedIn } from './graphqlErrors';
import { mockAnalytics } from './analytics';

type Preferences = NonNullable<GetMyPrivacyPreferencesQuery['getMyPrivacyPreferences']>;

/** The mocked account's saved preferences (null until saved), like the server's one row per user. */
let saved: Preferences | null = null;

export const mockPrivacy = {
  get: () => saved,
  set(preferences: Omit<Preferences, '__typename' | 'uuid'> | null) {
    saved = preferences ? { __typename: 'PrivacyPreferences', uuid: '0c9a6d0e-4f2b-4c1e-8a55-2f7d9b3e6a10', ...preferences } : null;
  },
};

export const privacyHandlers = [
  graphql.query<GetMyPrivacyPreferencesQuery, GetMyPrivacyPreferencesQueryVariables>('getMyPrivacyPreferences', () =>
    mockSession.isLoggedIn() ? HttpResponse.json({ data: { __typename: 'Query', getMyPrivacyPreferences: saved } }) : notLoggedIn('getMyPrivacyPreferences'),
  ),
  graphql.mutation<SetPrivacyPreferencesMutation, SetPrivacyPreferencesMutationVariables>('setPrivacyPreferences', ({ variables }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    const { bannerLastAcknowledgedAt, ...categories } = variables.preferences;
    mockPrivacy.set({ ...categories, bannerLastAcknowledgedAt: bannerLastAcknowledgedAt ?? saved?.bannerLastAcknowledgedAt ?? null });
    return HttpResponse.json({ data: { __typename: 'Mutation', setPrivacyPreferences: saved as Preferences } });
  }),
  graphql.mutation<AcknowledgePrivacyPreferencesBannerMutation, AcknowledgePrivacyPreferencesBannerMutationVariables>(
    'acknowledgePrivacyPreferencesBanner',
    () => {
      if (!mockSession.isLoggedIn()) return notLoggedIn();
      const current = saved ?? { functionality: true, analytics: true, marketing: true, security: true, thirdParty: true };
      mockPrivacy.set({ ...current, bannerLastAcknowledgedAt: new Date().toISOString() });
      return HttpResponse.json({ data: { __typename: 'Mutation', acknowledgePrivacyPreferencesBanner: saved as Preferences } });
    },
  ),
  graphql.query<AnalyticsActivityQuery, AnalyticsActivityQueryVariables>('analyticsActivity', ({ variables }) =>
    HttpResponse.json({
      data: { __typename: 'Query', analyticsActivity: { __typename: 'AnalyticsActivity', ...mockAnalytics.activity(variables.anonymousId) } },
    }),
  ),
];
