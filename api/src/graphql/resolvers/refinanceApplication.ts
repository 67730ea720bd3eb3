import { JSONObjectResolver } from 'graphql-scalars';
import type { Resolvers } from '#generated/server';
import * as refinanceApplications from '../../services/refinanceApplication/applicant.js';

export const refinanceApplicationResolvers: Resolvers = {
  Query: {
    refinanceApplication: (_parent, { uuid }, ctx) => refinanceApplications.getRefinanceApplication(ctx, uuid),
  },
  Mutation: {
    startRefinanceApplication: (_parent, { input }, ctx) => refinanceApplications.startRefinanceApplication(ctx, input),
    answerRefinanceApplicationQuestion: (_parent, { input }, ctx) => refinanceApplications.answerRefinanceApplicationQuestion(ctx, input),
    submitRefinanceApplication: (_parent, { input }, ctx) => refinanceApplications.submitRefinanceApplication(ctx, input),
  },
  RefinanceApplication: {
    rateOption: (application, _args, ctx) => refinanceApplications.rateOptionOf(ctx, application.rateOptionUuid),
  },
};

/** Scalars are registered whole, beside the merged resolver maps. */
export const refinanceApplicationScalars = { JSONObject: JSONObjectResolver };
