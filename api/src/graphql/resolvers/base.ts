import type { Resolvers } from '../../../../generated/server.js';

export const baseResolvers: Resolvers = {
  Query: {
    ok: () => true,
  },
};
