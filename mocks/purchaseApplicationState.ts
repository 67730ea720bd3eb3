import type { DenialCode } from '#core/partnership/index';
import {
  buyerPrequal,
  missingPurchaseDocuments,
  offerFigures,
  offerLetterName,
  optionAgreementAcceptanceRefusal,
  preApprovalAmount,
  purchaseClosingRefusal,
  requiredPurchaseDocuments,
  transitionPurchase,
  APPRAISAL_AND_SERVICES_DOCUMENTS,
  EMPTY_PURCHASE_VALUES,
  type ApplicationParty,
  type OfferFigures,
  type OfferStatus,
  type PurchaseApplicationValues,
  type PurchaseEvent,
  type PurchaseStage,
} from '#core/purchase/index';
import { applicantStageReason } from '#core/partnership/applicantStageReason';
import type { DocumentType, PurchaseStageChange, RestructureContractPage, UserError } from '#generated/server';
import { mockBankLinks } from './bankLinks';
import { mockDocuments } from './documents';
import { defaultMockFlags } from './flags';
import { mockPurchaseContractPages } from './purchaseContractPages';

// The partner purchase applications the browser keeps: each record, the stage machine and the
// sandbox review run the same core/purchase code the server does, and the scenarios walk a fresh
// application to each stage the way a buyer would.

export interface MockPurchase {
  uuid: string;
  stage: PurchaseStage;
  party: ApplicationParty;
  values: PurchaseApplicationValues;
  state: string;
  createdAt: string;
  updatedAt: string;
  applicationSubmittedAt: string | null;
  uploadsCompletedAt: string | null;
  missing: string[];
  denialCode: DenialCode | null;
  preApprovedAt: string | null;
  preApprovalAmountCents: number | null;
  contractAcceptedAt: string | null;
  /** Each offer, with the uuid of the pre-approval letter tailored to it once written (kept apart from the application's documents). */
  offers: Array<{ uuid: string; address: string; priceCents: number; status: OfferStatus; createdAt: string; updatedAt: string; letterUuid?: string | null }>;
  acceptedOfferUuid: string | null;
  contractPriceCents: number | null;
  /** The appraiser's value: the mock vendor's sandbox sends it by itself (appraisalDueAt), never the buyer. */
  appraisedValueCents: number | null;
  appraisalReceivedAt: string | null;
  /** When the sandbox's report arrives, once ordered; null holds it (as staff recording it would). */
  appraisalDueAt: string | null;
  figures: OfferFigures | null;
  myOffersSubmittedAt: string | null;
  appraisalAndServicesSubmittedAt: string | null;
  closedAt: string | null;
  /** The option agreement written at CLOSING, page by page, and the applicant's review of it. */
  contractPages: RestructureContractPage[];
  contractPageCount: number | null;
  optionAgreementViewedAt: string | null;
  optionAgreementAcceptedAt: string | null;
  /** The linked account chosen for the monthly payments after closing. */
  paymentFinancialAccountUuid: string | null;
  /** The agent's read-only status link: a new one replaces the last. */
  agentLink: { token: string; expiresAt: string } | null;
  history: PurchaseStageChange[];
}

export const purchaseStore = new Map<string, MockPurchase>();
export const nowIso = () => new Date().toISOString();
const encoder = new TextEncoder();
export const userError = (code: UserError['code'], message: string, field: string | null = null): UserError => ({
  __typename: 'UserError',
  code,
  field,
  message,
});

export function resetMockPurchaseApplications(): void {
  purchaseStore.clear();
}

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

