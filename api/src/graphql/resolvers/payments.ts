import type { Resolvers } from '#generated/server';
import * as payments from '../../services/payments/index.js';

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentMethods: (_parent, _args, ctx) => payments.listPaymentMethods(ctx),
    paymentBankAccountChoices: (_parent, _args, ctx) => payments.paymentBankAccountChoices(ctx),
    bankAccountDocumentReview: (_parent, { financialItemUuid }, ctx) => payments.bankAccountDocumentReviewOf(ctx, financialItemUuid),
  },
  Mutation: {
    startPaymentSetup: async (_parent, _args, ctx) => ({ setup: await payments.startPaymentSetup(ctx), errors: [] }),
    confirmSandboxCardSetup: (_parent, { input }, ctx) => payments.confirmSandboxCardSetup(ctx, input),
    completeSandboxCardAuthentication: (_parent, { input }, ctx) => payments.completeSandboxAuthentication(ctx, input),
    verifyPaymentSetup: (_parent, { input }, ctx) => payments.verifyPaymentSetup(ctx, input.setupIntentId),
    savePaymentBankAccount: (_parent, { input }, ctx) => payments.savePaymentBankAccount(ctx, input.financialAccountUuid),
    removePaymentMethod: async (_parent, { input }, ctx) => ({ paymentMethods: await payments.removePaymentMethod(ctx, input.paymentMethodUuid), errors: [] }),
    setDefaultPaymentMethod: async (_parent, { input }, ctx) => ({
      paymentMethods: await payments.setDefaultPaymentMethod(ctx, input.paymentMethodUuid),
      errors: [],
    }),
  },
  PaymentMethod: {
    label: (method) => payments.labelOf(method),
    brand: (method) => payments.cardBrandOfMethod(method),
  },
};
