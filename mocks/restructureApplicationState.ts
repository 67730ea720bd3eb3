import {
  DEFAULT_REDUCTION_PAYMENT_CENTS,
  partnershipEligibility,
  restructureTerms,
  transitionRestructure,
  type DenialCode,
  type Occupancy,
  type ProductPreference,
  type RestructureEvent,
} from '#core/partnership/index';
import { missingDocuments, type RestructureApplicationRecord } from '#core/restructureApplication/index';
import { applicantStageReason } from '#core/partnership/applicantStageReason';
import type { DocumentType, RestructureContractPage, RestructureStageChange, UserError } from '#generated/server';
import { mockDocuments } from './documents';
import { defaultMockFlags } from './flags';
import { mockPrequals } from './prequals';
import { mockContractPages } from './restructureContractPages';
import { appraiseMock, passMockChecks, openMockChecks, settleMockVendorChecks, type MockCheck } from './restructureApplicationChecks';

// The restructure applications the browser keeps: each record, the stage machine and the
// sandbox's underwriting run the same core/ code the server does. Complete uploads are approved
// at once, the account is verified at once, and the inspection passes a few seconds after it
// starts (the server waits for `npm run ops` instead). The seeds walk a fresh application to
// each stage the way an applicant would.

export interface MockRestructure extends RestructureApplicationRecord {
  uuid: string;
  prequalUuid: string;
  expirationDate: string;
  createdAt: string;
  updatedAt: string;
  approvalSubmittedAt: string | null;
  uploadsCompletedAt: string | null;
  missing: string[];
  denialCode: DenialCode | null;
  approved: { cashCents: number; monthlyCents: number; saverCents: number; dp: number } | null;
  contractPageCount: number | null;
  contractPages: RestructureContractPage[];
  optionAgreementViewedAt: string | null;
  contractAcceptedAt: string | null;
  linksClicked: Set<string>;
  paymentBankAccount: { accountHolderName: string; routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' } | null;
  paymentFinancialAccountUuid: string | null;
  finalizeRestructureSubmittedAt: string | null;
  microdepositVerifiedAt: string | null;
  inspectionStartedAt: number | null;
  inspectionCompletedAt: string | null;
  history: RestructureStageChange[];
  /** The underwriting checks, opened with the submission. */
  checks: MockCheck[];
  location: { streetNumber: string; streetName: string; locality: string; state: string; zip: string };
}

const INSPECTION_MS = import.meta.env.MODE === 'test' ? 0 : 5_000;
export const restructureStore = new Map<string, MockRestructure>();
export const nowIso = () => new Date().toISOString();

/** Empties the mock applications (tests call it between cases). */
export function resetMockRestructureApplications(): void {
  restructureStore.clear();
}

const encoder = new TextEncoder();

/** Keeps a document in the documents mocks' store, as an upload there or the server's generation would. */
export function addMockRestructureDocument(applicationUuid: string, type: DocumentType, isSystemUpload: boolean, name: string): void {
  const bytes = encoder.encode(`%PDF-1.7\n% ${name} (mock)\n`);
  mockDocuments.add({
    uuid: crypto.randomUUID(),
    applicationType: 'RESTRUCTURE',
    applicationUuid,
    type,
    name,
    size: bytes.length,
    contentType: 'application/pdf',
    updatedAt: nowIso(),
    isSystemUpload,
    bytes,
  });
}

/** An applicant's upload, for tests and stories that skip the upload widget. */
export function recordMockRestructureUpload(uuid: string, type: DocumentType): void {
  addMockRestructureDocument(uuid, type, false, `${type.toLowerCase()}.pdf`);
}

export const mockRestructureDocuments = (uuid: string) => mockDocuments.of(uuid);

const cents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : Math.round(dollars * 100));

