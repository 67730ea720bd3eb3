/**
 * Verifying a linked bank account with a voided check or a bank statement (§3.219): the document
 * is reviewed (by the sandbox's review shortly after, or by a person), and only an approval makes
 * the account usable for payments.
 */

/** The document types that may stand for a bank account. */
export const BANK_ACCOUNT_DOCUMENT_TYPES = ['VOIDED_CHECK', 'BANK_ACCOUNT_STATEMENT'] as const;
export type BankAccountDocumentType = (typeof BANK_ACCOUNT_DOCUMENT_TYPES)[number];
export const isBankAccountDocumentType = (type: string): type is BankAccountDocumentType => (BANK_ACCOUNT_DOCUMENT_TYPES as readonly string[]).includes(type);

export const BANK_ACCOUNT_DOCUMENT_LABELS: Record<BankAccountDocumentType, string> = {
  VOIDED_CHECK: 'A voided check',
  BANK_ACCOUNT_STATEMENT: 'A bank statement',
};

export type BankAccountDocumentReviewStatus = 'PENDING' | 'VERIFIED' | 'REJECTED';
export type BankAccountDocumentOutcome = 'APPROVED' | 'REJECTED';

/** A review's state as the applicant sees it: undecided, approved or refused. */
export function documentReviewStatus(review: { outcome: BankAccountDocumentOutcome | null }): BankAccountDocumentReviewStatus {
  if (review.outcome === 'APPROVED') return 'VERIFIED';
  return review.outcome === 'REJECTED' ? 'REJECTED' : 'PENDING';
}

/** The sandbox's review approves a document this long after it was sent (the mocks wait as long). */
export const SANDBOX_DOCUMENT_REVIEW_SECONDS = 3;

export const bankAccountDocumentMessages = {
  offer: 'Verify with a voided check or a bank statement',
  chooseType: 'Which document will you upload?',
  pending: "We're reviewing your document. This account can be used for payments once it is verified.",
  verified: 'Verified with your document.',
  rejected: 'Your document did not verify this account.',
  /** What a refusal says when the reviewer gave no reason. */
  defaultRejectionReason: 'The document does not show this account’s number and the account holder’s name.',
  uploadFirst: 'Upload the document first.',
  alreadyVerified: 'This account is already verified.',
  notABankAccount: 'Only a bank account is verified with a voided check or a bank statement.',
} as const;
