import type { Resolvers } from '../../../../generated/server.js';
import { listRefinanceApplications } from '../../services/refinanceApplications.js';
import { requireUser } from '../../services/users.js';
import { listRestructureApplications } from '../../services/restructureApplication/index.js';

export const applicationResolvers: Resolvers = {
  Query: {
    restructureApplications: (_parent, _args, ctx) => listRestructureApplications(ctx),
    refinanceApplications: (_parent, _args, ctx) => listRefinanceApplications(ctx),
    purchaseApplications: (_parent, _args, ctx) => (requireUser(ctx), []),
  },
};
