import { purchaseEligibility } from '#core/partnership/index';
import type { CreditBand } from '#core/partnership/limits';
import {
  missingPurchaseDocuments,
  offerFigures,
  offerLetterName,
  optionAgreementAcceptanceRefusal,
  preApprovalAmount,
  purchaseApplicationView,
  purchaseClosingRefusal,
  purchaseValuesOf,
  requiredPurchaseDocuments,
  transitionPurchase,
  APPRAISAL_AND_SERVICES_DOCUMENTS,
  EMPTY_PURCHASE_VALUES,
  PRE_APPROVAL_DAYS,
  type ApplicationParty,
  type OfferStatus,
  type PurchaseApplicationRecord,
  type PurchaseApplicationValues,
  type PurchaseEvent,
} from '#core/purchaseApplication/index';
import { centsToDollars } from '#core/money/cents';
import type { DocumentType, PurchaseApplication, PurchaseStageChange, UserError } from '#generated/server';
import { inDays, mockApplications, mockStages, nowIso, settledApplication, userError } from './application';
import { mockBankLinks } from './bankLinks';
import { mockDocuments } from './documents';
import { defaultMockFlags } from './flags';
import { mockProperties } from './properties';
import { mockPurchaseContractPages } from './purchaseContractPages';

// The partner purchase applications the browser keeps, as the API's rows: the record, its
// offers and audit rows. The stage machine, the sandbox's review, appraisal and closing run the
// same core/purchaseApplication code the server does, and the view is core's mapping of the record. What
// the server's jobs do after a request (the review, the closing) happens here on the next read.

export interface MockOffer {
  uuid: string;
  address: string;
  priceCents: number;
  status: OfferStatus;
  createdAt: string;
  updatedAt: string;
  /** The pre-approval letter tailored to it once written (kept apart from the application's documents). */
  letterUuid?: string | null;
}

export interface MockPurchase extends PurchaseApplicationRecord<string> {
  /** Who is signed in: the mocks have one user, the applicant unless a story says otherwise. */
  party: ApplicationParty;
  creditScoreEstimate: string | null;
  offers: MockOffer[];
  /** When the sandbox appraiser's report arrives, once ordered; null holds it (as staff recording it would). */
  appraisalDueAt: string | null;
  /** The server's jobs queued by the last step: the automatic review, the sandbox's closing. */
  reviewQueued: boolean;
  closingQueued: boolean;
  /** The linked account chosen for the monthly payments after closing. */
  paymentFinancialAccountUuid: string | null;
  /** The agent's read-only status link: a new one replaces the last. */
  agentLinkToken: string | null;
  history: PurchaseStageChange[];
}

export const purchaseStore = new Map<string, MockPurchase>();
/** Days an application and an agent's link last, as the server's PURCHASE_APPLICATION_DAYS and PURCHASE_AGENT_LINK_DAYS defaults. */
const MOCK_APPLICATION_DAYS = 180;
export const MOCK_AGENT_LINK_DAYS = 14;

export const resetMockPurchaseApplications = () => purchaseStore.clear();

/** Applications that open at each stage in `npm run dev:mock` and the stories. */
export const MOCK_PURCHASE_STAGE_UUIDS: Record<
  'APPLICATION' | 'DOCUMENT_UPLOAD' | 'CONTRACT_REVIEW' | 'MY_OFFERS' | 'APPRAISAL_AND_SERVICES' | 'CLOSING' | 'CLOSED',
  string
> = {
  APPLICATION: '7a0c0000-0000-4000-8000-000000000001',
  DOCUMENT_UPLOAD: '7a0c0000-0000-4000-8000-000000000002',
  CONTRACT_REVIEW: '7a0c0000-0000-4000-8000-000000000003',
  MY_OFFERS: '7a0c0000-0000-4000-8000-000000000004',
  APPRAISAL_AND_SERVICES: '7a0c0000-0000-4000-8000-000000000005',
  CLOSING: '7a0c0000-0000-4000-8000-000000000006',
  CLOSED: '7a0c0000-0000-4000-8000-000000000007',
};