export function newMockPurchase(
  uuid: string,
  values: PurchaseApplicationValues = {
    ...EMPTY_PURCHASE_VALUES,
    propertyAddress: 'Sacramento, CA',
    targetPriceCents: 600_000_00,
    downPaymentCents: 80_000_00,
  },
): MockPurchase {
  const at = nowIso();
  return {
    uuid,
    stage: 'APPLICATION',
    party: 'APPLICANT',
    values,
    state: 'CA',
    createdAt: at,
    updatedAt: at,
    applicationSubmittedAt: null,
    uploadsCompletedAt: null,
    missing: [],
    denialCode: null,
    preApprovedAt: null,
    preApprovalAmountCents: null,
    contractAcceptedAt: null,
    offers: [],
    acceptedOfferUuid: null,
    contractPriceCents: null,
    appraisedValueCents: null,
    appraisalReceivedAt: null,
    appraisalDueAt: null,
    figures: null,
    myOffersSubmittedAt: null,
    appraisalAndServicesSubmittedAt: null,
    closedAt: null,
    contractPages: [],
    contractPageCount: null,
    optionAgreementViewedAt: null,
    optionAgreementAcceptedAt: null,
    paymentFinancialAccountUuid: null,
    agentLink: null,
    history: [],
  };
}

export function addMockPurchaseDocument(uuid: string, type: DocumentType, isSystemUpload: boolean, name: string): string {
  const bytes = encoder.encode(`%PDF-1.7\n% ${name} (mock)\n`);
  return mockDocuments.add({
    uuid: crypto.randomUUID(),
    applicationType: 'PURCHASE',
    applicationUuid: uuid,
    type,
    name,
    size: bytes.length,
    contentType: 'application/pdf',
    updatedAt: nowIso(),
    isSystemUpload,
    bytes,
  }).uuid;
}

/**
 * Keeps an offer's tailored letter in step, as the server does: (re)written at or below the
 * pre-approval, removed above it. The uuid stays when it is rewritten.
 */
export function writeMockOfferLetter(record: MockPurchase, offer: MockPurchase['offers'][number]): void {
  const previous = offer.letterUuid ? mockDocuments.remove(offer.letterUuid) : undefined;
  offer.letterUuid = null;
  if (record.preApprovalAmountCents === null || offer.priceCents > record.preApprovalAmountCents) return;
  const bytes = encoder.encode(`%PDF-1.7\n% ${offerLetterName(offer.address)} (mock)\n`);
  offer.letterUuid = mockDocuments.add({
    uuid: previous?.uuid ?? crypto.randomUUID(),
    applicationType: 'PURCHASE',
    applicationUuid: record.uuid,
    type: 'PRE_APPROVAL_LETTER',
    name: offerLetterName(offer.address),
    size: bytes.length,
    contentType: 'application/pdf',
    updatedAt: nowIso(),
    isSystemUpload: true,
    bytes,
  }).uuid;
}

/** A buyer's upload, for tests and stories that skip the upload widget. */
export function recordMockPurchaseUpload(uuid: string, type: DocumentType): void {
  addMockPurchaseDocument(uuid, type, false, `${type.toLowerCase()}.pdf`);
}

export function moveMockPurchase(record: MockPurchase, event: PurchaseEvent, actor: 'APPLICANT' | 'REVIEWER' | 'SYSTEM'): UserError | null {
  const next = transitionPurchase(record.stage, event, actor);
  if (!next.ok) return userError(next.code, next.message);
  record.history.push({
    __typename: 'PurchaseStageChange',
    event,
    fromStage: record.stage,
    toStage: next.stage,
    actor,
    reason: applicantStageReason('PURCHASE', { toStage: next.stage, denialCode: record.denialCode }),
    at: nowIso(),
  });
  record.stage = next.stage;
  record.updatedAt = nowIso();
  return null;
}

export const figuresAt = (record: MockPurchase, priceCents: number, appraisalCents: number | null) => {
  try {
    return offerFigures({
      contractPriceCents: priceCents,
      appraisedValueCents: appraisalCents,
      downPaymentCents: record.values.downPaymentCents ?? 0,
      dealDate: nowIso().slice(0, 10),
      equityBuilderCutoffDate: defaultMockFlags.equityBuilderCutoffDate,
    });
  } catch {
    return null;
  }
};

/** How long after the order the mock vendor's sandbox sends its report, so the screen shows it ordered first. */
export const MOCK_APPRAISAL_DELAY_MS = 2000;

/** The offer goes to appraisal: the mock vendor's sandbox is asked for a report. */
export function orderMockAppraisal(record: MockPurchase): void {
  Object.assign(record, { appraisedValueCents: null, appraisalReceivedAt: null, appraisalDueAt: new Date(Date.now() + MOCK_APPRAISAL_DELAY_MS).toISOString() });
}

