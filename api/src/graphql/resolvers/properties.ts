import type { Resolvers } from '#generated/server';
import * as properties from '../../services/properties/index.js';

export const propertiesResolvers: Resolvers = {
  Query: {
    propertyDashboard: (_parent, { uuid }, ctx) => properties.propertyDashboard(ctx, uuid),
    partnerPropertyDashboard: (_parent, { uuid }, ctx) => properties.partnerPropertyDashboard(ctx, uuid),
    equityTransactionPreview: (_parent, { input }, ctx) => properties.equityTransactionPreview(ctx, input),
  },
  Mutation: {
    verifyEquityTransaction: (_parent, { input }, ctx) => properties.verifyEquityTransaction(ctx, input),
    requestEquityVerificationCode: (_parent, { input }, ctx) => properties.requestEquityVerificationCode(ctx, input),
    acceptPropertyInvitation: (_parent, { input }, ctx) => properties.acceptPropertyInvitation(ctx, input),
  },
  PropertyDashboard: {
    documents: (view, _args, ctx) => properties.dealDocumentsOf(ctx, view),
    sourceApplicationUuid: (view) => properties.ownerSourceApplicationUuidOf(view),
    recurringBuyInPaymentMethod: (view, _args, ctx) => properties.recurringBuyInPaymentMethodOf(ctx, view),
    closingDisbursement: (view, _args, ctx) => properties.closingDisbursementOf(ctx, view),
  },
};
