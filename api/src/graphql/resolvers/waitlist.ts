import type { Resolvers } from '#generated/server';
import { changeWaitlistEntry, joinWaitlist, leaveWaitlist, waitlistEntryByLink } from '../../services/waitlist/waitlist.js';

export const waitlistResolvers: Resolvers = {
  Query: {
    waitlistEntryByLink: (_parent, { token }, ctx) => waitlistEntryByLink(ctx, token),
  },
  Mutation: {
    joinWaitlist: (_parent, { input }, ctx) => joinWaitlist(ctx, input),
    changeWaitlistEntry: (_parent, { input }, ctx) => changeWaitlistEntry(ctx, input),
    leaveWaitlist: (_parent, { input }, ctx) => leaveWaitlist(ctx, input.token),
  },
};
