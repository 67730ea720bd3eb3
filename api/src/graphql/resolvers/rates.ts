import type { Resolvers } from '#generated/server';
import { getRefiRates } from '../../services/rates/refiRates.js';
import { loanCost } from '../../services/rates/loanCost.js';
import { rateOptionDetails } from '../../services/rates/rateOptionDetails.js';
import { searchRates } from '../../services/rates/searchRates.js';

export const ratesResolvers: Resolvers = {
  Query: {
    ratesPage: (_parent, { ratesInput }, ctx) => getRefiRates(ctx, ratesInput),
    getRefiRates: (_parent, { ratesInput }, ctx) => getRefiRates(ctx, ratesInput),
    loanCost: (_parent, { input }) => loanCost(input),
    rateOption: (_parent, { rateOptionUuid }, ctx) => rateOptionDetails(ctx, rateOptionUuid),
  },
  Mutation: {
    searchRates: (_parent, { input }, ctx) => searchRates(ctx, input),
  },
};
