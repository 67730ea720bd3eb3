import type { PurchaseApplication as PurchaseApplicationGql, PurchaseApplicationValues as ValuesGql } from '#generated/server';
import { DENIAL_TEXT, type DenialCode } from '#core/partnership/index';
import {
  exhibitCInDollars,
  fundsToCloseInDollars,
  missingPurchaseAnswers,
  purchaseAppraisalStatus,
  purchaseSectionsOf,
  requiredPurchaseDocuments,
  type ApplicationParty,
  type PurchaseApplicationValues,
} from '#core/purchase/index';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { fundsToCloseOf } from './figures.js';
import { valuesOf } from './values.js';
import { centsToDollars, centsToDollarsOrNull } from '#core/money/cents';
import type { FundsToClose } from '#core/purchase/index';

/** The application as the API returns it to one party; documents, offers and history are resolved on demand. */
export type PurchaseApplicationView = Omit<
  PurchaseApplicationGql,
  'documents' | 'offers' | 'stageHistory' | 'missingDocuments' | 'bankAccounts' | 'investments' | 'paymentBankAccountId' | 'propertyUuid'
> & {
  record: PurchaseApplication;
  party: ApplicationParty;
};

const dollars = centsToDollarsOrNull;

/** What the co-applicant may read besides their own answers: the home and who they are buying with. */
const SHARED_WITH_CO_APPLICANT: ReadonlyArray<keyof PurchaseApplicationValues> = [
  'propertyAddress',
  'targetPriceCents',
  'hasCoApplicant',
  'coApplicantFirstName',
  'coApplicantLastName',
  'coApplicantEmail',
];
const CO_APPLICANTS_OWN: ReadonlyArray<keyof PurchaseApplicationValues> = [
  'coApplicantIncomeSource',
  'coApplicantAnnualIncomeCents',
  'coApplicantEmployerName',
  'coApplicantJobTitle',
];

function visibleValues(values: PurchaseApplicationValues, party: ApplicationParty): PurchaseApplicationValues {
  if (party === 'APPLICANT') return values;
  const visible = { ...values };
  for (const key of Object.keys(visible) as Array<keyof PurchaseApplicationValues>) {
    if (!SHARED_WITH_CO_APPLICANT.includes(key) && !CO_APPLICANTS_OWN.includes(key)) (visible as Record<string, unknown>)[key] = null;
  }
  return visible;
}

export function toValuesView(values: PurchaseApplicationValues): ValuesGql {
  const {
    targetPriceCents,
    annualIncomeCents,
    monthlyDebtsCents,
    downPaymentCents,
    liquidAssetsCents,
    giftAmountCents,
    earnestMoneyAmountCents,
    coApplicantAnnualIncomeCents,
    ...rest
  } = values;
  return {
    ...rest,
    targetPrice: dollars(targetPriceCents),
    annualIncome: dollars(annualIncomeCents),
    monthlyDebts: dollars(monthlyDebtsCents),
    downPayment: dollars(downPaymentCents),
    liquidAssets: dollars(liquidAssetsCents),
    giftAmount: dollars(giftAmountCents),
    earnestMoneyAmount: dollars(earnestMoneyAmountCents),
    coApplicantAnnualIncome: dollars(coApplicantAnnualIncomeCents),
  };
}

/** The appraisal as both parties read it: its status, and once received the value, date and the gap the buyer pays in cash (core's figures). */
function appraisalView(application: PurchaseApplication, funds: FundsToClose | null): PurchaseApplicationGql['appraisal'] {
  const receivedAt = application.appraisalReceivedAt;
  const status = purchaseAppraisalStatus({
    stage: application.stage,
    orderedAt: application.myOffersSubmittedAt,
    appraisedValueCents: application.appraisedValueCents,
    receivedAt,
  });
  if (!status) return null;
  const received = status === 'RECEIVED';
  return {
    status,
    orderedAt: application.myOffersSubmittedAt,
    value: received ? dollars(application.appraisedValueCents) : null,
    receivedAt: received ? receivedAt : null,
    appraisalGap: received && funds ? centsToDollars(funds.appraisalGapCents) : null,
  };
}

export function toPurchaseApplicationView(application: PurchaseApplication, party: ApplicationParty): PurchaseApplicationView {
  const values = valuesOf(application);
  const exhibitC = application.exhibitC;
  const funds = fundsToCloseOf(application);
  return {
    record: application,
    party,
    uuid: application.uuid,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    prequalUuid: application.prequalUuid,
    stage: application.stage,
    expirationDate: application.expirationDate,
    timeline: application.timeline,
    purchaseStage: application.buyerPurchaseStage as PurchaseApplicationGql['purchaseStage'],
    state: application.state,
    applicationValues: toValuesView(visibleValues(values, party)),
    sections: purchaseSectionsOf(values, application.stage !== 'APPLICATION'),
    missingAnswers: application.stage === 'APPLICATION' ? missingPurchaseAnswers(values, party) : [],
    requiredDocuments: requiredPurchaseDocuments(application.stage, values),
    denial: application.denialCode ? { code: application.denialCode as DenialCode, message: DENIAL_TEXT[application.denialCode as DenialCode].message } : null,
    coApplicantInvitedAt: application.coApplicantInvitedAt,
    coApplicantJoinedAt: application.coApplicantJoinedAt,
    agentLinkExpiresAt: party === 'APPLICANT' ? application.agentLinkExpiresAt : null,
    applicationSubmittedAt: application.applicationSubmittedAt,
    uploadsCompletedAt: application.uploadsCompletedAt,
    preApprovedAt: application.preApprovedAt,
    preApprovalAmount: dollars(application.preApprovalAmountCents),
    preApprovalExpiresAt: application.preApprovalExpiresAt,
    contractAcceptedAt: application.contractAcceptedAt,
    acceptedOfferUuid: application.acceptedOfferUuid,
    contractPrice: dollars(application.contractPriceCents),
    appraisedValue: application.appraisalReceivedAt ? dollars(application.appraisedValueCents) : null,
    appraisal: appraisalView(application, funds),
    exhibitCFields: exhibitC ? exhibitCInDollars(exhibitC) : null,
    fundsToClose: party === 'APPLICANT' && funds ? fundsToCloseInDollars(funds) : null,
    myOffersSubmittedAt: application.myOffersSubmittedAt,
    appraisalAndServicesSubmittedAt: application.appraisalAndServicesSubmittedAt,
    closingSectionSubmittedAt: application.closingSectionSubmittedAt,
    closedAt: application.closedAt,
    contractPageCount: application.contractPageCount,
    contractPages: (application.contractPages ?? []).map((lines, index) => ({ number: index + 1, lines })),
    optionAgreementViewedAt: application.optionAgreementViewedAt,
    optionAgreementAcceptedAt: application.optionAgreementAcceptedAt,
  };
}
