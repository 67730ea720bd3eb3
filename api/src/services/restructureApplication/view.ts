import type { RestructureApplication as RestructureApplicationGql } from '#generated/server';
import { DENIAL_TEXT, dpToPercent, type DenialCode } from '#core/partnership/index';
import type { RestructureApplication } from '../../models/RestructureApplication.js';
import { sectionsOf } from './answers.js';
import { centsToDollars, centsToDollarsOrNull } from '#core/money/cents';

/** The application as the API returns it; offer, denials and history are resolved on demand. */
export type RestructureApplicationView = Omit<
  RestructureApplicationGql,
  'offer' | 'denials' | 'stageHistory' | 'underwritingChecks' | 'documents' | 'bankAccounts' | 'investments' | 'paymentBankAccountId'
> & {
  /** The stored row, for the field resolvers. */
  record: RestructureApplication;
};

const dollars = centsToDollarsOrNull;

export function toRestructureApplicationView(application: RestructureApplication): RestructureApplicationView {
  const location = application.propertyLocation;
  return {
    record: application,
    uuid: application.uuid,
    prequalUuid: application.prequalUuid,
    stage: application.stage,
    expirationDate: application.expirationDate,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    propertyLocation: location
      ? {
          placeId: location.placeId ?? null,
          streetNumber: location.streetNumber ?? null,
          streetName: location.streetName ?? null,
          unitNumber: location.unitNumber ?? null,
          zip: location.zip ?? null,
          locality: location.locality ?? null,
          county: location.county ?? null,
          state: location.state ?? null,
          country: location.country ?? null,
          lat: location.lat ?? null,
          lng: location.lng ?? null,
        }
      : null,
    propertyUse: application.propertyUse as RestructureApplicationGql['propertyUse'],
    estimatedPropertyValue: dollars(application.estimatedPropertyValueCents),
    mortgageBalance: dollars(application.mortgageBalanceCents),
    hasSecondLoan: application.hasSecondLoan,
    secondLoanBalance: dollars(application.secondLoanBalanceCents),
    paysOffSecondLoan: application.paysOffSecondLoan,
    additionalMonthlyEquity: centsToDollars(application.additionalMonthlyEquityCents),
    hasCoOwners: application.hasCoOwners,
    coOwnerEmails: application.coOwnerEmails,
    ownerAnnualIncome: dollars(application.ownerAnnualIncomeCents),
    coOwnerAnnualIncome: dollars(application.coOwnerAnnualIncomeCents),
    hasHoa: application.hasHoa,
    hoaFees: dollars(application.hoaFeesCents),
    taxFileType: application.taxFileType as RestructureApplicationGql['taxFileType'],
    productPreference: application.productPreference,
    cashOutAmount: dollars(application.cashOutAmountCents),
    cashOutPurpose: application.cashOutPurpose as RestructureApplicationGql['cashOutPurpose'],
    incomeSource: application.incomeSource as RestructureApplicationGql['incomeSource'],
    employerName: application.employerName,
    employerPhone: application.employerPhone,
    jobTitle: application.jobTitle,
    employmentStartDate: application.employmentStartDate,
    sections: sectionsOf(application),
    lastUpdatedSection: application.lastUpdatedSection,
    approvalSubmittedAt: application.approvalSubmittedAt,
    uploadsCompletedAt: application.uploadsCompletedAt,
    missingDocuments: application.missingDocuments,
    denial: application.denialCode ? { code: application.denialCode as DenialCode, message: DENIAL_TEXT[application.denialCode as DenialCode].message } : null,
    approvedCashOutAmount: dollars(application.approvedCashOutAmountCents),
    monthlyPayment: dollars(application.monthlyPaymentCents),
    estimatedMonthlyPaymentSaver: dollars(application.estimatedMonthlyPaymentSaverCents),
    designatedPercentage: application.designatedPercentageUnits === null ? null : dpToPercent(application.designatedPercentageUnits),
    contractPageCount: application.contractPageCount,
    contractPages: (application.contractPages ?? []).map((lines, index) => ({ number: index + 1, lines })),
    optionAgreementViewedAt: application.optionAgreementViewedAt,
    contractAcceptedAt: application.contractAcceptedAt,
    termSheetLinkClicked: application.termSheetLinkClicked,
    estimateSheetLinkClicked: application.estimateSheetLinkClicked,
    contractSummaryLinkClicked: application.contractSummaryLinkClicked,
    optionAgreementLinkClicked: application.optionAgreementLinkClicked,
    paymentBankAccount: application.paymentBankAccount
      ? {
          accountHolderName: application.paymentBankAccount.accountHolderName,
          accountType: application.paymentBankAccount.accountType,
          routingNumber: application.paymentBankAccount.routingNumber,
          mask: application.paymentBankAccount.accountNumber.slice(-4),
        }
      : null,
    finalizeRestructureSubmittedAt: application.finalizeRestructureSubmittedAt,
    microdepositVerifiedAt: application.microdepositVerifiedAt,
    manualBankVerificationAt: application.manualBankVerificationAt,
    inspectionCompletedAt: application.inspectionCompletedAt,
  };
}
