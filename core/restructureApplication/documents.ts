import { missingUploads } from '../application/missingDocuments.js';
import type { RestructureApplicationRecord } from './record.js';

/** The documents Roofline writes for an approved application (the contract summary is per product). */
export const GENERATED_DOCUMENT_TYPES = [
  'TERM_SHEET',
  'ESTIMATE_SHEET',
  'ESTIMATE_SHEET_SAVER',
  'CONTRACT_SUMMARY_KEEP',
  'CONTRACT_SUMMARY_PAYOFF',
  'CONTRACT_SUMMARY_SAVER',
  'OPTION_AGREEMENT',
] as const;

/**
 * The documents the review needs for these answers (decision 0014): identity and insurance
 * always; the mortgage's escrow statement when there is one; the second loan's statement; and
 * proof of the income source named.
 */
export function requiredDocuments(application: RestructureApplicationRecord): string[] {
  const required = ['DRIVERS_LICENSE', 'HOMEOWNERS_INSURANCE'];
  if ((application.mortgageBalanceCents ?? 0) > 0) required.push('MORTGAGE_ESCROW_STATEMENT');
  if (application.hasSecondLoan) required.push('SECOND_LOAN_STATEMENT');
  if (application.incomeSource === 'SALARY') required.push('PAYSTUB', 'W2_1099');
  if (application.incomeSource === 'SELF_EMPLOYMENT') required.push('TAX_RETURN', 'TAX_RETURN_BUSINESS');
  if (application.incomeSource === 'RETIREMENT') required.push('AWARD_LETTER');
  if (application.incomeSource === 'OTHER') required.push('OTHER_INCOME');
  return required;
}

/** Required document types with no upload yet (generated documents do not count). */
export function missingDocuments(application: RestructureApplicationRecord, documents: ReadonlyArray<{ type: string; isSystemUpload: boolean }>): string[] {
  return missingUploads(requiredDocuments(application), documents);
}
