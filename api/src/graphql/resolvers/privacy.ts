import type { Resolvers } from '#generated/server';
import * as privacy from '../../services/privacy/privacy.js';

export const privacyResolvers: Resolvers = {
  Query: {
    getMyPrivacyPreferences: (_parent, _args, ctx) => privacy.getMyPrivacyPreferences(ctx),
    analyticsActivity: (_parent, { anonymousId }, ctx) => privacy.analyticsActivity(ctx, anonymousId),
  },
  Mutation: {
    setPrivacyPreferences: (_parent, { preferences }, ctx) => privacy.setPrivacyPreferences(ctx, preferences),
    acknowledgePrivacyPreferencesBanner: (_parent, _args, ctx) => privacy.acknowledgePrivacyPreferencesBanner(ctx),
  },
};