/** An appraiser's value arrives: Exhibit C at the lower of the price and the appraisal, as the server recomputes it. */
export function recordMockAppraisal(record: MockPurchase, valueCents: number): void {
  record.appraisedValueCents = valueCents;
  record.appraisalReceivedAt = nowIso();
  record.appraisalDueAt = null;
  if (record.contractPriceCents !== null) record.figures = figuresAt(record, record.contractPriceCents, valueCents) ?? record.figures;
}

/** The sandbox's report, once due: at the contract price, as the server's sandbox appraiser reports. */
export function settleMockAppraisal(record: MockPurchase): void {
  if (record.stage !== 'APPRAISAL_AND_SERVICES' || record.appraisalReceivedAt || !record.appraisalDueAt || record.contractPriceCents === null) return;
  if (Date.parse(record.appraisalDueAt) <= Date.now()) recordMockAppraisal(record, record.contractPriceCents);
}

/** The sandbox review: deny on a rule, ask for what is missing, or pre-approve and write the letter. */
export function reviewMockPurchase(record: MockPurchase): void {
  const outcome = buyerPrequal(
    {
      targetPriceCents: record.values.targetPriceCents ?? 0,
      downPaymentCents: record.values.downPaymentCents ?? 0,
      state: record.state,
      timeline: null,
      purchaseStage: null,
      incomeSource: record.values.incomeSource,
    },
    { licensedStates: defaultMockFlags.licensedStates, partnershipWaitlist: false },
  );
  if (outcome.denials.length) {
    record.denialCode = outcome.denials[0]!.code;
    moveMockPurchase(record, 'DENY', 'SYSTEM');
    return;
  }
  if (!record.uploadsCompletedAt) return;
  const missing = missingPurchaseDocuments(requiredPurchaseDocuments(record.stage, record.values), mockDocuments.of(record.uuid));
  if (missing.length) {
    record.missing = missing;
    moveMockPurchase(record, 'REQUEST_ADDITIONAL_DOCUMENTS', 'SYSTEM');
    return;
  }
  record.preApprovedAt = nowIso();
  record.preApprovalAmountCents = preApprovalAmount(record.values);
  record.missing = [];
  moveMockPurchase(record, 'PRE_APPROVE', 'SYSTEM');
  addMockPurchaseDocument(record.uuid, 'PRE_APPROVAL_LETTER', true, 'Pre-approval letter.pdf');
}

/** The option agreement at CLOSING: its PDF and its pages for the buyer's review. */
export function writeMockOptionAgreement(record: MockPurchase): void {
  addMockPurchaseDocument(record.uuid, 'OPTION_AGREEMENT', true, 'Option agreement.pdf');
  if (!record.figures || record.contractPriceCents === null) return;
  const address = record.offers.find((offer) => offer.uuid === record.acceptedOfferUuid)?.address ?? record.values.propertyAddress ?? '';
  record.contractPages = mockPurchaseContractPages(record.figures, record.contractPriceCents, address);
  record.contractPageCount = record.contractPages.length;
}

/** The applicant's acceptance (its audit row), then the sandbox's settlement closes the purchase. */
export function acceptMockOptionAgreement(record: MockPurchase): UserError | null {
  const refusal = optionAgreementAcceptanceRefusal(record, record.party);
  if (refusal) return userError(refusal.code, refusal.message);
  const acceptedAt = nowIso();
  const moved = moveMockPurchase(record, 'ACCEPT_OPTION_AGREEMENT', 'APPLICANT');
  if (moved) return moved;
  record.optionAgreementAcceptedAt = acceptedAt;
  if (!purchaseClosingRefusal(record)) {
    record.closedAt = nowIso();
    moveMockPurchase(record, 'CLOSE', 'SYSTEM');
  }
  return null;
}

