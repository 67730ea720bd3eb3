import type { ExhibitCFields } from '../partnership/exhibitC.js';
import { DENIAL_TEXT, type DenialCode } from '../partnership/denials.js';
import { DEFAULT_EQUITY_BUILDER_CUTOFF_DATE } from '../partnership/limits.js';
import { centsToDollars, centsToDollarsOrNull } from '../money/cents.js';
import { purchaseAppraisalStatus } from './appraisal.js';
import { EMPTY_PURCHASE_VALUES, type PurchaseApplicationValues } from './applicationValues.js';
import { requiredPurchaseDocuments } from './documents.js';
import { fundsToClose, type FundsToClose } from './fundsToClose.js';
import { offerFigures } from './offers.js';
import { exhibitCInDollars, fundsToCloseInDollars } from './offerView.js';
import { missingPurchaseAnswers, purchaseSectionsOf } from './questions.js';
import type { PurchaseStage } from './stages.js';
import type { ApplicationParty } from './vocabulary.js';

/** One line of an option agreement's page, as the PDF prints it. */
export type ContractPageLine = {
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE' | 'TABLE_HEADER' | 'TABLE_ROW';
  text: string;
  value: string | null;
  cells?: string[] | null;
};

/**
 * A purchase application as it is stored, money in integer cents: the API's purchase_applications
 * row (times as Dates) and the mocks' record (times as ISO strings) both have this shape.
 */
export interface PurchaseApplicationRecord<Time = Date | string> {
  uuid: string;
  prequalUuid: string | null;
  stage: PurchaseStage;
  expirationDate: Time;
  state: string | null;
  timeline: string | null;
  buyerPurchaseStage: string | null;
  applicationValues: Partial<PurchaseApplicationValues>;
  coApplicantInvitedAt: Time | null;
  coApplicantJoinedAt: Time | null;
  agentLinkExpiresAt: Time | null;
  denialCode: string | null;
  applicationSubmittedAt: Time | null;
  uploadsCompletedAt: Time | null;
  preApprovedAt: Time | null;
  preApprovalAmountCents: number | null;
  preApprovalExpiresAt: Time | null;
  contractAcceptedAt: Time | null;
  acceptedOfferUuid: string | null;
  contractPriceCents: number | null;
  appraisedValueCents: number | null;
  appraisalReceivedAt: Time | null;
  exhibitC: ExhibitCFields | null;
  myOffersSubmittedAt: Time | null;
  appraisalAndServicesSubmittedAt: Time | null;
  closingSectionSubmittedAt: Time | null;
  closedAt: Time | null;
  contractPageCount: number | null;
  contractPages: ContractPageLine[][] | null;
  optionAgreementViewedAt: Time | null;
  optionAgreementAcceptedAt: Time | null;
  createdAt: Time;
  updatedAt: Time;
}

/** The stored answers with every field present (answers added later default to null). */
export function purchaseValuesOf(record: Pick<PurchaseApplicationRecord, 'applicationValues'>): PurchaseApplicationValues {
  return { ...EMPTY_PURCHASE_VALUES, ...record.applicationValues };
}

/** What the co-applicant may read besides their own answers: the home and who they are buying with. */
const SHARED_WITH_CO_APPLICANT: ReadonlyArray<keyof PurchaseApplicationValues> = [
  'propertyAddress',
  'targetPriceCents',
  'hasCoApplicant',
  'coApplicantFirstName',
  'coApplicantLastName',
  'coApplicantEmail',
  'coApplicantIncomeSource',
  'coApplicantAnnualIncomeCents',
  'coApplicantEmployerName',
  'coApplicantJobTitle',
];

function visibleValues(values: PurchaseApplicationValues, party: ApplicationParty): PurchaseApplicationValues {
  if (party === 'APPLICANT') return values;
  const visible = { ...values };
  for (const key of Object.keys(visible) as Array<keyof PurchaseApplicationValues>)
    if (!SHARED_WITH_CO_APPLICANT.includes(key)) (visible as Record<string, unknown>)[key] = null;
  return visible;
}

/** The answers as the schema's PurchaseApplicationValues shows them: money in dollars. */
export function purchaseValuesView(values: PurchaseApplicationValues) {
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
    targetPrice: centsToDollarsOrNull(targetPriceCents),
    annualIncome: centsToDollarsOrNull(annualIncomeCents),
    monthlyDebts: centsToDollarsOrNull(monthlyDebtsCents),
    downPayment: centsToDollarsOrNull(downPaymentCents),
    liquidAssets: centsToDollarsOrNull(liquidAssetsCents),
    giftAmount: centsToDollarsOrNull(giftAmountCents),
    earnestMoneyAmount: centsToDollarsOrNull(earnestMoneyAmountCents),
    coApplicantAnnualIncome: centsToDollarsOrNull(coApplicantAnnualIncomeCents),
  };
}

