import { DENIAL_TEXT, PRODUCT_PREFERENCES, dpToPercent } from '#core/partnership/index';
import { sectionsOf } from '#core/restructureApplication/index';
import type { RestructureApplication } from '#generated/server';
import { mockBankLinks } from './bankLinks';
import {
  mockRestructureDocuments,
  mockRestructureEligibility,
  mockRestructureTerms,
  settleMockChecks,
  settleMockInspection,
  type MockRestructure,
} from './restructureApplicationState';
import { centsToDollars, centsToDollarsOrNull } from '#core/money/cents';
import { toMockUnderwritingChecks } from './restructureApplicationChecks';

// A mock restructure record as the API returns it: dollars where the record keeps cents, and the
// sections, offer and denials computed with core/. Reading an application is also when its
// underwriting checks and its inspection settle, as the sandbox passes them a moment after they start.

const dollars = centsToDollarsOrNull;

export function toMockRestructureApplication(record: MockRestructure): RestructureApplication {
  settleMockChecks(record);
  settleMockInspection(record);
  const result = mockRestructureEligibility(record);
  return {
    __typename: 'RestructureApplication',
    bankAccounts: mockBankLinks.bankAccountsOf(record.uuid, record.createdAt),
    investments: [],
    paymentBankAccountId: record.paymentFinancialAccountUuid,
    uuid: record.uuid,
    prequalUuid: record.prequalUuid,
    stage: record.stage,
    expirationDate: record.expirationDate,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    propertyLocation: { __typename: 'Location', ...record.location, placeId: null, unitNumber: null, county: null, country: 'US', lat: null, lng: null },
    documents: mockRestructureDocuments(record.uuid).map(({ bytes: _bytes, ...document }) => ({
      ...document,
      __typename: 'Document' as const,
      sha256: '0'.repeat(64),
      scanStatus: document.isSystemUpload ? ('NOT_REQUIRED' as const) : ('CLEAN' as const),
    })),
    propertyUse: record.propertyUse as RestructureApplication['propertyUse'],
    estimatedPropertyValue: dollars(record.estimatedPropertyValueCents),
    mortgageBalance: dollars(record.mortgageBalanceCents),
    hasSecondLoan: record.hasSecondLoan,
    secondLoanBalance: dollars(record.secondLoanBalanceCents),
    paysOffSecondLoan: record.paysOffSecondLoan,
    additionalMonthlyEquity: centsToDollars(record.additionalMonthlyEquityCents),
    hasCoOwners: record.hasCoOwners,
    coOwnerEmails: record.coOwnerEmails,
    ownerAnnualIncome: dollars(record.ownerAnnualIncomeCents),
    coOwnerAnnualIncome: dollars(record.coOwnerAnnualIncomeCents),
    hasHoa: record.hasHoa,
    hoaFees: dollars(record.hoaFeesCents),
    taxFileType: record.taxFileType as RestructureApplication['taxFileType'],
    productPreference: record.productPreference,
    cashOutAmount: dollars(record.cashOutAmountCents),
    cashOutPurpose: record.cashOutPurpose as RestructureApplication['cashOutPurpose'],
    incomeSource: record.incomeSource as RestructureApplication['incomeSource'],
    employerName: record.employerName,
    employerPhone: record.employerPhone,
    jobTitle: record.jobTitle,
    employmentStartDate: record.employmentStartDate,
    sections: sectionsOf(record).map((section) => ({ __typename: 'ApplicationSection', ...section })),
    lastUpdatedSection: null,
    approvalSubmittedAt: record.approvalSubmittedAt,
    uploadsCompletedAt: record.uploadsCompletedAt,
    missingDocuments: record.missing,
    denial: record.denialCode ? { __typename: 'RestructureDenial', code: record.denialCode, message: DENIAL_TEXT[record.denialCode].message } : null,
    approvedCashOutAmount: dollars(record.approved?.cashCents ?? null),
    monthlyPayment: dollars(record.approved?.monthlyCents ?? null),
    estimatedMonthlyPaymentSaver: dollars(record.approved?.saverCents ?? null),
    designatedPercentage: record.approved ? dpToPercent(record.approved.dp) : null,
    contractPageCount: record.contractPageCount,
    contractPages: record.contractPages,
    optionAgreementViewedAt: record.optionAgreementViewedAt,
    contractAcceptedAt: record.contractAcceptedAt,
    termSheetLinkClicked: record.linksClicked.has('TERM_SHEET'),
    estimateSheetLinkClicked: record.linksClicked.has('ESTIMATE_SHEET'),
    contractSummaryLinkClicked: record.linksClicked.has('CONTRACT_SUMMARY'),
    optionAgreementLinkClicked: record.linksClicked.has('OPTION_AGREEMENT'),
    paymentBankAccount: record.paymentBankAccount
      ? {
          __typename: 'PaymentBankAccount',
          accountHolderName: record.paymentBankAccount.accountHolderName,
          accountType: record.paymentBankAccount.accountType,
          routingNumber: record.paymentBankAccount.routingNumber,
          mask: record.paymentBankAccount.accountNumber.slice(-4),
        }
      : null,
    finalizeRestructureSubmittedAt: record.finalizeRestructureSubmittedAt,
    microdepositVerifiedAt: record.microdepositVerifiedAt,
    manualBankVerificationAt: null,
    inspectionCompletedAt: record.inspectionCompletedAt,
    offer: result.eligible
      ? {
          __typename: 'RestructureOffer',
          cashAvailable: centsToDollars(result.cashAvailableCents),
          products: PRODUCT_PREFERENCES.map((product) => {
            const t = mockRestructureTerms(record, product);
            return {
              __typename: 'RestructureProductTerms' as const,
              product,
              purchaseAmount: centsToDollars(t.purchaseCents),
              cashToHomeowner: centsToDollars(t.cashToHomeownerCents),
              mortgagePayoff: centsToDollars(t.mortgagePayoffCents),
              secondLoanPayoff: centsToDollars(t.secondLoanPayoffCents),
              designatedPercentage: dpToPercent(t.designatedPercentage),
              usageFee: centsToDollars(t.usageFeeCents),
              reductionPayment: centsToDollars(t.reductionPaymentCents),
              monthlyPayment: centsToDollars(t.monthlyPaymentCents),
              estimatedMonthlyPaymentSaver: centsToDollars(t.estimatedMonthlyPaymentSaverCents),
            };
          }),
        }
      : null,
    denials: result.denials.map(({ code, message }) => ({ __typename: 'RestructureDenial', code, message })),
    stageHistory: record.history,
    underwritingChecks: toMockUnderwritingChecks(record.checks),
  };
}
