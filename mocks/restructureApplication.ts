import { graphql, HttpResponse } from 'msw';
import { bankLinkMessages, isRoutingNumber, isVerifiedByLink, paymentAccountRefusal } from '#core/bankLinks/index';
import { contractAcceptanceRefusal, contractPageView } from '#core/partnership/index';
import { applyAnswers, CREDIT_CHECK_CONSENT_REQUIRED, DENIAL_FIELDS, missingAnswers } from '#core/restructureApplication/index';
import type {
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
  UserError,
} from '#generated/server';
import { restructureApplicationView, restructureOfferView } from '#core/restructureApplication/view';
import {
  applicationReadScenarios,
  listMockApplications,
  mockApplications,
  mockSteps,
  nowIso,
  pause,
  payloadOf,
  readMockApplication,
  userError,
} from './application';
import { mockBankLinks } from './bankLinks';
import { notLoggedIn } from './graphqlErrors';
import { mockDocuments } from './documents';
import { demoUser } from './fixtures';
import {
  mockRestructureEligibility,
  mockRestructureTerms,
  moveMockRestructure,
  newMockRestructure,
  restructureStages,
  restructureStore,
  seedMockRestructureApplication,
  settleMockRestructure,
  verifyMockAccount,
  type MockRestructure,
} from './restructureApplicationState';
import { mockSession } from './session';
import { openMockChecks, toMockUnderwritingChecks } from './restructureApplicationChecks';
import { calendarDate, localTimeZone } from '#core/calendarDate';

// The restructure application's operations in the browser: answers are validated, the offer
// priced and the stages moved by the same core/ code the server uses, on the row-like records of
// restructureApplicationState.ts, through the one mock application workflow (application.ts), and
// answered through core's mapping as the API answers.

export {
  COMPLETE_RESTRUCTURE_ANSWERS,
  recordMockRestructureUpload,
  resetMockRestructureApplications,
  seedMockRestructureApplication,
  type MockRestructureStage,
} from './restructureApplicationState';

/** A record as the API answers it: core's mapping, with what the API resolves beside it. */
function answerOf(record: MockRestructure): RestructureApplication {
  const view = restructureApplicationView(record);
  const eligibility = mockRestructureEligibility(record);
  const denial = (code: string, message: string) => ({ __typename: 'RestructureDenial' as const, code, message });
  const offer = eligibility?.eligible ? restructureOfferView(record, (product) => mockRestructureTerms(record, product)) : null;
  return {
    ...view,
    __typename: 'RestructureApplication',
    propertyLocation: view.propertyLocation && { __typename: 'Location', ...view.propertyLocation },
    sections: view.sections.map((section) => ({ __typename: 'ApplicationSection', ...section })),
    denial: view.denial && denial(view.denial.code, view.denial.message),
    contractPages: view.contractPages.map((page) => ({ __typename: 'RestructureContractPage', ...page })),
    paymentBankAccount: view.paymentBankAccount && { __typename: 'PaymentBankAccount', ...view.paymentBankAccount },
    paymentBankAccountId: record.paymentFinancialAccountUuid,
    bankAccounts: mockBankLinks.bankAccountsOf(record.uuid, record.createdAt),
    investments: [],
    documents: mockDocuments.of(record.uuid).map(mockDocuments.served),
    offer: offer && {
      __typename: 'RestructureOffer',
      ...offer,
      products: offer.products.map((terms) => ({ __typename: 'RestructureProductTerms', ...terms })),
    },
    denials: (eligibility?.denials ?? []).map(({ code, message }) => denial(code, message)),
    stageHistory: record.history,
    underwritingChecks: toMockUnderwritingChecks(record.checks),
  } as RestructureApplication;
}

const RESTRUCTURE = mockApplications.register({
  type: 'RESTRUCTURE',
  noun: 'Restructure application',
  store: restructureStore,
  settle: settleMockRestructure,
  start: (uuid) => void seedMockRestructureApplication('APPROVAL', {}, uuid),
  payload: { typename: 'RestructureApplicationPayload', key: 'restructureApplication', view: answerOf },
});
const step = mockSteps(RESTRUCTURE);

const LINK_COLUMNS = {
  TERM_SHEET: 'termSheetLinkClicked',
  ESTIMATE_SHEET: 'estimateSheetLinkClicked',
  CONTRACT_SUMMARY: 'contractSummaryLinkClicked',
  OPTION_AGREEMENT: 'optionAgreementLinkClicked',
} as const;