/** Funds to close for the deal as it stands (earnest money already deposited counts towards it; Exhibit C's cutoff date does not change them). */
export function purchaseFundsToClose(
  record: Pick<PurchaseApplicationRecord, 'applicationValues' | 'contractPriceCents' | 'appraisedValueCents' | 'updatedAt'>,
): FundsToClose | null {
  const values = purchaseValuesOf(record);
  if (!record.contractPriceCents || values.downPaymentCents === null) return null;
  try {
    const figures = offerFigures({
      contractPriceCents: record.contractPriceCents,
      appraisedValueCents: record.appraisedValueCents,
      downPaymentCents: values.downPaymentCents,
      dealDate: new Date(record.updatedAt).toISOString().slice(0, 10),
      equityBuilderCutoffDate: DEFAULT_EQUITY_BUILDER_CUTOFF_DATE,
    });
    return fundsToClose(values, figures.deal);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The appraisal as both parties read it: its status, and once received the value, date and the gap the buyer pays in cash. */
function appraisalView<Time>(record: PurchaseApplicationRecord<Time>, funds: FundsToClose | null) {
  const status = purchaseAppraisalStatus({
    stage: record.stage,
    orderedAt: record.myOffersSubmittedAt as Date | string | null,
    appraisedValueCents: record.appraisedValueCents,
    receivedAt: record.appraisalReceivedAt as Date | string | null,
  });
  if (!status) return null;
  const received = status === 'RECEIVED';
  return {
    status,
    orderedAt: record.myOffersSubmittedAt,
    value: received ? centsToDollarsOrNull(record.appraisedValueCents) : null,
    receivedAt: received ? record.appraisalReceivedAt : null,
    appraisalGap: received && funds ? centsToDollars(funds.appraisalGapCents) : null,
  };
}

/**
 * The application as the API returns it to one party, from its stored record: dollars where the
 * record keeps cents, the co-applicant's share of the answers, the sections, missing answers,
 * documents asked for, appraisal and funds to close from core/purchaseApplication. The documents, offers,
 * history and home are the store's to add.
 */
export function purchaseApplicationView<Time>(record: PurchaseApplicationRecord<Time>, party: ApplicationParty) {
  const values = purchaseValuesOf(record);
  const funds = purchaseFundsToClose(record as PurchaseApplicationRecord);
  const denialCode = record.denialCode as DenialCode | null;
  return {
    uuid: record.uuid,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    prequalUuid: record.prequalUuid,
    stage: record.stage,
    party,
    expirationDate: record.expirationDate,
    timeline: record.timeline,
    purchaseStage: record.buyerPurchaseStage,
    state: record.state,
    applicationValues: purchaseValuesView(visibleValues(values, party)),
    sections: purchaseSectionsOf(values, record.stage !== 'APPLICATION'),
    missingAnswers: record.stage === 'APPLICATION' ? missingPurchaseAnswers(values, party) : [],
    requiredDocuments: requiredPurchaseDocuments(record.stage, values),
    denial: denialCode ? { code: denialCode, message: DENIAL_TEXT[denialCode].message } : null,
    coApplicantInvitedAt: record.coApplicantInvitedAt,
    coApplicantJoinedAt: record.coApplicantJoinedAt,
    agentLinkExpiresAt: party === 'APPLICANT' ? record.agentLinkExpiresAt : null,
    applicationSubmittedAt: record.applicationSubmittedAt,
    uploadsCompletedAt: record.uploadsCompletedAt,
    preApprovedAt: record.preApprovedAt,
    preApprovalAmount: centsToDollarsOrNull(record.preApprovalAmountCents),
    preApprovalExpiresAt: record.preApprovalExpiresAt,
    contractAcceptedAt: record.contractAcceptedAt,
    acceptedOfferUuid: record.acceptedOfferUuid,
    contractPrice: centsToDollarsOrNull(record.contractPriceCents),
    appraisedValue: record.appraisalReceivedAt ? centsToDollarsOrNull(record.appraisedValueCents) : null,
    appraisal: appraisalView(record, funds),
    exhibitCFields: record.exhibitC ? exhibitCInDollars(record.exhibitC) : null,
    fundsToClose: party === 'APPLICANT' && funds ? fundsToCloseInDollars(funds) : null,
    myOffersSubmittedAt: record.myOffersSubmittedAt,
    appraisalAndServicesSubmittedAt: record.appraisalAndServicesSubmittedAt,
    closingSectionSubmittedAt: record.closingSectionSubmittedAt,
    closedAt: record.closedAt,
    contractPageCount: record.contractPageCount,
    contractPages: (record.contractPages ?? []).map((lines, index) => ({ number: index + 1, lines })),
    optionAgreementViewedAt: record.optionAgreementViewedAt,
    optionAgreementAcceptedAt: record.optionAgreementAcceptedAt,
  };
}
