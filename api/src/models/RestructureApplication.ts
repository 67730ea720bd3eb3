import type { ProductPreference, RestructureStage } from '#core/partnership/index';
import { BaseModel } from './BaseModel.js';
import type { StoredLocation } from './Prequal.js';

export interface StoredSection {
  name: string;
  status: string;
}

/** The account payments are drawn from, as entered by hand (a linked one is paymentFinancialAccountUuid). */
export interface StoredPaymentBankAccount {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

/** What one page of the generated option agreement holds, in reading order (api/src/pdf/renderFiguresDocument.ts). */
export type StoredContractPage = Array<{
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE' | 'TABLE_HEADER' | 'TABLE_ROW';
  text: string;
  value: string | null;
  cells?: string[];
}>;

/** A restructure (partnership) application: spec section 3's fields, money in integer cents. */
export class RestructureApplication extends BaseModel {
  static override tableName = 'restructure_applications';
  static override idColumn = 'uuid';

  uuid!: string;
  userUuid!: string;
  prequalUuid!: string | null;
  stage!: RestructureStage;
  expirationDate!: Date;
  propertyLocation!: StoredLocation | null;
  propertyUse!: string | null;
  creditScoreEstimate!: string | null;
  estimatedPropertyValueCents!: number | null;
  mortgageBalanceCents!: number | null;
  hasSecondLoan!: boolean | null;
  secondLoanBalanceCents!: number | null;
  paysOffSecondLoan!: boolean | null;
  hasCoOwners!: boolean | null;
  coOwnerEmails!: string[];
  ownerAnnualIncomeCents!: number | null;
  coOwnerAnnualIncomeCents!: number | null;
  hasHoa!: boolean | null;
  hoaFeesCents!: number | null;
  taxFileType!: string | null;
  productPreference!: ProductPreference | null;
  cashOutAmountCents!: number | null;
  cashOutPurpose!: string | null;
  additionalMonthlyEquityCents!: number;
  incomeSource!: string | null;
  employerName!: string | null;
  employerPhone!: string | null;
  jobTitle!: string | null;
  employmentStartDate!: string | null;
  sections!: StoredSection[];
  lastUpdatedSection!: string | null;
  approvalSubmittedAt!: Date | null;
  uploadsCompletedAt!: Date | null;
  missingDocuments!: string[];
  denialCode!: string | null;
  approvedCashOutAmountCents!: number | null;
  monthlyPaymentCents!: number | null;
  estimatedMonthlyPaymentSaverCents!: number | null;
  designatedPercentageUnits!: number | null;
  originalAgreedValueCents!: number | null;
  approvedAt!: Date | null;
  contractPageCount!: number | null;
  /** Null until the documents are generated (and for agreements generated before pages were recorded). */
  contractPages!: StoredContractPage[] | null;
  optionAgreementViewedAt!: Date | null;
  contractAcceptedAt!: Date | null;
  contractAcceptedIp!: string | null;
  contractAcceptedUserAgent!: string | null;
  contractDocumentSha256!: string | null;
  termSheetLinkClicked!: boolean;
  estimateSheetLinkClicked!: boolean;
  contractSummaryLinkClicked!: boolean;
  optionAgreementLinkClicked!: boolean;
  paymentBankAccount!: StoredPaymentBankAccount | null;
  /** A linked bank account chosen for payments (RestructureApplication.paymentBankAccountId). */
  paymentFinancialAccountUuid!: string | null;
  finalizeRestructureSubmittedAt!: Date | null;
  microdepositVerifiedAt!: Date | null;
  manualBankVerificationAt!: Date | null;
  inspectionCompletedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override get jsonAttributes() {
    return ['propertyLocation', 'coOwnerEmails', 'sections', 'missingDocuments', 'paymentBankAccount', 'contractPages'];
  }
}