/** Every answer a buyer in Sacramento with $80,000 down gives. */
export const MOCK_COMPLETE_VALUES: PurchaseApplicationValues = {
  ...EMPTY_PURCHASE_VALUES,
  propertyAddress: 'Sacramento, CA',
  targetPriceCents: 600_000_00,
  downPaymentCents: 80_000_00,
  hasCoApplicant: false,
  hasAgent: true,
  agentName: 'Rosa Diaz',
  agentBrokerage: 'Delta Homes',
  agentLicenseNumber: '01234567',
  agentEmail: 'rosa@delta.example',
  agentPhone: '9165550100',
  housingStatus: 'RENT',
  ownsOtherProperties: false,
  incomeSource: 'SALARY',
  annualIncomeCents: 150_000_00,
  monthlyDebtsCents: 500_00,
  employerName: 'Capitol Health',
  jobTitle: 'Analyst',
  employmentStartDate: '2020-02-01',
  liquidAssetsCents: 95_000_00,
  hasGift: false,
  earnestMoney: 'NOT_DEPOSITED',
};

/** A new application's record, as the API's startPurchaseApplication inserts it. */
export function newMockPurchase(
  uuid: string,
  start: Partial<Pick<MockPurchase, 'applicationValues' | 'prequalUuid' | 'state' | 'creditScoreEstimate' | 'timeline' | 'buyerPurchaseStage'>> = {},
): MockPurchase {
  const at = nowIso();
  return {
    prequalUuid: null,
    coApplicantInvitedAt: null,
    coApplicantJoinedAt: null,
    agentLinkExpiresAt: null,
    agentLinkToken: null,
    denialCode: null,
    applicationSubmittedAt: null,
    uploadsCompletedAt: null,
    preApprovedAt: null,
    preApprovalAmountCents: null,
    preApprovalExpiresAt: null,
    contractAcceptedAt: null,
    acceptedOfferUuid: null,
    contractPriceCents: null,
    appraisedValueCents: null,
    appraisalReceivedAt: null,
    appraisalDueAt: null,
    exhibitC: null,
    myOffersSubmittedAt: null,
    appraisalAndServicesSubmittedAt: null,
    closingSectionSubmittedAt: null,
    closedAt: null,
    contractPages: null,
    contractPageCount: null,
    optionAgreementViewedAt: null,
    optionAgreementAcceptedAt: null,
    paymentFinancialAccountUuid: null,
    uuid,
    stage: 'APPLICATION',
    party: 'APPLICANT',
    expirationDate: inDays(MOCK_APPLICATION_DAYS),
    state: 'CA',
    creditScoreEstimate: 'SCORE_740_759',
    timeline: '0_3_MONTHS',
    buyerPurchaseStage: 'OPEN_HOUSES',
    applicationValues: { ...EMPTY_PURCHASE_VALUES, propertyAddress: 'Sacramento, CA', targetPriceCents: 600_000_00, downPaymentCents: 80_000_00 },
    offers: [],
    reviewQueued: false,
    closingQueued: false,
    history: [],
    createdAt: at,
    updatedAt: at,
    ...start,
  };
}

/**
 * Keeps an offer's tailored letter in step, as the server does: (re)written at or below the
 * pre-approval, removed above it. The uuid stays when it is rewritten.
 */
export function writeMockOfferLetter(record: MockPurchase, offer: MockOffer): void {
  const previous = offer.letterUuid ? mockDocuments.remove(offer.letterUuid) : undefined;
  offer.letterUuid = null;
  if (record.preApprovalAmountCents === null || offer.priceCents > record.preApprovalAmountCents) return;
  offer.letterUuid = mockDocuments.addPdf('PURCHASE', record.uuid, 'PRE_APPROVAL_LETTER', true, offerLetterName(offer.address), previous?.uuid).uuid;
}

