import type { Resolvers } from '#generated/server';

export const baseResolvers: Resolvers = {
  Query: {
    ok: () => true,
  },
};
