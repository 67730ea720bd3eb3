import type { Resolvers } from '../../../../generated/server.js';
import { getRefiRates } from '../../services/rates/refiRates.js';
import { loanCost } from '../../services/loanCost.js';

export const ratesResolvers: Resolvers = {
  Query: {
    ratesPage: (_parent, { ratesInput }, ctx) => getRefiRates(ctx, ratesInput),
    getRefiRates: (_parent, { ratesInput }, ctx) => getRefiRates(ctx, ratesInput),
    loanCost: (_parent, { input }) => loanCost(input),
  },
};