/** A buyer's upload, for tests and stories that skip the upload widget. */
export const recordMockPurchaseUpload = (uuid: string, type: DocumentType) => void mockDocuments.upload('PURCHASE', uuid, type);

/** The application's own documents: a letter tailored to an offer is the offer's. */
const ownDocuments = (record: MockPurchase) => {
  const offerLetters = new Set(record.offers.map((offer) => offer.letterUuid));
  return mockDocuments.of(record.uuid).filter((document) => !offerLetters.has(document.uuid));
};

/** core/purchaseApplication's stage machine over the records: each change with its history row. */
export const purchaseStages = mockStages<MockPurchase, PurchaseEvent>(transitionPurchase, 'PURCHASE');
export const moveMockPurchase = purchaseStages.move;

/** Exhibit C at a price (and appraisal), or null under 10% down, from core/purchaseApplication. */
export const exhibitCAt = (record: MockPurchase, priceCents: number, appraisalCents: number | null) => {
  try {
    return offerFigures({
      contractPriceCents: priceCents,
      appraisedValueCents: appraisalCents,
      downPaymentCents: purchaseValuesOf(record).downPaymentCents ?? 0,
      dealDate: nowIso().slice(0, 10),
      equityBuilderCutoffDate: defaultMockFlags.equityBuilderCutoffDate,
    });
  } catch {
    return null;
  }
};

/** The offer goes to appraisal: the sandbox appraiser reports at once, as the server's does. */
export function orderMockAppraisal(record: MockPurchase): void {
  Object.assign(record, { appraisedValueCents: null, appraisalReceivedAt: null, appraisalDueAt: nowIso() });
}

/** An appraiser's value arrives: Exhibit C at the lower of the price and the appraisal, as the server recomputes it. */
export function recordMockAppraisal(record: MockPurchase, valueCents: number): void {
  const figures = record.contractPriceCents === null ? null : exhibitCAt(record, record.contractPriceCents, valueCents);
  Object.assign(record, { appraisedValueCents: valueCents, appraisalReceivedAt: nowIso(), appraisalDueAt: null, updatedAt: nowIso() });
  if (figures) record.exhibitC = figures.exhibitC;
}

/** The automatic review (the server's job): deny on a rule, ask for what is missing, or pre-approve and write the letter. */
function reviewMockPurchase(record: MockPurchase): void {
  const values = purchaseValuesOf(record);
  const [denial] = purchaseEligibility({
    priceCents: values.targetPriceCents ?? 0,
    downPaymentCents: values.downPaymentCents ?? 0,
    state: record.state ?? '',
    licensedStates: defaultMockFlags.licensedStates,
    creditBand: record.creditScoreEstimate as CreditBand | null,
  }).denials;
  if (denial) {
    record.denialCode = denial.code;
    moveMockPurchase(record, 'DENY', 'SYSTEM');
    return;
  }
  if (!record.uploadsCompletedAt) return;
  const missing = missingPurchaseDocuments(requiredPurchaseDocuments(record.stage, values), ownDocuments(record));
  if (missing.length) {
    moveMockPurchase(record, 'REQUEST_ADDITIONAL_DOCUMENTS', 'SYSTEM');
    return;
  }
  const expires = inDays(PRE_APPROVAL_DAYS);
  moveMockPurchase(record, 'PRE_APPROVE', 'SYSTEM', {
    preApprovedAt: nowIso(),
    preApprovalAmountCents: preApprovalAmount(values),
    preApprovalExpiresAt: expires,
    expirationDate: expires,
  });
  mockDocuments.addPdf('PURCHASE', record.uuid, 'PRE_APPROVAL_LETTER', true, 'Pre-approval letter.pdf');
}

