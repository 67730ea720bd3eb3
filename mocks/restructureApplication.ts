import { delay, graphql, HttpResponse, type DefaultBodyType, type GraphQLResponseBody } from 'msw';
import { bankLinkMessages, isRoutingNumber, paymentAccountRefusal } from '#core/bankLinks/index';
import {
  DEFAULT_REDUCTION_PAYMENT_CENTS,
  DENIAL_TEXT,
  PRODUCT_PREFERENCES,
  dpToPercent,
  partnershipEligibility,
  restructureTerms,
  transitionRestructure,
  type DenialCode,
  type Occupancy,
  type ProductPreference,
  type RestructureEvent,
} from '#core/partnership/index';
import {
  applyAnswers,
  DENIAL_FIELDS,
  missingAnswers,
  missingDocuments,
  sectionsOf,
  type RestructureApplicationRecord,
} from '#core/restructureApplication/index';
import type {
  DocumentType,
  MutationAcceptRestructureContractArgs,
  MutationCompleteRestructureUploadsArgs,
  MutationFinalizeRestructureArgs,
  MutationRecordRestructureLinkClickedArgs,
  MutationSaveRestructureApplicationAnswersArgs,
  MutationStartRestructureApplicationArgs,
  MutationSubmitRestructureApplicationArgs,
  MutationViewRestructureContractPageArgs,
  QueryRestructureApplicationArgs,
  RestructureApplication,
  RestructureApplicationPayload,
  RestructureStageChange,
  UserError,
} from '#generated/server';
import { mockBankLinks } from './bankLinks';
import { mockDocuments } from './documents';
import { mockPrequals } from './prequals';
import { demoUser } from './fixtures';
import { defaultMockFlags } from './flags';
import { mockSession } from './session';

// The restructure application in the browser: answers are validated, the offer priced and the
// stages moved by the same core/ code the server uses. The underwriting is the sandbox's:
// complete uploads are approved at once, the account is verified at once, and the inspection
// passes a few seconds after it starts (the server waits for `npm run ops` instead).

type Payload = { restructureApplication: RestructureApplication | null; errors: UserError[] };

interface MockRecord extends RestructureApplicationRecord {
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
  location: { streetNumber: string; streetName: string; locality: string; state: string; zip: string };
}

const INSPECTION_MS = import.meta.env.MODE === 'test' ? 0 : 5_000;
const MOCK_CONTRACT_PAGES = 3;
const pause = (ms: number) => (import.meta.env.MODE === 'test' ? undefined : delay(ms));
const store = new Map<string, MockRecord>();
const nowIso = () => new Date().toISOString();

/** Empties the mock applications (tests call it between cases). */
export function resetMockRestructureApplications(): void {
  store.clear();
}

const encoder = new TextEncoder();

/** Keeps a document in the documents mocks' store, as an upload there or the server's generation would. */
function addMockDocument(applicationUuid: string, type: DocumentType, isSystemUpload: boolean, name: string): void {
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
  addMockDocument(uuid, type, false, `${type.toLowerCase()}.pdf`);
}

const documentsOf = (uuid: string) => mockDocuments.of(uuid);

const cents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : Math.round(dollars * 100));

/** The prequal's home, loans and cash when the mocks recorded it; otherwise the worked example. */
function newRecord(prequalUuid: string): MockRecord {
  const record = exampleRecord(prequalUuid);
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
function exampleRecord(prequalUuid: string): MockRecord {
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
  };
}

