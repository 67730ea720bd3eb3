import type { Resolvers } from '#generated/server';
import * as restructure from '../../services/restructureApplication/index.js';

export const restructureApplicationResolvers: Resolvers = {
  Query: {
    restructureApplication: (_parent, { uuid }, ctx) => restructure.getRestructureApplication(ctx, uuid),
  },
  Mutation: {
    startRestructureApplication: (_parent, { input }, ctx) => restructure.startRestructureApplication(ctx, input),
    saveRestructureApplicationAnswers: (_parent, { input }, ctx) => restructure.saveRestructureApplicationAnswers(ctx, input),
    submitRestructureApplication: (_parent, { input }, ctx) => restructure.submitRestructureApplication(ctx, input),
    completeRestructureUploads: (_parent, { input }, ctx) => restructure.completeRestructureUploads(ctx, input),
    viewRestructureContractPage: (_parent, { input }, ctx) => restructure.viewRestructureContractPage(ctx, input),
    recordRestructureLinkClicked: (_parent, { input }, ctx) => restructure.recordRestructureLinkClicked(ctx, input),
    acceptRestructureContract: (_parent, { input }, ctx) => restructure.acceptRestructureContract(ctx, input),
    finalizeRestructure: (_parent, { input }, ctx) => restructure.finalizeRestructure(ctx, input),
  },
  RestructureApplication: {
    documents: (application, _args, ctx) => restructure.documentsOf(ctx, application),
    offer: (application, _args, ctx) => restructure.offerFor(ctx, application),
    denials: (application, _args, ctx) => restructure.denialsFor(ctx, application),
    stageHistory: (application, _args, ctx) => restructure.stageHistoryOf(ctx, application),
    underwritingChecks: (application, _args, ctx) => restructure.underwritingChecksFor(ctx, application),
  },
};
