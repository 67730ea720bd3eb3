import type { Resolvers } from '#generated/server';
import * as users from '../../services/account/users.js';
import * as passwordReset from '../../services/account/passwordReset.js';
import * as emailVerification from '../../services/account/emailVerification.js';
import * as activeApplications from '../../services/application/activeApplications.js';
import * as properties from '../../services/properties/index.js';

export const userResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.currentUser,
  },
  Mutation: {
    updateProfile: (_parent, { input }, ctx) => users.updateProfile(ctx, input),
    recordConsent: async (_parent, { input }, ctx) => ({ user: await users.recordConsent(ctx, input.consent), errors: [] }),
    changePassword: (_parent, { input }, ctx) => users.changePassword(ctx, input),
    requestPasswordReset: async (_parent, { input }, ctx) => {
      await passwordReset.requestPasswordReset(ctx, input.email);
      return { ok: true };
    },
    resetPassword: (_parent, { input }, ctx) => passwordReset.resetPassword(ctx, input.token, input.newPassword),
    requestEmailVerification: async (_parent, _args, ctx) => {
      await emailVerification.requestEmailVerification(ctx);
      return { ok: true };
    },
    verifyEmail: (_parent, { input }, ctx) => emailVerification.verifyEmail(ctx, input.token),
  },
  User: {
    fullName: (user) => [user.firstName, user.middleName, user.lastName, user.suffix].filter(Boolean).join(' ') || null,
    hasPassword: (user) => Boolean(user.passwordHash),
    properties: (user, _args, ctx) => properties.propertiesOf(ctx, user.uuid),
    prequals: (user, _args, ctx) => ctx.loaders.prequalsByUser.load(user.uuid),
    activeApplications: (user, _args, ctx) => activeApplications.activeApplicationsOf(ctx, user.uuid),
  },
};
