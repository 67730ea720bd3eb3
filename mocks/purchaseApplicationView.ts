import { DENIAL_TEXT } from '#core/partnership/index';
import {
  exhibitCInDollars,
  fundsToClose,
  fundsToCloseInDollars,
  missingPurchaseAnswers,
  missingPurchaseDocuments,
  purchaseAppraisalStatus,
  purchaseSectionsOf,
  requiredPurchaseDocuments,
  PRE_APPROVAL_DAYS,
  type OfferFigures,
} from '#core/purchase/index';
import type { PurchaseApplication } from '#generated/server';
import { mockBankLinks } from './bankLinks';
import { mockDocuments } from './documents';
import { mockProperties } from './properties';
import { userError, type MockPurchase } from './purchaseApplicationState';
import { centsToDollars, centsToDollarsOrNull } from '#core/money/cents';

// A mock purchase record as the API returns it: dollars where the record keeps cents, and the
// sections, missing answers and documents computed with core/purchase.

export const dollars = centsToDollarsOrNull;

export const exhibitC = (figures: OfferFigures) => ({ __typename: 'PurchaseExhibitCFields' as const, ...exhibitCInDollars(figures.exhibitC) });

export const funds = (record: MockPurchase, figures: OfferFigures) => ({
  __typename: 'PurchaseFundsToClose' as const,
  ...fundsToCloseInDollars(fundsToClose(record.values, figures.deal)),
});

/** When the pre-approval lapses: PRE_APPROVAL_DAYS after it was given. */
export const preApprovalExpiresAt = (record: MockPurchase) =>
  record.preApprovedAt ? new Date(Date.parse(record.preApprovedAt) + PRE_APPROVAL_DAYS * 86_400_000).toISOString() : null;

/** The appraisal as the API shows it: its status from core, the gap from core's funds to close. */
function appraisalOf(record: MockPurchase): PurchaseApplication['appraisal'] {
  const status = purchaseAppraisalStatus({
    stage: record.stage,
    orderedAt: record.myOffersSubmittedAt,
    appraisedValueCents: record.appraisedValueCents,
    receivedAt: record.appraisalReceivedAt,
  });
  if (!status) return null;
  const received = status === 'RECEIVED';
  return {
    __typename: 'PurchaseAppraisal',
    status,
    orderedAt: record.myOffersSubmittedAt,
    value: received ? dollars(record.appraisedValueCents) : null,
    receivedAt: received ? record.appraisalReceivedAt : null,
    appraisalGap: received && record.figures ? funds(record, record.figures).appraisalGap : null,
  };
}