/** What the server's jobs and the appraisal vendor have done by the time the page reads again. */
export function settleMockPurchase(record: MockPurchase): void {
  if (record.reviewQueued && record.stage === 'DOCUMENT_UPLOAD') reviewMockPurchase(record);
  record.reviewQueued = false;
  const appraisalDue = record.appraisalDueAt && Date.parse(record.appraisalDueAt) <= Date.now();
  if (record.stage === 'APPRAISAL_AND_SERVICES' && !record.appraisalReceivedAt && appraisalDue && record.contractPriceCents !== null)
    recordMockAppraisal(record, record.contractPriceCents);
  if (record.closingQueued && record.stage === 'CLOSING' && !purchaseClosingRefusal(record)) {
    const at = nowIso();
    moveMockPurchase(record, 'CLOSE', 'SYSTEM', { closedAt: at, closingSectionSubmittedAt: at });
  }
  record.closingQueued = false;
}

/** The option agreement at CLOSING: its PDF and its pages for the buyer's review. */
export function writeMockOptionAgreement(record: MockPurchase): void {
  mockDocuments.addPdf('PURCHASE', record.uuid, 'OPTION_AGREEMENT', true, 'Option agreement.pdf');
  const figures = record.contractPriceCents === null ? null : exhibitCAt(record, record.contractPriceCents, record.appraisedValueCents);
  if (!figures) return;
  const pages = mockPurchaseContractPages(figures, record.contractPriceCents!, purchaseValuesOf(record).propertyAddress ?? '');
  Object.assign(record, { contractPages: pages, contractPageCount: pages.length });
}

/** The applicant's acceptance (its audit row); the sandbox's closing is queued with it. */
export function acceptMockOptionAgreement(record: MockPurchase): UserError | null {
  const refusal = optionAgreementAcceptanceRefusal(record, record.party);
  if (refusal) return userError(refusal.code, refusal.message);
  return moveMockPurchase(record, 'ACCEPT_OPTION_AGREEMENT', 'APPLICANT', { optionAgreementAcceptedAt: nowIso(), closingQueued: true });
}

/** The record as the API returns it: core's view, with the documents, offers, history, home and banks the store keeps. */
export function toMockPurchaseApplication(record: MockPurchase): PurchaseApplication {
  const values = purchaseValuesOf(record);
  const view = purchaseApplicationView(record, record.party);
  const applicant = record.party === 'APPLICANT';
  const typed = <T extends object>(__typename: string, value: T | null) => (value ? { __typename, ...value } : null);
  return {
    __typename: 'PurchaseApplication',
    ...view,
    applicationValues: typed('PurchaseApplicationValues', view.applicationValues),
    sections: view.sections.map((section) => typed('PurchaseSection', section)),
    missingAnswers: view.missingAnswers.map((error) => userError(error.code, error.message, error.field)),
    denial: typed('PurchaseDenial', view.denial),
    appraisal: typed('PurchaseAppraisal', view.appraisal),
    exhibitCFields: typed('PurchaseExhibitCFields', view.exhibitCFields),
    fundsToClose: typed('PurchaseFundsToClose', view.fundsToClose),
    contractPages: view.contractPages.map((page) => typed('RestructureContractPage', page)),
    documents: ownDocuments(record).map(mockDocuments.served) as PurchaseApplication['documents'],
    missingDocuments: missingPurchaseDocuments(requiredPurchaseDocuments(record.stage, values), ownDocuments(record)),
    offers: record.offers.map((offer) => ({
      __typename: 'PurchaseOffer',
      uuid: offer.uuid,
      address: offer.address,
      price: centsToDollars(offer.priceCents),
      status: offer.status,
      createdAt: offer.createdAt,
      updatedAt: offer.updatedAt,
      letter: offer.letterUuid ? (mockDocuments.served(mockDocuments.find(offer.letterUuid)!) as PurchaseApplication['documents'][number]) : null,
    })),
    // The mocks' partner purchase in Denver stands in for the home a closed purchase becomes.
    propertyUuid: record.closedAt ? mockProperties.uuids[2] : null,
    // The applicant's banks: the co-applicant sees none. A removed item takes its chosen account with it.
    bankAccounts: applicant ? mockBankLinks.itemsOf(record.uuid, 'BANK_ACCOUNT', record.createdAt) : [],
    investments: applicant ? mockBankLinks.itemsOf(record.uuid, 'INVESTMENT', record.createdAt) : [],
    paymentBankAccountId:
      applicant && record.paymentFinancialAccountUuid && mockBankLinks.accountOf(record.uuid, record.paymentFinancialAccountUuid)
        ? record.paymentFinancialAccountUuid
        : null,
    stageHistory: record.history,
  } as PurchaseApplication;
}

