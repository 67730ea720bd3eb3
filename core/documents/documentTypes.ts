/** Document types of spec section 3, in the spec's order. */
export const DOCUMENT_TYPES = [
  'DRIVERS_LICENSE',
  'HOMEOWNERS_INSURANCE',
  'MORTGAGE_ESCROW_STATEMENT',
  'THIRD_PARTY_BANK_AUTHORIZATION_LETTER',
  'TAX_RETURN',
  'PAYSTUB',
  'OTHER_INCOME',
  'SUPPORT_PAYMENTS',
  'OTHER_INVESTMENT',
  'OTHER_LIABILITY',
  'TERM_SHEET',
  'OPTION_AGREEMENT',
  'OTHER_DOCUMENT',
  'VOIDED_CHECK',
  'BANK_ACCOUNT_STATEMENT',
  'ESTIMATE_SHEET',
  'ESTIMATE_SHEET_SAVER',
  'CONTRACT_SUMMARY_KEEP',
  'CONTRACT_SUMMARY_PAYOFF',
  'CONTRACT_SUMMARY_SAVER',
  'SECOND_LOAN_STATEMENT',
  'W2_1099',
  'TAX_RETURN_BUSINESS',
  'AWARD_LETTER',
  'PRE_APPROVAL_LETTER',
  'PURCHASE_AGREEMENT',
  'PURCHASE_AGREEMENT_CHANGES',
  'EARNEST_MONEY_DEPOSIT',
  'TITLE_REPORT',
  'APPRAISAL',
  'INSPECTION',
  'DISCLOSURE',
  'CONTRIBUTION_LETTER',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Types Roofline generates itself (isSystemUpload): the applicant downloads them but can
 * neither upload nor delete one. The spec's download route for them is
 * /api/v1/application_files/{applicationUuid}/{documentType}/{fileId}.
 */
export const SYSTEM_DOCUMENT_TYPES: ReadonlySet<DocumentType> = new Set([
  'TERM_SHEET',
  'OPTION_AGREEMENT',
  'ESTIMATE_SHEET',
  'ESTIMATE_SHEET_SAVER',
  'CONTRACT_SUMMARY_KEEP',
  'CONTRACT_SUMMARY_PAYOFF',
  'CONTRACT_SUMMARY_SAVER',
  'PRE_APPROVAL_LETTER',
]);

export const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/** What a person reads for each type (upload widget headings, download names). */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  DRIVERS_LICENSE: "Driver's license",
  HOMEOWNERS_INSURANCE: "Homeowner's insurance",
  MORTGAGE_ESCROW_STATEMENT: 'Mortgage escrow statement',
  THIRD_PARTY_BANK_AUTHORIZATION_LETTER: 'Third-party bank authorization letter',
  TAX_RETURN: 'Tax return',
  PAYSTUB: 'Pay stub',
  OTHER_INCOME: 'Other income',
  SUPPORT_PAYMENTS: 'Support payments',
  OTHER_INVESTMENT: 'Other investment',
  OTHER_LIABILITY: 'Other liability',
  TERM_SHEET: 'Term sheet',
  OPTION_AGREEMENT: 'Option agreement',
  OTHER_DOCUMENT: 'Other document',
  VOIDED_CHECK: 'Voided check',
  BANK_ACCOUNT_STATEMENT: 'Bank account statement',
  ESTIMATE_SHEET: 'Estimate sheet',
  ESTIMATE_SHEET_SAVER: 'Estimate sheet (Saver)',
  CONTRACT_SUMMARY_KEEP: 'Contract summary (Keep)',
  CONTRACT_SUMMARY_PAYOFF: 'Contract summary (Payoff)',
  CONTRACT_SUMMARY_SAVER: 'Contract summary (Saver)',
  SECOND_LOAN_STATEMENT: 'Second loan statement',
  W2_1099: 'W-2 or 1099',
  TAX_RETURN_BUSINESS: 'Business tax return',
  AWARD_LETTER: 'Award letter',
  PRE_APPROVAL_LETTER: 'Pre-approval letter',
  PURCHASE_AGREEMENT: 'Purchase agreement',
  PURCHASE_AGREEMENT_CHANGES: 'Purchase agreement changes',
  EARNEST_MONEY_DEPOSIT: 'Earnest money deposit',
  TITLE_REPORT: 'Title report',
  APPRAISAL: 'Appraisal',
  INSPECTION: 'Inspection',
  DISCLOSURE: 'Disclosure',
  CONTRIBUTION_LETTER: 'Contribution letter',
};

/** What the /api/v1/application_files/{applicationUuid}/contract/{fileId} route serves. */
export const CONTRACT_DOCUMENT_TYPES: ReadonlySet<DocumentType> = new Set([
  'OPTION_AGREEMENT',
  'CONTRACT_SUMMARY_KEEP',
  'CONTRACT_SUMMARY_PAYOFF',
  'CONTRACT_SUMMARY_SAVER',
]);
