import type { Resolvers } from '#generated/server';
import * as bankLinks from '../../services/bankLinks/index.js';

export const bankLinksResolvers: Resolvers = {
  Query: {
    financialItems: (_parent, { applicationType, applicationUuid }, ctx) => bankLinks.listFinancialItems(ctx, applicationType, applicationUuid),
  },
  Mutation: {
    createBankLinkToken: (_parent, { input }, ctx) => bankLinks.createBankLinkToken(ctx, input),
    sandboxBankLinkLogIn: (_parent, { input }, ctx) => bankLinks.sandboxBankLinkLogIn(ctx, input),
    sandboxBankLinkManualAccount: (_parent, { input }, ctx) => bankLinks.sandboxBankLinkManualAccount(ctx, input),
    linkFinancialItem: (_parent, { input }, ctx) => bankLinks.linkFinancialItem(ctx, input),
    refreshFinancialItem: (_parent, { input }, ctx) => bankLinks.refreshFinancialItem(ctx, input.financialItemUuid),
    verifyMicrodeposits: (_parent, { input }, ctx) => bankLinks.verifyMicrodeposits(ctx, input),
    recordManualBankVerification: (_parent, { input }, ctx) => bankLinks.recordManualBankVerification(ctx, input),
    removeFinancialItem: (_parent, { input }, ctx) => bankLinks.removeFinancialItem(ctx, input.financialItemUuid),
    choosePaymentBankAccount: (_parent, { input }, ctx) => bankLinks.choosePaymentBankAccount(ctx, input),
  },
  FinancialItem: {
    name: (item) => item.institutionName ?? 'Bank account',
    accounts: (item, _args, ctx) => bankLinks.accountsOf(ctx.db, item),
    error: (item, _args, ctx) => bankLinks.errorOf(item, ctx.now()),
  },
  RestructureApplication: {
    bankAccounts: (application, _args, ctx) => bankLinks.financialItemsOfKind(ctx, 'RESTRUCTURE', application.uuid, 'BANK_ACCOUNT'),
    investments: (application, _args, ctx) => bankLinks.financialItemsOfKind(ctx, 'RESTRUCTURE', application.uuid, 'INVESTMENT'),
    paymentBankAccountId: (application, _args, ctx) => bankLinks.paymentBankAccountIdOf(ctx, 'RESTRUCTURE', application.uuid),
  },
  PurchaseApplication: {
    bankAccounts: (application, _args, ctx) => bankLinks.financialItemsOfKind(ctx, 'PURCHASE', application.uuid, 'BANK_ACCOUNT'),
    investments: (application, _args, ctx) => bankLinks.financialItemsOfKind(ctx, 'PURCHASE', application.uuid, 'INVESTMENT'),
    paymentBankAccountId: (application, _args, ctx) => bankLinks.paymentBankAccountIdOf(ctx, 'PURCHASE', application.uuid),
  },
};