/** Walks a fresh application to a stage, the way a buyer would, with the sandbox's work done at once. */
export function seedMockPurchaseApplication(uuid: string, stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS): MockPurchase {
  const record = newMockPurchase(uuid, stage === 'APPLICATION' ? {} : { applicationValues: { ...MOCK_COMPLETE_VALUES } });
  purchaseStore.set(uuid, record);
  if (stage === 'APPLICATION') return record;
  moveMockPurchase(record, 'SUBMIT_APPLICATION', 'APPLICANT', { applicationSubmittedAt: nowIso() });
  if (stage === 'DOCUMENT_UPLOAD') return record;
  for (const type of requiredPurchaseDocuments('DOCUMENT_UPLOAD', purchaseValuesOf(record))) recordMockPurchaseUpload(uuid, type);
  Object.assign(record, { uploadsCompletedAt: nowIso(), reviewQueued: true });
  settleMockPurchase(record);
  if (stage === 'CONTRACT_REVIEW') return record;
  moveMockPurchase(record, 'ACCEPT_CONTRACT', 'APPLICANT', { contractAcceptedAt: nowIso() });
  const offer = (address: string, priceCents: number, status: OfferStatus): MockOffer => ({
    uuid: crypto.randomUUID(),
    address,
    priceCents,
    status,
    createdAt: nowIso(),
    updatedAt: nowIso(),
  });
  record.offers.push(offer('12 Elm St, Sacramento, CA', 610_000_00, 'REJECTED'));
  if (stage === 'MY_OFFERS') return record;
  const accepted = offer('48 Oak Ave, Sacramento, CA', 590_000_00, 'ACCEPTED');
  record.offers.push(accepted);
  Object.assign(record, {
    acceptedOfferUuid: accepted.uuid,
    contractPriceCents: accepted.priceCents,
    exhibitC: exhibitCAt(record, accepted.priceCents, null)?.exhibitC ?? null,
    applicationValues: { ...record.applicationValues, propertyAddress: accepted.address },
  });
  recordMockPurchaseUpload(uuid, 'PURCHASE_AGREEMENT');
  moveMockPurchase(record, 'SUBMIT_OFFERS', 'APPLICANT', { myOffersSubmittedAt: nowIso() });
  orderMockAppraisal(record);
  // Ordered, and due a moment after the page first shows it.
  record.appraisalDueAt = new Date(Date.now() + 2000).toISOString();
  if (stage === 'APPRAISAL_AND_SERVICES') return record;
  for (const type of APPRAISAL_AND_SERVICES_DOCUMENTS) recordMockPurchaseUpload(uuid, type);
  // An appraiser's report under the price: the buyer pays the $5,000 gap in cash.
  recordMockAppraisal(record, 585_000_00);
  moveMockPurchase(record, 'SUBMIT_APPRAISAL_AND_SERVICES', 'APPLICANT', { appraisalAndServicesSubmittedAt: nowIso() });
  writeMockOptionAgreement(record);
  if (stage === 'CLOSING') return record;
  record.optionAgreementViewedAt = nowIso();
  acceptMockOptionAgreement(record);
  settleMockPurchase(record);
  return record;
}