/** The prequal's home, loans and cash when the mocks recorded it; otherwise the worked example. */
export function newMockRestructure(prequalUuid: string): MockRestructure {
  const record = exampleMockRestructure(prequalUuid);
  const prequal = mockPrequals.get(prequalUuid);
  if (!prequal) return record;
  const location = prequal.propertyLocation;
  const second = prequal.secondMortgageBalance ?? null;
  return {
    ...record,
    location: location
      ? {
          streetNumber: location.streetNumber ?? '',
          streetName: location.streetName ?? '',
          locality: location.locality ?? '',
          state: location.state ?? '',
          zip: location.zip ?? '',
        }
      : record.location,
    propertyUse: prequal.propertyUse ?? null,
    estimatedPropertyValueCents: cents(prequal.estimatedPropertyValue),
    mortgageBalanceCents: cents(prequal.outstandingMortgageBalance),
    hasSecondLoan: second === null ? null : second > 0,
    secondLoanBalanceCents: second && second > 0 ? cents(second) : null,
    paysOffSecondLoan: second && second > 0 ? (prequal.isPayingOffSecondMortgage ?? null) : null,
    cashOutAmountCents: prequal.isCashingOut === false ? 0 : cents(prequal.cashOutAmount),
  };
}

/** The demo prequal's home: the worked example. */
function exampleMockRestructure(prequalUuid: string): MockRestructure {
  const at = nowIso();
  return {
    uuid: crypto.randomUUID(),
    prequalUuid,
    stage: 'APPROVAL',
    expirationDate: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    createdAt: at,
    updatedAt: at,
    location: { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109' },
    propertyUse: 'PRIMARY_RESIDENCE',
    estimatedPropertyValueCents: 800_000_00,
    mortgageBalanceCents: 400_000_00,
    hasSecondLoan: false,
    secondLoanBalanceCents: null,
    paysOffSecondLoan: null,
    hasCoOwners: null,
    coOwnerEmails: [],
    ownerAnnualIncomeCents: null,
    coOwnerAnnualIncomeCents: null,
    hasHoa: null,
    hoaFeesCents: null,
    taxFileType: null,
    productPreference: null,
    cashOutAmountCents: 50_000_00,
    cashOutPurpose: null,
    additionalMonthlyEquityCents: 0,
    incomeSource: null,
    employerName: null,
    employerPhone: null,
    jobTitle: null,
    employmentStartDate: null,
    approvalSubmittedAt: null,
    uploadsCompletedAt: null,
    missing: [],
    denialCode: null,
    approved: null,
    contractPageCount: null,
    contractPages: [],
    optionAgreementViewedAt: null,
    contractAcceptedAt: null,
    linksClicked: new Set(),
    paymentBankAccount: null,
    paymentFinancialAccountUuid: null,
    finalizeRestructureSubmittedAt: null,
    microdepositVerifiedAt: null,
    inspectionStartedAt: null,
    inspectionCompletedAt: null,
    history: [],
    checks: [],
  };
}

export function mockRestructureEligibility(record: MockRestructure) {
  return partnershipEligibility({
    homeValueCents: record.estimatedPropertyValueCents ?? 0,
    mortgageBalanceCents: record.mortgageBalanceCents ?? 0,
    cashCents: record.cashOutAmountCents ?? 0,
    hasSecondLoan: record.hasSecondLoan === true,
    secondLoanBalanceCents: record.secondLoanBalanceCents ?? 0,
    paysOffSecondLoan: record.paysOffSecondLoan === true,
    occupancy: (record.propertyUse ?? 'PRIMARY_RESIDENCE') as Occupancy,
    state: record.location.state,
    // The licensed states the mocked featureFlags serve, as the API judges by its configuration.
    licensedStates: defaultMockFlags.licensedStates,
    area: 'SERVED',
  });
}

export function mockRestructureTerms(record: MockRestructure, product: ProductPreference) {
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

/** Moves the stage with core/partnership's transition function, as the server does. */
export function moveMockRestructure(record: MockRestructure, event: RestructureEvent, actor: 'APPLICANT' | 'REVIEWER' | 'SYSTEM'): UserError | null {
  const next = transitionRestructure(record.stage, event, actor);
  if (!next.ok) return { __typename: 'UserError', code: next.code, field: null, message: next.message };
  record.history.push({
    __typename: 'RestructureStageChange',
    event,
    fromStage: record.stage,
    toStage: next.stage,
    actor,
    reason: applicantStageReason('RESTRUCTURE', { toStage: next.stage, denialCode: record.denialCode }),
    at: nowIso(),
  });
  record.stage = next.stage;
  record.updatedAt = nowIso();
  return null;
}

/** The sandbox's review: deny on a rule, ask for what is missing, or approve with the model's figures. */
export function reviewMockRestructure(record: MockRestructure): void {
  const result = mockRestructureEligibility(record);
  if (!result.eligible) {
    record.denialCode = result.denials[0]!.code;
    moveMockRestructure(record, 'DENY', 'SYSTEM');
    return;
  }
  if (!record.uploadsCompletedAt) return;
  const missing = missingDocuments(record, mockRestructureDocuments(record.uuid));
  if (missing.length > 0) {
    record.missing = missing;
    moveMockRestructure(record, 'REQUEST_MORE_INFO', 'SYSTEM');
    return;
  }
  // Approval waits for every underwriting check; the appraisal comes just before it.
  if (!settleMockVendorChecks(record.checks, record.approvalSubmittedAt) || !appraiseMock(record.checks, nowIso())) return;
  const chosen = mockRestructureTerms(record, record.productPreference ?? 'PAYOFF');
  record.approved = {
    cashCents: chosen.cashToHomeownerCents,
    monthlyCents: chosen.monthlyPaymentCents,
    saverCents: chosen.estimatedMonthlyPaymentSaverCents,
    dp: chosen.designatedPercentage,
  };
  const { streetNumber, streetName, locality, state, zip } = record.location;
  record.contractPages = mockContractPages(chosen, `${streetNumber} ${streetName}, ${locality}, ${state} ${zip}`);
  record.contractPageCount = record.contractPages.length;
  const product = record.productPreference ?? 'PAYOFF';
  for (const type of ['TERM_SHEET', 'ESTIMATE_SHEET', 'ESTIMATE_SHEET_SAVER', `CONTRACT_SUMMARY_${product}`, 'OPTION_AGREEMENT'] as const)
    addMockRestructureDocument(record.uuid, type, true, `${type.toLowerCase()}.pdf`);
  moveMockRestructure(record, 'APPROVE', 'SYSTEM');
}

/** Identity and the valuation answer a moment after submission; a review waiting on them then goes on. */
export function settleMockChecks(record: MockRestructure): void {
  const answered =
    record.checks.some((c) => c.kind === 'IDENTITY' && c.status === 'PENDING') && settleMockVendorChecks(record.checks, record.approvalSubmittedAt);
  if (answered && record.stage === 'DOCUMENT_UPLOAD' && record.uploadsCompletedAt) reviewMockRestructure(record);
}

/** The inspection passes on its own a few seconds after it starts, so the whole flow can be walked. */
export function settleMockInspection(record: MockRestructure): void {
  if (record.stage === 'INSPECTION' && record.inspectionStartedAt !== null && Date.now() - record.inspectionStartedAt >= INSPECTION_MS) {
    record.inspectionCompletedAt = nowIso();
    moveMockRestructure(record, 'PASS_INSPECTION', 'REVIEWER');
  }
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
  for (const type of missingDocuments(record, mockRestructureDocuments(record.uuid))) recordMockRestructureUpload(record.uuid, type as DocumentType);
  passMockChecks(record.checks, nowIso());
  reviewMockRestructure(record);
  if (at('CONTRACT_REVIEW')) return record.uuid;
  record.optionAgreementViewedAt = nowIso();
  record.contractAcceptedAt = nowIso();
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
