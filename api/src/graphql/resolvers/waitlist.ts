import type { Resolvers } from '../../../../generated/server.js';
import { joinWaitlist } from '../../services/waitlist.js';

export const waitlistResolvers: Resolvers = {
  Mutation: {
    joinWaitlist: (_parent, { input }, ctx) => joinWaitlist(ctx, input),
  },
};
