import type { DocumentType } from '../documents/documentTypes.js';
import type { PurchaseApplicationValues } from './applicationValues.js';
import type { PurchaseStage } from './stages.js';

/**
 * The documents each stage asks the buyer for. Before pre-approval: proof of income (per
 * income source, the co-applicant's too), a bank statement, and a contribution letter for a
 * gift. Once an offer is accepted: the purchase agreement and the earnest money receipt. For
 * appraisal and services: the title report, appraisal, inspection and disclosures.
 */
const INCOME_DOCUMENTS: Record<string, DocumentType[]> = {
  SALARY: ['PAYSTUB', 'W2_1099'],
  SELF_EMPLOYMENT: ['TAX_RETURN', 'TAX_RETURN_BUSINESS'],
  RETIREMENT: ['AWARD_LETTER'],
  OTHER: ['OTHER_INCOME'],
  NONE: [],
};

export function preApprovalDocuments(values: PurchaseApplicationValues): DocumentType[] {
  const wanted = new Set<DocumentType>();
  for (const source of [values.incomeSource, values.hasCoApplicant ? values.coApplicantIncomeSource : null]) {
    for (const type of INCOME_DOCUMENTS[source ?? 'NONE'] ?? []) wanted.add(type);
  }
  wanted.add('BANK_ACCOUNT_STATEMENT');
  if (values.hasGift) wanted.add('CONTRIBUTION_LETTER');
  return [...wanted];
}

export function offerDocuments(values: PurchaseApplicationValues): DocumentType[] {
  return values.earnestMoney === 'DEPOSITED' ? ['PURCHASE_AGREEMENT', 'EARNEST_MONEY_DEPOSIT'] : ['PURCHASE_AGREEMENT'];
}

export const APPRAISAL_AND_SERVICES_DOCUMENTS: readonly DocumentType[] = ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE'];

/** What the stage asks for, given the answers. */
export function requiredPurchaseDocuments(stage: PurchaseStage, values: PurchaseApplicationValues): DocumentType[] {
  switch (stage) {
    case 'APPLICATION':
    case 'DOCUMENT_UPLOAD':
    case 'ADDITIONAL_DOCUMENT_UPLOAD':
      return preApprovalDocuments(values);
    case 'MY_OFFERS':
      return offerDocuments(values);
    case 'APPRAISAL_AND_SERVICES':
      return [...APPRAISAL_AND_SERVICES_DOCUMENTS];
    default:
      return [];
  }
}

/** Required types with no upload by the buyer (generated documents do not count). */
export { missingUploads as missingPurchaseDocuments } from '../application/missingDocuments.js';