function eligibility(record: MockRecord) {
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

function terms(record: MockRecord, product: ProductPreference) {
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
function move(record: MockRecord, event: RestructureEvent, actor: 'APPLICANT' | 'REVIEWER' | 'SYSTEM', reason: string | null = null): UserError | null {
  const next = transitionRestructure(record.stage, event, actor);
  if (!next.ok) return { __typename: 'UserError', code: next.code, field: null, message: next.message };
  record.history.push({ __typename: 'RestructureStageChange', event, fromStage: record.stage, toStage: next.stage, actor, reason, at: nowIso() });
  record.stage = next.stage;
  record.updatedAt = nowIso();
  return null;
}

/** The sandbox's review: deny on a rule, ask for what is missing, or approve with the model's figures. */
function review(record: MockRecord): void {
  const result = eligibility(record);
  if (!result.eligible) {
    record.denialCode = result.denials[0]!.code;
    move(record, 'DENY', 'SYSTEM', result.denials[0]!.message);
    return;
  }
  if (!record.uploadsCompletedAt) return;
  const missing = missingDocuments(record, documentsOf(record.uuid));
  if (missing.length > 0) {
    record.missing = missing;
    move(record, 'REQUEST_MORE_INFO', 'SYSTEM', 'Documents missing');
    return;
  }
  const chosen = terms(record, record.productPreference ?? 'PAYOFF');
  record.approved = {
    cashCents: chosen.cashToHomeownerCents,
    monthlyCents: chosen.monthlyPaymentCents,
    saverCents: chosen.estimatedMonthlyPaymentSaverCents,
    dp: chosen.designatedPercentage,
  };
  record.contractPageCount = MOCK_CONTRACT_PAGES;
  const product = record.productPreference ?? 'PAYOFF';
  for (const type of ['TERM_SHEET', 'ESTIMATE_SHEET', 'ESTIMATE_SHEET_SAVER', `CONTRACT_SUMMARY_${product}`, 'OPTION_AGREEMENT'] as const)
    addMockDocument(record.uuid, type, true, `${type.toLowerCase()}.pdf`);
  move(record, 'APPROVE', 'SYSTEM', 'Every rule passed and every document is in (sandbox)');
}

/** The inspection passes on its own a few seconds after it starts, so the whole flow can be walked. */
function settleInspection(record: MockRecord): void {
  if (record.stage === 'INSPECTION' && record.inspectionStartedAt !== null && Date.now() - record.inspectionStartedAt >= INSPECTION_MS) {
    record.inspectionCompletedAt = nowIso();
    move(record, 'PASS_INSPECTION', 'REVIEWER', 'Inspection passed (mock)');
  }
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

function toApplication(record: MockRecord): RestructureApplication {
  settleInspection(record);
  const result = eligibility(record);
  return {
    __typename: 'RestructureApplication',
    bankAccounts: mockBankLinks.bankAccountsOf(record.uuid, record.createdAt),
    investments: [],
    paymentBankAccountId: record.paymentFinancialAccountUuid,
    uuid: record.uuid,
    prequalUuid: record.prequalUuid,
    stage: record.stage,
    expirationDate: record.expirationDate,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    propertyLocation: { __typename: 'Location', ...record.location, placeId: null, unitNumber: null, county: null, country: 'US', lat: null, lng: null },
    documents: documentsOf(record.uuid).map(({ bytes: _bytes, ...document }) => ({
      ...document,
      __typename: 'Document' as const,
      sha256: '0'.repeat(64),
      scanStatus: document.isSystemUpload ? ('NOT_REQUIRED' as const) : ('CLEAN' as const),
    })),
    propertyUse: record.propertyUse as RestructureApplication['propertyUse'],
    estimatedPropertyValue: dollars(record.estimatedPropertyValueCents),
    mortgageBalance: dollars(record.mortgageBalanceCents),
    hasSecondLoan: record.hasSecondLoan,
    secondLoanBalance: dollars(record.secondLoanBalanceCents),
    paysOffSecondLoan: record.paysOffSecondLoan,
    additionalMonthlyEquity: record.additionalMonthlyEquityCents / 100,
    hasCoOwners: record.hasCoOwners,
    coOwnerEmails: record.coOwnerEmails,
    ownerAnnualIncome: dollars(record.ownerAnnualIncomeCents),
    coOwnerAnnualIncome: dollars(record.coOwnerAnnualIncomeCents),
    hasHoa: record.hasHoa,
    hoaFees: dollars(record.hoaFeesCents),
    taxFileType: record.taxFileType as RestructureApplication['taxFileType'],
    productPreference: record.productPreference,
    cashOutAmount: dollars(record.cashOutAmountCents),
    cashOutPurpose: record.cashOutPurpose as RestructureApplication['cashOutPurpose'],
    incomeSource: record.incomeSource as RestructureApplication['incomeSource'],
    employerName: record.employerName,
    employerPhone: record.employerPhone,
    jobTitle: record.jobTitle,
    employmentStartDate: record.employmentStartDate,
    sections: sectionsOf(record).map((section) => ({ __typename: 'ApplicationSection', ...section })),
    lastUpdatedSection: null,
    approvalSubmittedAt: record.approvalSubmittedAt,
    uploadsCompletedAt: record.uploadsCompletedAt,
    missingDocuments: record.missing,
    denial: record.denialCode ? { __typename: 'RestructureDenial', code: record.denialCode, message: DENIAL_TEXT[record.denialCode].message } : null,
    approvedCashOutAmount: dollars(record.approved?.cashCents ?? null),
    monthlyPayment: dollars(record.approved?.monthlyCents ?? null),
    estimatedMonthlyPaymentSaver: dollars(record.approved?.saverCents ?? null),
    designatedPercentage: record.approved ? dpToPercent(record.approved.dp) : null,
    contractPageCount: record.contractPageCount,
    optionAgreementViewedAt: record.optionAgreementViewedAt,
    contractAcceptedAt: record.contractAcceptedAt,
    termSheetLinkClicked: record.linksClicked.has('TERM_SHEET'),
    estimateSheetLinkClicked: record.linksClicked.has('ESTIMATE_SHEET'),
    contractSummaryLinkClicked: record.linksClicked.has('CONTRACT_SUMMARY'),
    optionAgreementLinkClicked: record.linksClicked.has('OPTION_AGREEMENT'),
    paymentBankAccount: record.paymentBankAccount
      ? {
          __typename: 'PaymentBankAccount',
          accountHolderName: record.paymentBankAccount.accountHolderName,
          accountType: record.paymentBankAccount.accountType,
          routingNumber: record.paymentBankAccount.routingNumber,
          mask: record.paymentBankAccount.accountNumber.slice(-4),
        }
      : null,
    finalizeRestructureSubmittedAt: record.finalizeRestructureSubmittedAt,
    microdepositVerifiedAt: record.microdepositVerifiedAt,
    manualBankVerificationAt: null,
    inspectionCompletedAt: record.inspectionCompletedAt,
    offer: result.eligible
      ? {
          __typename: 'RestructureOffer',
          cashAvailable: result.cashAvailableCents / 100,
          products: PRODUCT_PREFERENCES.map((product) => {
            const t = terms(record, product);
            return {
              __typename: 'RestructureProductTerms' as const,
              product,
              purchaseAmount: t.purchaseCents / 100,
              cashToHomeowner: t.cashToHomeownerCents / 100,
              mortgagePayoff: t.mortgagePayoffCents / 100,
              secondLoanPayoff: t.secondLoanPayoffCents / 100,
              designatedPercentage: dpToPercent(t.designatedPercentage),
              usageFee: t.usageFeeCents / 100,
              reductionPayment: t.reductionPaymentCents / 100,
              monthlyPayment: t.monthlyPaymentCents / 100,
              estimatedMonthlyPaymentSaver: t.estimatedMonthlyPaymentSaverCents / 100,
            };
          }),
        }
      : null,
    denials: result.denials.map(({ code, message }) => ({ __typename: 'RestructureDenial', code, message })),
    stageHistory: record.history,
  };
}

function graphqlError<Q extends DefaultBodyType>(message: string, code: string) {
  return HttpResponse.json<GraphQLResponseBody<Q>>({ data: null, errors: [{ message, extensions: { code } }] });
}
const unauthenticated = <Q extends DefaultBodyType>() => graphqlError<Q>('You need to log in to do that.', 'UNAUTHENTICATED');
const notFound = <Q extends DefaultBodyType>() => graphqlError<Q>('Restructure application was not found.', 'NOT_FOUND');
const userError = (code: UserError['code'], message: string, field: string | null = null): UserError => ({ __typename: 'UserError', code, message, field });

/**
 * A handler for one restructure mutation: signed in, the application exists, then `change`
 * returns the errors (the application is left as it was) or none.
 */
function mutation<Args extends { input: { uuid: string } }, Name extends string>(
  name: Name,
  change: (record: MockRecord, input: Args['input']) => UserError[],
) {
  return graphql.mutation<Record<Name, RestructureApplicationPayload>, Args>(name, async ({ variables }) => {
    await pause(200);
    if (!mockSession.isLoggedIn()) return unauthenticated();
    const record = store.get(variables.input.uuid);
    if (!record) return notFound();
    const before = structuredClone(record);
    const errors = change(record, variables.input);
    if (errors.length) store.set(record.uuid, before);
    const payload: Payload = errors.length
      ? { restructureApplication: null, errors }
      : { restructureApplication: toApplication(store.get(record.uuid)!), errors: [] };
    return HttpResponse.json({ data: { [name]: { __typename: 'RestructureApplicationPayload', ...payload } } as Record<Name, RestructureApplicationPayload> });
  });
}

const stepRefusal = (record: MockRecord, event: RestructureEvent) => {
  const next = transitionRestructure(record.stage, event, 'APPLICANT');
  return next.ok ? [] : [userError(next.code, next.message)];
};

export const restructureApplicationHandlers = [
  graphql.query<{ restructureApplications: Array<Pick<RestructureApplication, '__typename' | 'uuid' | 'propertyLocation'>> }>('restructureApplications', () =>
    HttpResponse.json({ data: { restructureApplications: mockSession.isLoggedIn() ? [...store.values()].map((record) => toApplication(record)) : [] } }),
  ),

  graphql.query<{ restructureApplication: RestructureApplication }, QueryRestructureApplicationArgs>('restructureApplication', ({ variables }) => {
    if (!mockSession.isLoggedIn()) return unauthenticated();
    const record = store.get(variables.uuid);
    return record ? HttpResponse.json({ data: { restructureApplication: toApplication(record) } }) : notFound();
  }),

  graphql.mutation<{ startRestructureApplication: RestructureApplicationPayload }, MutationStartRestructureApplicationArgs>(
    'startRestructureApplication',
    async ({ variables }) => {
      await pause(200);
      if (!mockSession.isLoggedIn()) return unauthenticated();
      const existing = [...store.values()].find((record) => record.prequalUuid === variables.input.prequalUuid);
      const record = existing ?? newRecord(variables.input.prequalUuid);
      store.set(record.uuid, record);
      return HttpResponse.json({
        data: { startRestructureApplication: { __typename: 'RestructureApplicationPayload', restructureApplication: toApplication(record), errors: [] } },
      });
    },
  ),

  mutation<MutationSaveRestructureApplicationAnswersArgs, 'saveRestructureApplicationAnswers'>('saveRestructureApplicationAnswers', (record, input) => {
    if (record.stage !== 'APPROVAL') return [userError('APPLICATION_SUBMITTED', 'This application has been submitted and its answers can no longer change.')];
    const { columns, errors } = applyAnswers(record, input.answers as Record<string, unknown>, { today: nowIso().slice(0, 10), ownEmail: demoUser.email });
    Object.assign(record, columns, { updatedAt: nowIso() });
    return errors.map((error) => userError(error.code, error.message, error.field ?? null));
  }),

  mutation<MutationSubmitRestructureApplicationArgs, 'submitRestructureApplication'>('submitRestructureApplication', (record) => {
    const refusal = stepRefusal(record, 'SUBMIT_APPROVAL');
    if (refusal.length) return refusal;
    const missing = missingAnswers(record);
    if (missing.length) return missing.map((error) => userError(error.code, error.message, error.field ?? null));
    const editable = eligibility(record).denials.filter((denial) => denial.editable);
    if (editable.length) return editable.map((denial) => userError(denial.code, denial.message, DENIAL_FIELDS[denial.code] ?? null));
    record.approvalSubmittedAt = nowIso();
    move(record, 'SUBMIT_APPROVAL', 'APPLICANT');
    review(record);
    return [];
  }),

  mutation<MutationCompleteRestructureUploadsArgs, 'completeRestructureUploads'>('completeRestructureUploads', (record) => {
    if (record.stage !== 'DOCUMENT_UPLOAD') {
      const refusal = stepRefusal(record, 'PROVIDE_MORE_INFO');
      if (refusal.length) return refusal;
      move(record, 'PROVIDE_MORE_INFO', 'APPLICANT');
    }
    record.uploadsCompletedAt = nowIso();
    record.missing = [];
    review(record);
    return [];
  }),

  mutation<MutationViewRestructureContractPageArgs, 'viewRestructureContractPage'>('viewRestructureContractPage', (record, input) => {
    if (record.stage !== 'CONTRACT_REVIEW' || record.contractPageCount === null) {
      return [userError('STAGE_TRANSITION_NOT_ALLOWED', 'The option agreement can be read once the application is approved and until it is accepted.')];
    }
    if (input.page < 1 || input.page > record.contractPageCount)
      return [userError('INVALID', `The option agreement has pages 1 to ${record.contractPageCount}.`, 'page')];
    if (input.page === record.contractPageCount) record.optionAgreementViewedAt ??= nowIso();
    return [];
  }),

  mutation<MutationRecordRestructureLinkClickedArgs, 'recordRestructureLinkClicked'>('recordRestructureLinkClicked', (record, input) => {
    record.linksClicked.add(input.link);
    return [];
  }),

  mutation<MutationAcceptRestructureContractArgs, 'acceptRestructureContract'>('acceptRestructureContract', (record) => {
    const refusal = stepRefusal(record, 'ACCEPT_CONTRACT');
    if (refusal.length) return refusal;
    if (!record.optionAgreementViewedAt) return [userError('CONTRACT_NOT_VIEWED', 'Read the option agreement to its last page before you accept it.')];
    record.contractAcceptedAt = nowIso();
    move(record, 'ACCEPT_CONTRACT', 'APPLICANT');
    return [];
  }),

  mutation<MutationFinalizeRestructureArgs, 'finalizeRestructure'>('finalizeRestructure', (record, input) => {
    const refusal = stepRefusal(record, 'SUBMIT_FINALIZE');
    if (refusal.length) return refusal;
    const account = input.paymentBankAccount;
    if (Boolean(account) === Boolean(input.financialAccountUuid))
      return [userError('INVALID', 'Choose one payment account: a linked account or one entered by hand.', 'paymentBankAccount')];
    if (account) {
      const errors: UserError[] = [];
      if (!account.accountHolderName.trim()) errors.push(userError('INVALID', 'Enter the name on the account.', 'paymentBankAccount.accountHolderName'));
      if (!isRoutingNumber(account.routingNumber))
        errors.push(userError('INVALID', 'Enter the 9-digit routing number printed on your checks.', 'paymentBankAccount.routingNumber'));
      if (!/^\d{4,17}$/.test(account.accountNumber))
        errors.push(userError('INVALID', 'Enter an account number of 4 to 17 digits.', 'paymentBankAccount.accountNumber'));
      if (errors.length) return errors;
      record.paymentBankAccount = { ...account, accountHolderName: account.accountHolderName.trim() };
      record.paymentFinancialAccountUuid = null;
    } else {
      const linked = mockBankLinks.accountOf(record.uuid, input.financialAccountUuid!);
      if (!linked) return [userError('NOT_FOUND', 'This bank account is not linked to this application.', 'financialAccountUuid')];
      const refusal = paymentAccountRefusal(linked.account, linked.item);
      if (refusal === 'NOT_VERIFIED') return [userError('ACCOUNT_NOT_VERIFIED', bankLinkMessages.accountNotVerified, 'financialAccountUuid')];
      if (refusal) return [userError('INVALID', bankLinkMessages.notCheckingOrSavings, 'financialAccountUuid')];
      record.paymentBankAccount = null;
      record.paymentFinancialAccountUuid = linked.account.uuid;
    }
    record.finalizeRestructureSubmittedAt = nowIso();
    move(record, 'SUBMIT_FINALIZE', 'APPLICANT');
    // The sandbox verifies the account at once; the inspection follows.
    record.microdepositVerifiedAt = nowIso();
    move(record, 'VERIFY_ACCOUNT', 'SYSTEM', 'Sandbox: the account is verified at once');
    record.inspectionStartedAt = Date.now();
    return [];
  }),
];

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

export type MockRestructureStage = MockRecord['stage'];

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
  const record = Object.assign(newRecord(crypto.randomUUID()), answers, { uuid });
  store.set(record.uuid, record);
  const at = (target: MockRestructureStage) => stage === target;
  if (stage === 'APPROVAL') return record.uuid;
  if (stage === 'EXPIRED') {
    move(record, 'EXPIRE', 'SYSTEM', 'The application was not signed in time');
    return record.uuid;
  }
  record.approvalSubmittedAt = nowIso();
  move(record, 'SUBMIT_APPROVAL', 'APPLICANT');
  if (stage === 'DENIED') {
    record.denialCode = 'DENIED_CREDIT';
    move(record, 'DENY', 'SYSTEM', DENIAL_TEXT.DENIED_CREDIT.message);
    return record.uuid;
  }
  if (at('DOCUMENT_UPLOAD')) return record.uuid;
  record.uploadsCompletedAt = nowIso();
  if (stage === 'APPROVAL_MORE_INFO') {
    review(record);
    return record.uuid;
  }
  for (const type of missingDocuments(record, documentsOf(record.uuid))) recordMockRestructureUpload(record.uuid, type as DocumentType);
  review(record);
  if (at('CONTRACT_REVIEW')) return record.uuid;
  record.optionAgreementViewedAt = nowIso();
  record.contractAcceptedAt = nowIso();
  move(record, 'ACCEPT_CONTRACT', 'APPLICANT');
  if (at('FINALIZE_RESTRUCTURE')) return record.uuid;
  record.paymentBankAccount = { accountHolderName: 'Alex Rivera', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING' };
  record.finalizeRestructureSubmittedAt = nowIso();
  move(record, 'SUBMIT_FINALIZE', 'APPLICANT');
  if (at('ACCOUNT_VERIFICATION')) return record.uuid;
  record.microdepositVerifiedAt = nowIso();
  move(record, 'VERIFY_ACCOUNT', 'SYSTEM', 'Sandbox: the account is verified at once');
  if (at('INSPECTION')) return record.uuid;
  record.inspectionCompletedAt = nowIso();
  move(record, 'PASS_INSPECTION', 'REVIEWER', 'Inspection passed (mock)');
  return record.uuid;
}

/** Overrides for tests and stories: a page that never loads, a failing load, a save that cannot reach the API. */
export const restructureApplicationScenarios = {
  loading: graphql.query<{ restructureApplication: RestructureApplication }, QueryRestructureApplicationArgs>('restructureApplication', async () => {
    await delay('infinite');
    return HttpResponse.json({ data: null });
  }),
  failure: graphql.query<{ restructureApplication: RestructureApplication }, QueryRestructureApplicationArgs>('restructureApplication', () =>
    HttpResponse.json({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
  ),
  saveFails: graphql.mutation<{ saveRestructureApplicationAnswers: RestructureApplicationPayload }, MutationSaveRestructureApplicationAnswersArgs>(
    'saveRestructureApplicationAnswers',
    () => HttpResponse.error(),
  ),
};
