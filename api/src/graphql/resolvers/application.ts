import type { Resolvers } from '#generated/server';
import { listRefinanceApplications } from '../../services/refinanceApplication/applicant.js';
import { listPurchaseApplications } from '../../services/purchaseApplication/index.js';
import { listRestructureApplications } from '../../services/restructureApplication/index.js';

export const applicationResolvers: Resolvers = {
  Query: {
    restructureApplications: (_parent, _args, ctx) => listRestructureApplications(ctx),
    refinanceApplications: (_parent, _args, ctx) => listRefinanceApplications(ctx),
    purchaseApplications: (_parent, _args, ctx) => listPurchaseApplications(ctx),
  },
};