/** Walks a fresh application to a stage, the way a buyer would. */
export function seedMockPurchaseApplication(uuid: string, stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS): MockPurchase {
  const record = newMockPurchase(uuid, stage === 'APPLICATION' ? undefined : { ...MOCK_COMPLETE_VALUES });
  purchaseStore.set(uuid, record);
  if (stage === 'APPLICATION') return record;
  record.applicationSubmittedAt = nowIso();
  moveMockPurchase(record, 'SUBMIT_APPLICATION', 'APPLICANT');
  if (stage === 'DOCUMENT_UPLOAD') return record;
  for (const type of requiredPurchaseDocuments('DOCUMENT_UPLOAD', record.values)) recordMockPurchaseUpload(uuid, type);
  record.uploadsCompletedAt = nowIso();
  reviewMockPurchase(record);
  if (stage === 'CONTRACT_REVIEW') return record;
  record.contractAcceptedAt = nowIso();
  moveMockPurchase(record, 'ACCEPT_CONTRACT', 'APPLICANT');
  record.offers.push({
    uuid: crypto.randomUUID(),
    address: '12 Elm St, Sacramento, CA',
    priceCents: 610_000_00,
    status: 'REJECTED',
    createdAt: nowIso(),
    updatedAt: nowIso(),
  });
  if (stage === 'MY_OFFERS') return record;
  const accepted = {
    uuid: crypto.randomUUID(),
    address: '48 Oak Ave, Sacramento, CA',
    priceCents: 590_000_00,
    status: 'ACCEPTED' as const,
    createdAt: nowIso(),
    updatedAt: nowIso(),
  };
  record.offers.push(accepted);
  record.acceptedOfferUuid = accepted.uuid;
  record.contractPriceCents = accepted.priceCents;
  record.figures = figuresAt(record, accepted.priceCents, null);
  recordMockPurchaseUpload(uuid, 'PURCHASE_AGREEMENT');
  record.myOffersSubmittedAt = nowIso();
  moveMockPurchase(record, 'SUBMIT_OFFERS', 'APPLICANT');
  orderMockAppraisal(record);
  if (stage === 'APPRAISAL_AND_SERVICES') return record;
  for (const type of APPRAISAL_AND_SERVICES_DOCUMENTS) recordMockPurchaseUpload(uuid, type);
  // An appraiser's report under the price: the buyer pays the $5,000 gap in cash.
  recordMockAppraisal(record, 585_000_00);
  record.appraisalAndServicesSubmittedAt = nowIso();
  moveMockPurchase(record, 'SUBMIT_APPRAISAL_AND_SERVICES', 'APPLICANT');
  writeMockOptionAgreement(record);
  if (stage === 'CLOSING') return record;
  record.optionAgreementViewedAt = nowIso();
  acceptMockOptionAgreement(record);
  return record;
}

/** Days an agent's link works, as the server's PURCHASE_AGENT_LINK_DAYS default. */
export const MOCK_AGENT_LINK_DAYS = 14;

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
  { token = newAgentToken(), expiresAt = new Date(Date.now() + MOCK_AGENT_LINK_DAYS * 86_400_000).toISOString() } = {},
): { token: string; expiresAt: string } {
  record.agentLink = { token, expiresAt };
  return record.agentLink;
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
    if (record.agentLink?.token !== token)
      issueMockAgentLink(record, { token, ...(token === MOCK_AGENT_TOKENS.EXPIRED ? { expiresAt: new Date(Date.now() - 86_400_000).toISOString() } : {}) });
  }
  const record = [...purchaseStore.values()].find((candidate) => candidate.agentLink?.token === token);
  return record && Date.parse(record.agentLink!.expiresAt) > Date.now() ? record : undefined;
}

export function findMockPurchase(uuid: string): MockPurchase | undefined {
  const known = purchaseStore.get(uuid);
  if (known) return known;
  const stage = (Object.keys(MOCK_PURCHASE_STAGE_UUIDS) as Array<keyof typeof MOCK_PURCHASE_STAGE_UUIDS>).find(
    (key) => MOCK_PURCHASE_STAGE_UUIDS[key] === uuid,
  );
  if (!stage) return undefined;
  const record = seedMockPurchaseApplication(uuid, stage);
  // A buyer at closing has linked their bank while funding the purchase: its accounts are offered for the payments.
  if ((stage === 'CLOSING' || stage === 'CLOSED') && !mockBankLinks.of(uuid).length) mockBankLinks.add(uuid);
  return record;
}
