import type { ProductPreference, RestructureStage } from '../partnership/index.js';

/**
 * What the restructure application's rules read: the answers (money in integer cents), the
 * stage and the documents. The API's model and the mocks' store both have this shape.
 */
export interface RestructureApplicationRecord {
  stage: RestructureStage;
  propertyUse: string | null;
  estimatedPropertyValueCents: number | null;
  mortgageBalanceCents: number | null;
  hasSecondLoan: boolean | null;
  secondLoanBalanceCents: number | null;
  paysOffSecondLoan: boolean | null;
  hasCoOwners: boolean | null;
  coOwnerEmails: string[];
  ownerAnnualIncomeCents: number | null;
  coOwnerAnnualIncomeCents: number | null;
  hasHoa: boolean | null;
  hoaFeesCents: number | null;
  taxFileType: string | null;
  productPreference: ProductPreference | null;
  cashOutAmountCents: number | null;
  cashOutPurpose: string | null;
  additionalMonthlyEquityCents: number;
  incomeSource: string | null;
  employerName: string | null;
  employerPhone: string | null;
  jobTitle: string | null;
  employmentStartDate: string | null;
}