export function toMockPurchaseApplication(record: MockPurchase): PurchaseApplication {
  const v = record.values;
  const asDocument = ({ applicationType: _t, bytes: _b, ...document }: ReturnType<typeof mockDocuments.of>[number]) => ({
    ...document,
    applicationType: 'PURCHASE' as const,
    scanStatus: document.isSystemUpload ? ('NOT_REQUIRED' as const) : ('CLEAN' as const),
    sha256: '0'.repeat(64),
  });
  // A letter tailored to an offer is the offer's, not one of the application's documents.
  const offerLetters = new Set(record.offers.map((offer) => offer.letterUuid).filter(Boolean));
  const documents = mockDocuments
    .of(record.uuid)
    .filter((document) => !offerLetters.has(document.uuid))
    .map(asDocument);
  return {
    __typename: 'PurchaseApplication',
    uuid: record.uuid,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    prequalUuid: null,
    stage: record.stage,
    party: record.party,
    expirationDate: new Date(Date.now() + PRE_APPROVAL_DAYS * 86_400_000).toISOString(),
    timeline: '0_3_MONTHS',
    purchaseStage: 'OPEN_HOUSES',
    state: record.state,
    applicationValues: {
      __typename: 'PurchaseApplicationValues',
      ...v,
      targetPrice: dollars(v.targetPriceCents),
      annualIncome: dollars(v.annualIncomeCents),
      monthlyDebts: dollars(v.monthlyDebtsCents),
      downPayment: dollars(v.downPaymentCents),
      liquidAssets: dollars(v.liquidAssetsCents),
      giftAmount: dollars(v.giftAmountCents),
      earnestMoneyAmount: dollars(v.earnestMoneyAmountCents),
      coApplicantAnnualIncome: dollars(v.coApplicantAnnualIncomeCents),
    },
    sections: purchaseSectionsOf(v, record.stage !== 'APPLICATION').map((section) => ({ __typename: 'PurchaseSection', ...section })),
    missingAnswers: record.stage === 'APPLICATION' ? missingPurchaseAnswers(v, record.party).map((e) => userError(e.code, e.message, e.field)) : [],
    documents: documents as PurchaseApplication['documents'],
    requiredDocuments: requiredPurchaseDocuments(record.stage, v),
    missingDocuments: missingPurchaseDocuments(requiredPurchaseDocuments(record.stage, v), mockDocuments.of(record.uuid)),
    denial: record.denialCode ? { __typename: 'PurchaseDenial', code: record.denialCode, message: DENIAL_TEXT[record.denialCode].message } : null,
    coApplicantInvitedAt: v.coApplicantEmail ? record.updatedAt : null,
    coApplicantJoinedAt: null,
    agentLinkExpiresAt: record.agentLink?.expiresAt ?? null,
    applicationSubmittedAt: record.applicationSubmittedAt,
    uploadsCompletedAt: record.uploadsCompletedAt,
    preApprovedAt: record.preApprovedAt,
    preApprovalAmount: dollars(record.preApprovalAmountCents),
    preApprovalExpiresAt: preApprovalExpiresAt(record),
    contractAcceptedAt: record.contractAcceptedAt,
    offers: record.offers.map((offer) => ({
      __typename: 'PurchaseOffer',
      uuid: offer.uuid,
      address: offer.address,
      price: centsToDollars(offer.priceCents),
      status: offer.status,
      createdAt: offer.createdAt,
      updatedAt: offer.updatedAt,
      letter: offer.letterUuid ? (asDocument(mockDocuments.find(offer.letterUuid)!) as PurchaseApplication['documents'][number]) : null,
    })),
    acceptedOfferUuid: record.acceptedOfferUuid,
    contractPrice: dollars(record.contractPriceCents),
    appraisedValue: record.appraisalReceivedAt ? dollars(record.appraisedValueCents) : null,
    appraisal: appraisalOf(record),
    exhibitCFields: record.figures ? exhibitC(record.figures) : null,
    fundsToClose: record.figures ? funds(record, record.figures) : null,
    myOffersSubmittedAt: record.myOffersSubmittedAt,
    appraisalAndServicesSubmittedAt: record.appraisalAndServicesSubmittedAt,
    closingSectionSubmittedAt: record.closedAt,
    closedAt: record.closedAt,
    // The mocks' partner purchase in Denver stands in for the home a closed purchase becomes.
    propertyUuid: record.closedAt ? mockProperties.uuids[2] : null,
    contractPageCount: record.contractPageCount,
    contractPages: record.contractPages,
    optionAgreementViewedAt: record.optionAgreementViewedAt,
    optionAgreementAcceptedAt: record.optionAgreementAcceptedAt,
    // The applicant's banks: the co-applicant sees none. A removed item takes its chosen account with it.
    bankAccounts: record.party === 'APPLICANT' ? mockBankLinks.itemsOf(record.uuid, 'BANK_ACCOUNT', record.createdAt) : [],
    investments: record.party === 'APPLICANT' ? mockBankLinks.itemsOf(record.uuid, 'INVESTMENT', record.createdAt) : [],
    paymentBankAccountId:
      record.party === 'APPLICANT' && record.paymentFinancialAccountUuid && mockBankLinks.accountOf(record.uuid, record.paymentFinancialAccountUuid)
        ? record.paymentFinancialAccountUuid
        : null,
    stageHistory: record.history,
  };
}
