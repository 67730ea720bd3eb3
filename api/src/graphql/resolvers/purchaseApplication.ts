import type { Resolvers } from '#generated/server';
import * as purchase from '../../services/purchaseApplication/index.js';

export const purchaseApplicationResolvers: Resolvers = {
  Query: {
    purchaseApplication: (_parent, { uuid }, ctx) => purchase.getPurchaseApplication(ctx, uuid),
    purchaseBudgetEstimate: (_parent, { input }, ctx) => purchase.purchaseBudgetEstimate(ctx, input),
    purchaseAgentStatus: (_parent, { token }, ctx) => purchase.purchaseAgentStatus(ctx, token),
    previewPurchaseOffer: (_parent, { input }, ctx) => purchase.previewPurchaseOffer(ctx, input),
  },
  Mutation: {
    startPurchaseApplication: (_parent, { input }, ctx) => purchase.startPurchaseApplication(ctx, input),
    savePurchaseApplicationAnswers: (_parent, { input }, ctx) => purchase.savePurchaseApplicationAnswers(ctx, input),
    submitPurchaseApplication: (_parent, { input }, ctx) => purchase.submitPurchaseApplication(ctx, input),
    completePurchaseUploads: (_parent, { input }, ctx) => purchase.completePurchaseUploads(ctx, input),
    acceptPurchaseInvitation: (_parent, { input }, ctx) => purchase.acceptPurchaseInvitation(ctx, input, ctx.setSessionCookie),
    createPurchaseAgentLink: (_parent, { input }, ctx) => purchase.createPurchaseAgentLink(ctx, input),
    acceptPurchaseContract: (_parent, { input }, ctx) => purchase.acceptPurchaseContract(ctx, input),
    recordPurchaseOffer: (_parent, { input }, ctx) => purchase.recordPurchaseOfferAndLetter(ctx, input),
    writePurchaseOfferLetter: (_parent, { input }, ctx) => purchase.writePurchaseOfferLetter(ctx, input),
    submitPurchaseOffers: (_parent, { input }, ctx) => purchase.submitPurchaseOffers(ctx, input),
    submitPurchaseAppraisalAndServices: (_parent, { input }, ctx) => purchase.submitPurchaseAppraisalAndServices(ctx, input),
    viewPurchaseContractPage: (_parent, { input }, ctx) => purchase.viewPurchaseContractPage(ctx, input),
    acceptPurchaseOptionAgreement: (_parent, { input }, ctx) => purchase.acceptPurchaseOptionAgreement(ctx, input),
  },
  PurchaseApplication: {
    documents: (application, _args, ctx) => purchase.documentsOf(ctx, application),
    missingDocuments: (application, _args, ctx) => purchase.missingDocumentsFor(ctx, application),
    offers: (application, _args, ctx) => purchase.offersOf(ctx, application.uuid),
    stageHistory: (application, _args, ctx) => purchase.purchaseStageHistory(application, ctx),
    propertyUuid: (application, _args, ctx) => purchase.closedPropertyUuid(ctx, application),
    exhibitCFields: (application, _args, ctx) => purchase.purchaseExhibitCFields(ctx, application),
  },
  PurchaseOffer: {
    letter: (offer, _args, ctx) => purchase.letterOfOffer(ctx, offer),
  },
};
