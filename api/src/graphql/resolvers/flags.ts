import type { Resolvers } from '#generated/server';
import { getFeatureFlags } from '../../services/flags/featureFlags.js';

export const flagsResolvers: Resolvers = {
  Query: {
    featureFlags: (_parent, _args, ctx) => getFeatureFlags(ctx.config),
  },
};
