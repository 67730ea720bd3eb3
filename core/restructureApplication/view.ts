import { centsToDollars, centsToDollarsOrNull } from '../money/cents.js';
import {
  cashAvailable,
  DENIAL_TEXT,
  dpToPercent,
  PRODUCT_PREFERENCES,
  type DenialCode,
  type PartnershipTerms,
  type ProductPreference,
} from '../partnership/index.js';
import { sectionsOf } from './answers.js';
import type { RestructureApplicationRecord } from './record.js';

// The record → answer mapping of a restructure application, once for the API and the mocks:
// dollars where the row keeps cents, percents where it keeps units, the stage's decision in words.

type Moment = Date | string;

export interface LocationRow {
  placeId?: string | null;
  streetNumber?: string | null;
  streetName?: string | null;
  unitNumber?: string | null;
  zip?: string | null;
  locality?: string | null;
  county?: string | null;
  state?: string | null;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** One line of a page of the option agreement, in reading order. */
export interface ContractLineRow {
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE' | 'TABLE_HEADER' | 'TABLE_ROW';
  text: string;
  value: string | null;
  cells?: string[] | null;
}

/** What an application's row keeps: the API's table and the mocks' store have this shape. */
export interface RestructureApplicationRow extends RestructureApplicationRecord {
  uuid: string;
  prequalUuid: string | null;
  expirationDate: Moment;
  createdAt: Moment;
  updatedAt: Moment;
  propertyLocation: LocationRow | null;
  lastUpdatedSection: string | null;
  approvalSubmittedAt: Moment | null;
  uploadsCompletedAt: Moment | null;
  missingDocuments: string[];
  denialCode: string | null;
  approvedCashOutAmountCents: number | null;
  monthlyPaymentCents: number | null;
  estimatedMonthlyPaymentSaverCents: number | null;
  designatedPercentageUnits: number | null;
  contractPageCount: number | null;
  /** Null until the documents are written. */
  contractPages: ContractLineRow[][] | null;
  optionAgreementViewedAt: Moment | null;
  contractAcceptedAt: Moment | null;
  termSheetLinkClicked: boolean;
  estimateSheetLinkClicked: boolean;
  contractSummaryLinkClicked: boolean;
  optionAgreementLinkClicked: boolean;
  paymentBankAccount: { accountHolderName: string; routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' } | null;
  finalizeRestructureSubmittedAt: Moment | null;
  microdepositVerifiedAt: Moment | null;
  manualBankVerificationAt: Moment | null;
  inspectionCompletedAt: Moment | null;
}

const location = (row: LocationRow) => ({
  placeId: row.placeId ?? null,
  streetNumber: row.streetNumber ?? null,
  streetName: row.streetName ?? null,
  unitNumber: row.unitNumber ?? null,
  zip: row.zip ?? null,
  locality: row.locality ?? null,
  county: row.county ?? null,
  state: row.state ?? null,
  country: row.country ?? null,
  lat: row.lat ?? null,
  lng: row.lng ?? null,
});

/** The application as the API answers it, but for what is read elsewhere (offer, denials, history, checks, documents). */
export function restructureApplicationView(row: RestructureApplicationRow) {
  return {
    uuid: row.uuid,
    prequalUuid: row.prequalUuid,
    stage: row.stage,
    expirationDate: row.expirationDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    propertyLocation: row.propertyLocation ? location(row.propertyLocation) : null,
    propertyUse: row.propertyUse,
    estimatedPropertyValue: centsToDollarsOrNull(row.estimatedPropertyValueCents),
    mortgageBalance: centsToDollarsOrNull(row.mortgageBalanceCents),
    hasSecondLoan: row.hasSecondLoan,
    secondLoanBalance: centsToDollarsOrNull(row.secondLoanBalanceCents),
    paysOffSecondLoan: row.paysOffSecondLoan,
    additionalMonthlyEquity: centsToDollars(row.additionalMonthlyEquityCents),
    hasCoOwners: row.hasCoOwners,
    coOwnerEmails: row.coOwnerEmails,
    ownerAnnualIncome: centsToDollarsOrNull(row.ownerAnnualIncomeCents),
    coOwnerAnnualIncome: centsToDollarsOrNull(row.coOwnerAnnualIncomeCents),
    hasHoa: row.hasHoa,
    hoaFees: centsToDollarsOrNull(row.hoaFeesCents),
    taxFileType: row.taxFileType,
    productPreference: row.productPreference,
    cashOutAmount: centsToDollarsOrNull(row.cashOutAmountCents),
    cashOutPurpose: row.cashOutPurpose,
    incomeSource: row.incomeSource,
    employerName: row.employerName,
    employerPhone: row.employerPhone,
    jobTitle: row.jobTitle,
    employmentStartDate: row.employmentStartDate,
    sections: sectionsOf(row),
    lastUpdatedSection: row.lastUpdatedSection,
    approvalSubmittedAt: row.approvalSubmittedAt,
    uploadsCompletedAt: row.uploadsCompletedAt,
    missingDocuments: row.missingDocuments,
    denial: row.denialCode ? { code: row.denialCode as DenialCode, message: DENIAL_TEXT[row.denialCode as DenialCode].message } : null,
    approvedCashOutAmount: centsToDollarsOrNull(row.approvedCashOutAmountCents),
    monthlyPayment: centsToDollarsOrNull(row.monthlyPaymentCents),
    estimatedMonthlyPaymentSaver: centsToDollarsOrNull(row.estimatedMonthlyPaymentSaverCents),
    designatedPercentage: row.designatedPercentageUnits === null ? null : dpToPercent(row.designatedPercentageUnits),
    contractPageCount: row.contractPageCount,
    contractPages: (row.contractPages ?? []).map((lines, index) => ({ number: index + 1, lines })),
    optionAgreementViewedAt: row.optionAgreementViewedAt,
    contractAcceptedAt: row.contractAcceptedAt,
    termSheetLinkClicked: row.termSheetLinkClicked,
    estimateSheetLinkClicked: row.estimateSheetLinkClicked,
    contractSummaryLinkClicked: row.contractSummaryLinkClicked,
    optionAgreementLinkClicked: row.optionAgreementLinkClicked,
    paymentBankAccount: row.paymentBankAccount
      ? {
          accountHolderName: row.paymentBankAccount.accountHolderName,
          accountType: row.paymentBankAccount.accountType,
          routingNumber: row.paymentBankAccount.routingNumber,
          mask: row.paymentBankAccount.accountNumber.slice(-4),
        }
      : null,
    finalizeRestructureSubmittedAt: row.finalizeRestructureSubmittedAt,
    microdepositVerifiedAt: row.microdepositVerifiedAt,
    manualBankVerificationAt: row.manualBankVerificationAt,
    inspectionCompletedAt: row.inspectionCompletedAt,
  };
}

/** The offer on an eligible application: the cash available and each product's figures, in dollars and percent. */
export function restructureOfferView(row: RestructureApplicationRow, termsOf: (product: ProductPreference) => PartnershipTerms) {
  return {
    cashAvailable: centsToDollars(
      cashAvailable({
        homeValueCents: row.estimatedPropertyValueCents ?? 0,
        mortgageBalanceCents: row.mortgageBalanceCents ?? 0,
        secondLoanBalanceCents: row.hasSecondLoan ? (row.secondLoanBalanceCents ?? 0) : 0,
      }),
    ),
    products: PRODUCT_PREFERENCES.map((product) => productTermsView(product, termsOf(product))),
  };
}

function productTermsView(product: ProductPreference, terms: PartnershipTerms) {
  return {
    product,
    purchaseAmount: centsToDollars(terms.purchaseCents),
    cashToHomeowner: centsToDollars(terms.cashToHomeownerCents),
    mortgagePayoff: centsToDollars(terms.mortgagePayoffCents),
    secondLoanPayoff: centsToDollars(terms.secondLoanPayoffCents),
    designatedPercentage: dpToPercent(terms.designatedPercentage),
    usageFee: centsToDollars(terms.usageFeeCents),
    reductionPayment: centsToDollars(terms.reductionPaymentCents),
    monthlyPayment: centsToDollars(terms.monthlyPaymentCents),
    estimatedMonthlyPaymentSaver: centsToDollars(terms.estimatedMonthlyPaymentSaverCents),
  };
}