export const restructureApplicationHandlers = [
  graphql.query<{ restructureApplications: RestructureApplication[] }>('restructureApplications', () =>
    HttpResponse.json({ data: { restructureApplications: listMockApplications(RESTRUCTURE).map(answerOf) } }),
  ),

  graphql.query<{ restructureApplication: RestructureApplication }, QueryRestructureApplicationArgs>('restructureApplication', ({ variables }) => {
    const record = readMockApplication(RESTRUCTURE, variables.uuid);
    return record instanceof Response ? record : HttpResponse.json({ data: { restructureApplication: answerOf(record) } });
  }),

  graphql.mutation<{ startRestructureApplication: RestructureApplicationPayload }, MutationStartRestructureApplicationArgs>(
    'startRestructureApplication',
    async ({ variables }) => {
      await pause();
      if (!mockSession.isLoggedIn()) return notLoggedIn();
      const existing = [...restructureStore.values()].find((record) => record.prequalUuid === variables.input.prequalUuid);
      const record = existing ?? newMockRestructure(variables.input.prequalUuid);
      restructureStore.set(record.uuid, record);
      return HttpResponse.json({ data: { startRestructureApplication: payloadOf(RESTRUCTURE, record) as RestructureApplicationPayload } });
    },
  ),

  step<MutationSaveRestructureApplicationAnswersArgs>('saveRestructureApplicationAnswers', (record, input) => {
    if (record.stage !== 'APPROVAL') return [userError('APPLICATION_SUBMITTED', 'This application has been submitted and its answers can no longer change.')];
    const { columns, errors } = applyAnswers(record, input.answers as Record<string, unknown>, {
      today: calendarDate(new Date(), localTimeZone()),
      ownEmail: demoUser.email,
    });
    Object.assign(record, columns, { updatedAt: nowIso() });
    return errors.map((error) => userError(error.code, error.message, error.field ?? null));
  }),

  step<MutationSubmitRestructureApplicationArgs>('submitRestructureApplication', (record, input) => {
    const refusal = restructureStages.refused(record, 'SUBMIT_APPROVAL');
    if (refusal.length) return refusal;
    const errors = missingAnswers(record).map((error) => userError(error.code, error.message, error.field ?? null));
    if (errors.length === 0) {
      const editable = (mockRestructureEligibility(record)?.denials ?? []).filter((denial) => denial.editable);
      errors.push(...editable.map((denial) => userError(denial.code, denial.message, DENIAL_FIELDS[denial.code] ?? null)));
    }
    const consent = CREDIT_CHECK_CONSENT_REQUIRED;
    if (input.creditCheckConsent !== true) errors.push(userError(consent.code, consent.message, consent.field));
    if (errors.length) return errors;
    record.approvalSubmittedAt = nowIso();
    record.checks = openMockChecks(record.approvalSubmittedAt);
    moveMockRestructure(record, 'SUBMIT_APPROVAL', 'APPLICANT');
    record.reviewQueued = true;
    return [];
  }),

  step<MutationCompleteRestructureUploadsArgs>('completeRestructureUploads', (record) => {
    if (record.stage !== 'DOCUMENT_UPLOAD') {
      const refusal = restructureStages.refused(record, 'PROVIDE_MORE_INFO');
      if (refusal.length) return refusal;
      moveMockRestructure(record, 'PROVIDE_MORE_INFO', 'APPLICANT');
    }
    Object.assign(record, { uploadsCompletedAt: nowIso(), missingDocuments: [], reviewQueued: true });
    return [];
  }),

  step<MutationViewRestructureContractPageArgs>('viewRestructureContractPage', (record, input) => {
    if (record.stage !== 'CONTRACT_REVIEW' || record.contractPageCount === null) {
      return [userError('STAGE_TRANSITION_NOT_ALLOWED', 'The option agreement can be read once the application is approved and until it is accepted.')];
    }
    const view = contractPageView(record, input.page);
    if ('refusal' in view) return [userError(view.refusal.code, view.refusal.message, view.refusal.field)];
    if (view.marksRead) record.optionAgreementViewedAt = nowIso();
    return [];
  }),

  step<MutationRecordRestructureLinkClickedArgs>('recordRestructureLinkClicked', (record, input) => {
    record[LINK_COLUMNS[input.link]] = true;
    return [];
  }),

  step<MutationAcceptRestructureContractArgs>('acceptRestructureContract', (record) => {
    const refusal = restructureStages.refused(record, 'ACCEPT_CONTRACT');
    if (refusal.length) return refusal;
    const notYet = contractAcceptanceRefusal(record);
    if (notYet) return [userError(notYet.code, notYet.message)];
    record.contractAcceptedAt = nowIso();
    moveMockRestructure(record, 'ACCEPT_CONTRACT', 'APPLICANT');
    return [];
  }),

  step<MutationFinalizeRestructureArgs>('finalizeRestructure', (record, input) => {
    const refusal = restructureStages.refused(record, 'SUBMIT_FINALIZE');
    if (refusal.length) return refusal;
    const account = input.paymentBankAccount;
    if (Boolean(account) === Boolean(input.financialAccountUuid))
      return [userError('INVALID', 'Choose one payment account: a linked account or one entered by hand.', 'paymentBankAccount')];
    let verifiedByLink: { verificationStatus: string } | null = null;
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
      if (isVerifiedByLink(linked.account)) verifiedByLink = linked.account;
    }
    record.finalizeRestructureSubmittedAt = nowIso();
    moveMockRestructure(record, 'SUBMIT_FINALIZE', 'APPLICANT');
    // An account its bank link verified needs nothing more; the sandbox verifies any other on the next read.
    if (verifiedByLink) verifyMockAccount(record, verifiedByLink.verificationStatus === 'MANUALLY_VERIFIED');
    else record.verificationQueued = true;
    return [];
  }),
];

/** Overrides for tests and stories: a page that never loads, a failing load, a save that cannot reach the API. */
export const restructureApplicationScenarios = {
  ...applicationReadScenarios('restructureApplication'),
  saveFails: graphql.mutation<{ saveRestructureApplicationAnswers: RestructureApplicationPayload }, MutationSaveRestructureApplicationAnswersArgs>(
    'saveRestructureApplicationAnswers',
    () => HttpResponse.error(),
  ),
};
