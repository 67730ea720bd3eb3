import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import type {
  BankAccountDocumentReviewQuery,
  BankAccountDocumentReviewQueryVariables,
  SendBankAccountDocumentMutation,
  SendBankAccountDocumentMutationVariables,
} from '#generated/web';
import { notFoundMessage } from '#core/apiErrors/messages';
import { bankLinkMessages } from '#core/bankLinks/index';
import {
  bankAccountDocumentMessages,
  documentReviewStatus,
  isBankAccountDocumentType,
  SANDBOX_DOCUMENT_REVIEW_SECONDS,
  type BankAccountDocumentOutcome,
  type BankAccountDocumentType,
} from '#core/payments/bankAccountDocumentReview';
import { mockBankLinks } from './bankLinks';
import { mockDocuments } from './documents';
import { notFoundError, notLoggedIn } from './graphqlErrors';
import { mockSession } from './session';

/**
 * Voided checks and bank statements sent to verify a bank account (§3.219), as
 * services/payments/bankAccountDocumentReview keeps them: the latest per item. The sandbox's
 * review approves one SANDBOX_DOCUMENT_REVIEW_SECONDS after it was sent, unless sandboxReview
 * is off (then decide() plays the reviewer).
 */
interface MockReview {
  uuid: string;
  financialItemUuid: string;
  documentType: BankAccountDocumentType;
  submittedAt: Date;
  decidedAt: Date | null;
  outcome: BankAccountDocumentOutcome | null;
  reason: string | null;
}

const reviews = new Map<string, MockReview>();
let sandboxReview = true;
let counter = 0;

const itemOf = (financialItemUuid: string) => mockBankLinks.all().find((item) => item.uuid === financialItemUuid);

function decide(review: MockReview, outcome: BankAccountDocumentOutcome, at: Date, reason?: string) {
  review.outcome = outcome;
  review.decidedAt = at;
  review.reason = outcome === 'REJECTED' ? reason?.trim() || bankAccountDocumentMessages.defaultRejectionReason : null;
  const item = itemOf(review.financialItemUuid);
  if (item && outcome === 'APPROVED') item.manualVerificationAt = at.toISOString();
}

/** The item's latest review, decided by the sandbox's review once its time has come. */
function latest(financialItemUuid: string, now = new Date()) {
  const review = reviews.get(financialItemUuid);
  const due = review && new Date(review.submittedAt.getTime() + SANDBOX_DOCUMENT_REVIEW_SECONDS * 1000);
  if (review && due && sandboxReview && !review.decidedAt && due <= now) decide(review, 'APPROVED', due);
  return review;
}

const viewOf = (review: MockReview) => ({
  __typename: 'BankAccountDocumentReview' as const,
  uuid: review.uuid,
  financialItemUuid: review.financialItemUuid,
  documentType: review.documentType,
  status: documentReviewStatus(review),
  submittedAt: review.submittedAt.toISOString(),
  decidedAt: review.decidedAt?.toISOString() ?? null,
  reason: review.reason,
});

export const mockBankAccountDocumentReviews = {
  reset() {
    reviews.clear();
    sandboxReview = true;
  },
  /** Off: documents wait for decide(), as with UNDERWRITING_MODE manual. */
  useSandboxReview(on: boolean) {
    sandboxReview = on;
  },
  /** What `npm run ops -- payments verify-bank-account` does: decides the item's pending document. */
  decide(financialItemUuid: string, decision: { approve: true } | { approve: false; reason?: string }) {
    const review = latest(financialItemUuid);
    if (!review || review.decidedAt) throw new Error(`no document waits for review for ${financialItemUuid}`);
    decide(review, decision.approve ? 'APPROVED' : 'REJECTED', new Date(), decision.approve ? undefined : decision.reason);
  },
};

export const bankAccountDocumentReviewHandlers = [
  graphql.query<BankAccountDocumentReviewQuery, BankAccountDocumentReviewQueryVariables>('bankAccountDocumentReview', ({ variables }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn<BankAccountDocumentReviewQuery>('bankAccountDocumentReview');
    // The review is a nullable field: another's item answers it null beside the API's NOT_FOUND.
    if (!itemOf(variables.financialItemUuid))
      return HttpResponse.json<GraphQLResponseBody<BankAccountDocumentReviewQuery>>({
        data: { __typename: 'Query', bankAccountDocumentReview: null },
        errors: [{ message: notFoundMessage('Financial item'), extensions: { code: 'NOT_FOUND' } }],
      });
    const review = latest(variables.financialItemUuid);
    return HttpResponse.json({ data: { __typename: 'Query', bankAccountDocumentReview: review ? viewOf(review) : null } });
  }),
  graphql.mutation<SendBankAccountDocumentMutation, SendBankAccountDocumentMutationVariables>('sendBankAccountDocument', ({ variables: { input } }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn<SendBankAccountDocumentMutation>();
    const item = itemOf(input.financialItemUuid);
    if (!item) return notFoundError<SendBankAccountDocumentMutation>('Financial item');
    const answer = (errors: SendBankAccountDocumentMutation['recordManualBankVerification']['errors']) =>
      HttpResponse.json<GraphQLResponseBody<SendBankAccountDocumentMutation>>({
        data: {
          __typename: 'Mutation',
          recordManualBankVerification: {
            __typename: 'FinancialItemPayload',
            financialItem: { __typename: 'FinancialItem', uuid: item.uuid, manualVerificationAt: item.manualVerificationAt },
            errors,
          },
        },
      });
    const refuse = (message: string) => answer([{ __typename: 'UserError', code: 'INVALID', field: 'documentUuid', message }]);
    if (item.kind !== 'BANK_ACCOUNT') return refuse(bankAccountDocumentMessages.notABankAccount);
    if (item.manualVerificationAt) return refuse(bankAccountDocumentMessages.alreadyVerified);
    const document = mockDocuments.find(input.documentUuid);
    if (!document || document.applicationUuid !== item.applicationUuid || !isBankAccountDocumentType(document.type))
      return refuse(bankLinkMessages.documentNotForVerification);
    reviews.set(item.uuid, {
      uuid: `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`,
      financialItemUuid: item.uuid,
      documentType: document.type,
      submittedAt: new Date(),
      decidedAt: null,
      outcome: null,
      reason: null,
    });
    return answer([]);
  }),
];
