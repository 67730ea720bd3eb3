import type { Resolvers } from '#generated/server';
import { createPrequal } from '../../services/prequal/prequals.js';

export const prequalResolvers: Resolvers = {
  Mutation: {
    createPrequal: (_parent, args, ctx) => createPrequal(ctx, args, ctx.setSessionCookie),
  },
};
