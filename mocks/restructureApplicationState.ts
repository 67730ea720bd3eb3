import {
  DEFAULT_REDUCTION_PAYMENT_CENTS,
  partnershipEligibility,
  restructureTerms,
  transitionRestructure,
  type CreditBand,
  type DenialCode,
  type Occupancy,
  type ProductPreference,
  type RestructureEvent,
} from '#core/partnership/index';
import { checksPassed, missingDocuments, type RestructureApplicationRecord } from '#core/restructureApplication/index';
import type { RestructureApplicationRow } from '#core/restructureApplication/view';
import { generatedDocumentName } from '#core/partnership/generatedDocuments';
import { dollarsToCents } from '#core/money/cents';
import type { DocumentType, RestructureStageChange } from '#generated/server';
import { inDays, mockStages, nowIso } from './application';
import { mockDocuments } from './documents';
import { defaultMockFlags } from './flags';
import { mockPrequals } from './prequal';
import { mockContractPages } from './restructureContractPages';
import { appraiseMock, passMockChecks, openMockChecks, settleMockVendorChecks, type MockCheck } from './restructureApplicationChecks';

// The restructure applications the browser keeps, as rows like the API's: each record, the
// stage machine and the sandbox's underwriting run the same core/ code the server does. What
// the server's jobs do after a step (the review, the account's verification) the sandbox does
// on the next read of the application; the inspection passes a few seconds after it starts (the
// server waits for `npm run ops` instead). The seeds walk a fresh application to each stage.

export interface MockRestructure extends RestructureApplicationRow {
  createdAt: string;
  approvalSubmittedAt: string | null;
  denialCode: DenialCode | null;
  creditScoreEstimate: string | null;
  paymentFinancialAccountUuid: string | null;
  /** The stage changes as the applicant reads them. */
  history: RestructureStageChange[];
  /** The underwriting checks, opened with the submission. */
  checks: MockCheck[];
  inspectionStartedAt: number | null;
  /** The server's jobs a step queued: the sandbox runs them on the next read. */
  reviewQueued: boolean;
  verificationQueued: boolean;
}

/** How long an application stays open, and an approved offer (the API's configuration defaults). */
const APPLICATION_DAYS = 90;
const OFFER_DAYS = 30;
const INSPECTION_MS = import.meta.env.MODE === 'test' ? 0 : 5_000;
export const restructureStore = new Map<string, MockRestructure>();

/** Empties the mock applications (tests call it between cases). */
export const resetMockRestructureApplications = () => restructureStore.clear();

/** An applicant's upload, for tests and stories that skip the upload widget. */
export const recordMockRestructureUpload = (uuid: string, type: DocumentType) => void mockDocuments.upload('RESTRUCTURE', uuid, type);

const cents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : dollarsToCents(dollars));