/** A fresh agent link token, URL-safe and 43 characters like the server's (32 random bytes). */
function newAgentToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Agent links that open in `npm run dev:mock` and the stories: a pre-approved purchase's, and an expired one. */
export const MOCK_AGENT_TOKENS = {
  PRE_APPROVED: 'mockAgentLinkPreApproved0000000000000000000',
  EXPIRED: 'mockAgentLinkExpired00000000000000000000000',
} as const;

/** Makes (or replaces) an application's agent link; expiresAt in the past makes an expired one. */
export function issueMockAgentLink(
  record: MockPurchase,
  { token = newAgentToken(), expiresAt = inDays(MOCK_AGENT_LINK_DAYS) } = {},
): { token: string; expiresAt: string } {
  Object.assign(record, { agentLinkToken: token, agentLinkExpiresAt: expiresAt, updatedAt: nowIso() });
  return { token, expiresAt };
}

/** The pre-approval letters an agent's link downloads: the general one, then the offers'. */
export function mockAgentLetters(record: MockPurchase, token: string) {
  const letters = mockDocuments.of(record.uuid).filter((document) => document.type === 'PRE_APPROVAL_LETTER' && document.isSystemUpload);
  return letters.map((letter) => ({
    __typename: 'PurchaseAgentLetter' as const,
    name: letter.name,
    url: `/api/v1/purchase/agent/${token}/letters/${letter.uuid}`,
  }));
}

/** The application an agent link opens while it works, or undefined for an unknown or expired link. */
export function findMockPurchaseByAgentToken(token: string): MockPurchase | undefined {
  if (token === MOCK_AGENT_TOKENS.PRE_APPROVED || token === MOCK_AGENT_TOKENS.EXPIRED) {
    const record = findMockPurchase(MOCK_PURCHASE_STAGE_UUIDS.CONTRACT_REVIEW)!;
    if (record.agentLinkToken !== token)
      issueMockAgentLink(record, { token, ...(token === MOCK_AGENT_TOKENS.EXPIRED ? { expiresAt: new Date(Date.now() - 86_400_000).toISOString() } : {}) });
  }
  const record = [...purchaseStore.values()].find((candidate) => candidate.agentLinkToken === token);
  return record?.agentLinkExpiresAt && Date.parse(record.agentLinkExpiresAt) > Date.now() ? record : undefined;
}

/** An application `npm run dev:mock` and the stories open at one of the stage uuids, walked there on its first read. */
function seedAtStage(uuid: string): MockPurchase | undefined {
  const stage = (Object.keys(MOCK_PURCHASE_STAGE_UUIDS) as Array<keyof typeof MOCK_PURCHASE_STAGE_UUIDS>).find(
    (key) => MOCK_PURCHASE_STAGE_UUIDS[key] === uuid,
  );
  if (!stage) return undefined;
  const record = seedMockPurchaseApplication(uuid, stage);
  // A buyer at closing has linked their bank while funding the purchase: its accounts are offered for the payments.
  if ((stage === 'CLOSING' || stage === 'CLOSED') && !mockBankLinks.of(uuid).length) mockBankLinks.add(uuid);
  return record;
}

export const PURCHASE = mockApplications.register({
  type: 'PURCHASE',
  noun: 'Purchase application',
  store: purchaseStore,
  settle: settleMockPurchase,
  seed: seedAtStage,
  party: (record) => record.party,
  start: (uuid) => void seedMockPurchaseApplication(uuid, 'APPLICATION'),
  payload: { typename: 'PurchaseApplicationPayload', key: 'purchaseApplication', view: toMockPurchaseApplication },
});

/** The application, with what the server's jobs did since the last read; the stage uuids seed one. */
export const findMockPurchase = (uuid: string) => settledApplication(PURCHASE, uuid);