/** The worked example (an $800,000 San Diego home), for an application no mocked prequal started. */
const WORKED_EXAMPLE = {
  propertyLocation: { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109', country: 'US' },
  propertyUse: 'PRIMARY_RESIDENCE',
  estimatedPropertyValue: 800_000,
  outstandingMortgageBalance: 400_000,
  secondMortgageBalance: 0,
  isCashingOut: true,
  cashOutAmount: 50_000,
  creditScoreEstimate: 'SCORE_740_759',
  isPayingOffSecondMortgage: null,
};

/** A new application with the prequal's home, loans, credit band and cash, as the API starts one. */
export function newMockRestructure(prequalUuid: string): MockRestructure {
  const prequal = mockPrequals.get(prequalUuid) ?? WORKED_EXAMPLE;
  const second = prequal.secondMortgageBalance ?? null;
  const at = nowIso();
  return {
    hasCoOwners: null,
    ownerAnnualIncomeCents: null,
    coOwnerAnnualIncomeCents: null,
    hasHoa: null,
    hoaFeesCents: null,
    taxFileType: null,
    productPreference: null,
    cashOutPurpose: null,
    incomeSource: null,
    employerName: null,
    employerPhone: null,
    jobTitle: null,
    employmentStartDate: null,
    lastUpdatedSection: null,
    approvalSubmittedAt: null,
    uploadsCompletedAt: null,
    denialCode: null,
    approvedCashOutAmountCents: null,
    monthlyPaymentCents: null,
    estimatedMonthlyPaymentSaverCents: null,
    designatedPercentageUnits: null,
    contractPageCount: null,
    contractPages: null,
    optionAgreementViewedAt: null,
    contractAcceptedAt: null,
    paymentBankAccount: null,
    paymentFinancialAccountUuid: null,
    finalizeRestructureSubmittedAt: null,
    microdepositVerifiedAt: null,
    manualBankVerificationAt: null,
    inspectionCompletedAt: null,
    inspectionStartedAt: null,
    uuid: crypto.randomUUID(),
    prequalUuid,
    stage: 'APPROVAL',
    expirationDate: inDays(APPLICATION_DAYS),
    createdAt: at,
    updatedAt: at,
    propertyLocation: prequal.propertyLocation ?? null,
    propertyUse: prequal.propertyUse ?? null,
    creditScoreEstimate: prequal.creditScoreEstimate ?? null,
    estimatedPropertyValueCents: cents(prequal.estimatedPropertyValue),
    mortgageBalanceCents: cents(prequal.outstandingMortgageBalance),
    hasSecondLoan: second === null ? null : second > 0,
    secondLoanBalanceCents: second && second > 0 ? cents(second) : null,
    paysOffSecondLoan: second && second > 0 ? (prequal.isPayingOffSecondMortgage ?? null) : null,
    cashOutAmountCents: prequal.isCashingOut === false ? 0 : cents(prequal.cashOutAmount),
    coOwnerEmails: [],
    additionalMonthlyEquityCents: 0,
    missingDocuments: [],
    termSheetLinkClicked: false,
    estimateSheetLinkClicked: false,
    contractSummaryLinkClicked: false,
    optionAgreementLinkClicked: false,
    history: [],
    checks: [],
    reviewQueued: false,
    verificationQueued: false,
  };
}

/** core/partnership's rules on the answers; null until the home can be priced, as the API's. */
export function mockRestructureEligibility(record: MockRestructure) {
  if (!record.estimatedPropertyValueCents || record.mortgageBalanceCents === null) return null;
  const hasSecondLoan = record.hasSecondLoan === true;
  return partnershipEligibility({
    homeValueCents: record.estimatedPropertyValueCents,
    mortgageBalanceCents: record.mortgageBalanceCents,
    cashCents: record.cashOutAmountCents ?? 0,
    hasSecondLoan,
    secondLoanBalanceCents: hasSecondLoan ? (record.secondLoanBalanceCents ?? 0) : 0,
    paysOffSecondLoan: record.paysOffSecondLoan === true,
    occupancy: (record.propertyUse ?? 'PRIMARY_RESIDENCE') as Occupancy,
    state: record.propertyLocation?.state ?? '',
    // The licensed states the mocked featureFlags serve, as the API judges by its configuration.
    licensedStates: defaultMockFlags.licensedStates,
    area: 'SERVED',
    creditBand: record.creditScoreEstimate as CreditBand | null,
  });
}

export function mockRestructureTerms(record: MockRestructure, product: ProductPreference = record.productPreference ?? 'PAYOFF') {
  return restructureTerms({
    agreedValueCents: record.estimatedPropertyValueCents ?? 0,
    mortgageBalanceCents: record.mortgageBalanceCents ?? 0,
    secondLoanBalanceCents: record.hasSecondLoan && record.paysOffSecondLoan ? (record.secondLoanBalanceCents ?? 0) : 0,
    cashCents: record.cashOutAmountCents ?? 0,
    product,
    reductionPaymentCents: DEFAULT_REDUCTION_PAYMENT_CENTS,
    additionalMonthlyEquityCents: record.additionalMonthlyEquityCents,
  });
}

/** core/partnership's stage machine over the records: each change with its history row. */
export const restructureStages = mockStages<MockRestructure, RestructureEvent>(transitionRestructure, 'RESTRUCTURE');
export const moveMockRestructure = restructureStages.move;

/** The approval: the chosen product's figures, the documents Roofline writes, and the offer's own expiry. */
function approveMock(record: MockRestructure): void {
  const terms = mockRestructureTerms(record);
  const location = record.propertyLocation ?? {};
  const address = `${location.streetNumber} ${location.streetName}, ${location.locality}, ${location.state} ${location.zip}`;
  const contractPages = mockContractPages(terms, address);
  Object.assign(record, {
    approvedCashOutAmountCents: terms.cashToHomeownerCents,
    monthlyPaymentCents: terms.monthlyPaymentCents,
    estimatedMonthlyPaymentSaverCents: terms.estimatedMonthlyPaymentSaverCents,
    designatedPercentageUnits: terms.designatedPercentage,
    missingDocuments: [],
    expirationDate: inDays(OFFER_DAYS),
    contractPages,
    contractPageCount: contractPages.length,
  });
  const product = record.productPreference ?? 'PAYOFF';
  for (const type of ['TERM_SHEET', 'ESTIMATE_SHEET', 'ESTIMATE_SHEET_SAVER', `CONTRACT_SUMMARY_${product}`, 'OPTION_AGREEMENT'] as const)
    mockDocuments.addPdf('RESTRUCTURE', record.uuid, type, true, generatedDocumentName(type, product));
  moveMockRestructure(record, 'APPROVE', 'SYSTEM');
}

/**
 * The sandbox's automatic review, as the API's job runs it: deny on a rule, hear from the
 * vendors, then once the uploads are complete record the appraisal, ask for what is missing, or
 * approve when every check passed. True when it must ask the vendors again.
 */
function reviewMockRestructure(record: MockRestructure): boolean {
  const eligibility = mockRestructureEligibility(record);
  const atReview = record.stage === 'DOCUMENT_UPLOAD';
  if (eligibility && !eligibility.eligible) {
    if (!atReview) return false;
    record.denialCode = eligibility.denials[0]!.code;
    moveMockRestructure(record, 'DENY', 'SYSTEM');
    return false;
  }
  const answered = settleMockVendorChecks(record.checks, record.approvalSubmittedAt);
  if (!atReview || !record.uploadsCompletedAt) return !answered;
  appraiseMock(record.checks, nowIso());
  const missing = missingDocuments(record, mockDocuments.of(record.uuid));
  if (missing.length > 0) {
    record.missingDocuments = missing;
    moveMockRestructure(record, 'REQUEST_MORE_INFO', 'SYSTEM');
    return !answered;
  }
  if (checksPassed(record.checks)) approveMock(record);
  return !answered;
}

const UNDER_REVIEW: ReadonlySet<string> = new Set(['DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO']);

/**
 * What the server's jobs and its reviewer would have done by the time the application is read
 * again: the review, the account's verification, and (a few seconds after it starts) the inspection.
 */
export function settleMockRestructure(record: MockRestructure): void {
  if (record.stage === 'INSPECTION' && record.inspectionStartedAt !== null && Date.now() - record.inspectionStartedAt >= INSPECTION_MS) {
    record.inspectionCompletedAt = nowIso();
    moveMockRestructure(record, 'PASS_INSPECTION', 'REVIEWER');
  }
  if (record.verificationQueued && record.stage === 'ACCOUNT_VERIFICATION') verifyMockAccount(record, true);
  record.verificationQueued = false;
  record.reviewQueued &&= UNDER_REVIEW.has(record.stage) && reviewMockRestructure(record);
}

/** ACCOUNT_VERIFICATION → INSPECTION by the SYSTEM; the sandbox's inspection starts. */
export function verifyMockAccount(record: MockRestructure, byMicrodeposits: boolean): void {
  if (byMicrodeposits) record.microdepositVerifiedAt = nowIso();
  moveMockRestructure(record, 'VERIFY_ACCOUNT', 'SYSTEM');
  record.inspectionStartedAt = Date.now();
}

/** Every answer of the worked example's application (PAYOFF, $50,000 cash, a salary). */
export const COMPLETE_RESTRUCTURE_ANSWERS: Partial<RestructureApplicationRecord> = {
  hasCoOwners: false,
  ownerAnnualIncomeCents: 120_000_00,
  hasHoa: false,
  taxFileType: 'SINGLE',
  productPreference: 'PAYOFF',
  cashOutPurpose: 'RENOVATIONS',
  incomeSource: 'SALARY',
  employerName: 'Harbor Dental',
  employerPhone: '6195550100',
  jobTitle: 'Hygienist',
  employmentStartDate: '2019-04-01',
};

export type MockRestructureStage = MockRestructure['stage'];

/**
 * An application at the given stage for tests and stories, brought there through the mocks'
 * own steps (the transition function, the sandbox review), so each stage holds what it would.
 * `answers` replaces some of the complete answers (an APPROVAL application can start part-answered).
 */
export function seedMockRestructureApplication(
  stage: MockRestructureStage,
  answers: Partial<RestructureApplicationRecord> = COMPLETE_RESTRUCTURE_ANSWERS,
  uuid: string = crypto.randomUUID(),
): string {
  const record = Object.assign(newMockRestructure(crypto.randomUUID()), answers, { uuid });
  restructureStore.set(record.uuid, record);
  const at = (target: MockRestructureStage) => stage === target;
  if (stage === 'APPROVAL') return record.uuid;
  if (stage === 'EXPIRED') {
    moveMockRestructure(record, 'EXPIRE', 'SYSTEM');
    return record.uuid;
  }
  record.approvalSubmittedAt = nowIso();
  record.checks = openMockChecks(record.approvalSubmittedAt);
  moveMockRestructure(record, 'SUBMIT_APPROVAL', 'APPLICANT');
  record.reviewQueued = true;
  if (stage === 'DENIED') {
    record.denialCode = 'DENIED_CREDIT';
    moveMockRestructure(record, 'DENY', 'SYSTEM');
    return record.uuid;
  }
  if (at('DOCUMENT_UPLOAD')) return record.uuid;
  record.uploadsCompletedAt = nowIso();
  if (stage === 'APPROVAL_MORE_INFO') {
    reviewMockRestructure(record);
    return record.uuid;
  }
  for (const type of missingDocuments(record, mockDocuments.of(record.uuid))) recordMockRestructureUpload(record.uuid, type as DocumentType);
  passMockChecks(record.checks, nowIso());
  reviewMockRestructure(record);
  if (at('CONTRACT_REVIEW')) return record.uuid;
  Object.assign(record, { optionAgreementViewedAt: nowIso(), contractAcceptedAt: nowIso() });
  moveMockRestructure(record, 'ACCEPT_CONTRACT', 'APPLICANT');
  if (at('FINALIZE_RESTRUCTURE')) return record.uuid;
  record.paymentBankAccount = { accountHolderName: 'Alex Rivera', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING' };
  record.finalizeRestructureSubmittedAt = nowIso();
  moveMockRestructure(record, 'SUBMIT_FINALIZE', 'APPLICANT');
  if (at('ACCOUNT_VERIFICATION')) return record.uuid;
  record.microdepositVerifiedAt = nowIso();
  moveMockRestructure(record, 'VERIFY_ACCOUNT', 'SYSTEM');
  if (at('INSPECTION')) return record.uuid;
  record.inspectionCompletedAt = nowIso();
  moveMockRestructure(record, 'PASS_INSPECTION', 'REVIEWER');
  return record.uuid;
}
