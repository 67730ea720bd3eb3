/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AnswerRefinanceApplicationQuestionInput = {
  /** The question's fields, keyed by answer field (a repeating group sends its whole list). */
  answer: Record<string, unknown>;
  questionId: string;
  uuid: string;
};

export type ArticleStatus =
  | 'DRAFT'
  | 'PUBLISHED';

export type ChangePasswordInput = {
  currentPassword?: string | null | undefined;
  newPassword: string;
};

export type ConsentKind =
  | 'CONTACT_INFO_CONFIRMED'
  | 'ELECTRONIC_DOCUMENTS'
  | 'TEXT_MESSAGES';

/** The 14 credit bands, best first. */
export type CreditScoreRange =
  | 'SCORE_549_DOWN'
  | 'SCORE_550_579'
  | 'SCORE_580_599'
  | 'SCORE_600_619'
  | 'SCORE_620_639'
  | 'SCORE_640_659'
  | 'SCORE_660_679'
  | 'SCORE_680_699'
  | 'SCORE_700_719'
  | 'SCORE_720_739'
  | 'SCORE_740_759'
  | 'SCORE_760_779'
  | 'SCORE_780_799'
  | 'SCORE_800_PLUS';

export type DealType =
  | 'PURCHASE'
  | 'RESTRUCTURE';

export type DeleteDocumentInput = {
  documentUuid: string;
};

/**
 * The kinds of application that hold documents (ApplicationType also lists PREQUAL and PROGRAMS,
 * which hold none).
 */
export type DocumentApplicationType =
  | 'PURCHASE'
  | 'REFINANCE'
  | 'RESTRUCTURE';

/** Document types of spec section 3. */
export type DocumentType =
  | 'APPRAISAL'
  | 'AWARD_LETTER'
  | 'BANK_ACCOUNT_STATEMENT'
  | 'CONTRACT_SUMMARY_KEEP'
  | 'CONTRACT_SUMMARY_PAYOFF'
  | 'CONTRACT_SUMMARY_SAVER'
  | 'CONTRIBUTION_LETTER'
  | 'DISCLOSURE'
  | 'DRIVERS_LICENSE'
  | 'EARNEST_MONEY_DEPOSIT'
  | 'ESTIMATE_SHEET'
  | 'ESTIMATE_SHEET_SAVER'
  | 'HOMEOWNERS_INSURANCE'
  | 'INSPECTION'
  | 'MORTGAGE_ESCROW_STATEMENT'
  | 'OPTION_AGREEMENT'
  | 'OTHER_DOCUMENT'
  | 'OTHER_INCOME'
  | 'OTHER_INVESTMENT'
  | 'OTHER_LIABILITY'
  | 'PAYSTUB'
  | 'PRE_APPROVAL_LETTER'
  | 'PURCHASE_AGREEMENT'
  | 'PURCHASE_AGREEMENT_CHANGES'
  | 'SECOND_LOAN_STATEMENT'
  | 'SUPPORT_PAYMENTS'
  | 'TAX_RETURN'
  | 'TAX_RETURN_BUSINESS'
  | 'TERM_SHEET'
  | 'THIRD_PARTY_BANK_AUTHORIZATION_LETTER'
  | 'TITLE_REPORT'
  | 'VOIDED_CHECK'
  | 'W2_1099';

export type JoinWaitlistInput = {
  email: string;
  firstName: string;
  /** PURCHASE for /buy/waitlist; RESTRUCTURE while the partnership waitlist flag is on. */
  product: DealType;
  purchaseStage?: PurchaseStage | null | undefined;
  /** One of 0_3_MONTHS, 3_6_MONTHS, 6_PLUS_MONTHS, NOT_SURE. */
  timeline?: string | null | undefined;
  /** Five-digit ZIP code of the area the person is buying (or owns) in. */
  zip: string;
};

export type LoanBuyerType =
  | 'FANNIE_MAE'
  | 'FREDDIE_MAC'
  | 'GINNIE_MAE'
  | 'PORTFOLIO';

export type LoanCostInput = {
  /** Percent: 6.5 means 6.5%. */
  interestRate: number;
  loanAmount: number;
  /** Dollars. */
  prepaidFinanceCharges: number;
  termMonths: number;
};

/** Loan Estimate sections, in the form's order. */
export type LoanEstimateSection =
  | 'LENDER_CREDITS'
  | 'ORIGINATION_CHARGES'
  | 'PREPAIDS'
  | 'SERVICES_YOU_CANNOT_SHOP_FOR'
  | 'SERVICES_YOU_CAN_SHOP_FOR'
  | 'TAXES_AND_GOVERNMENT_FEES';

export type LoanType =
  | 'CONVENTIONAL'
  | 'FHA'
  | 'OTHER'
  | 'USDA_RD'
  | 'VA';

export type LocationInput = {
  country?: string | null | undefined;
  county?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  locality?: string | null | undefined;
  neighborhood?: string | null | undefined;
  placeId?: string | null | undefined;
  state?: string | null | undefined;
  streetName?: string | null | undefined;
  streetNumber?: string | null | undefined;
  unitNumber?: string | null | undefined;
  zip?: string | null | undefined;
};

export type MailingAddressInput = {
  city?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};

export type MortgageInterestType =
  | 'ADJUSTABLE'
  | 'FIXED';

/** A combined term and interest-type code; it converts to a type plus a term. */
export type MortgageType =
  | 'ADJUSTABLE_3_YEARS'
  | 'ADJUSTABLE_5_YEARS'
  | 'ADJUSTABLE_7_YEARS'
  | 'ADJUSTABLE_10_YEARS'
  | 'FIXED_10_YEARS'
  | 'FIXED_15_YEARS'
  | 'FIXED_20_YEARS'
  | 'FIXED_30_YEARS';

export type NewUserInput = {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  tel?: string | null | undefined;
};

/** Rates occupancy (spec: Primary, Secondary, Investment). */
export type OccupancyType =
  | 'INVESTMENT_PROPERTY'
  | 'PRIMARY_RESIDENCE'
  | 'VACATION_HOME';

export type PrequalInput = {
  cashOutAmount?: number | null | undefined;
  creditScoreEstimate?: CreditScoreRange | null | undefined;
  downPayment?: number | null | undefined;
  estimatedPropertyValue?: number | null | undefined;
  isCashingOut?: boolean | null | undefined;
  /** Whether a second mortgage would be paid off by the new loan. */
  isPayingOffSecondMortgage?: boolean | null | undefined;
  isVeteran?: boolean | null | undefined;
  mortgageInterestType?: MortgageInterestType | null | undefined;
  mortgageTerm?: number | null | undefined;
  mortgageType?: LoanType | null | undefined;
  originalMortgageBalance?: number | null | undefined;
  outstandingMortgageBalance?: number | null | undefined;
  productFunnel?: ProductFunnel | null | undefined;
  productSelection?: string | null | undefined;
  program?: string | null | undefined;
  propertyLocation?: LocationInput | null | undefined;
  propertyType?: PropertyType | null | undefined;
  propertyUse?: OccupancyType | null | undefined;
  secondMortgageBalance?: number | null | undefined;
};

export type PrivacyPreferencesInput = {
  analytics: boolean;
  /** Optional; a time in the future is taken as now. */
  bannerLastAcknowledgedAt?: string | null | undefined;
  functionality: boolean;
  marketing: boolean;
  security: boolean;
  thirdParty: boolean;
};

export type ProductFunnel =
  | 'FINANCING'
  | 'PURCHASE';

export type ProgramProduct =
  | 'FINANCE'
  | 'PURCHASE';

export type ProgramType =
  | 'CASH_OUT_REFINANCE'
  | 'DOWN_PAYMENT_ASSISTANCE'
  | 'ENERGY_EFFICIENCY'
  | 'FIRST_TIME_BUYER'
  | 'HOME_EQUITY_PARTNERSHIP'
  | 'LOW_DOWN_PAYMENT'
  | 'RATE_AND_TERM_REFINANCE'
  | 'VETERAN';

export type PropertyType =
  | 'CONDO'
  | 'MANUFACTURED'
  | 'MULTI_UNIT_FOUR'
  | 'MULTI_UNIT_THREE'
  | 'MULTI_UNIT_TWO'
  | 'SINGLE_FAMILY'
  | 'TOWN_HOUSE';

/** Where a buyer is in their home search (spec section 3, purchase stage). */
export type PurchaseStage =
  | 'CONTRACT'
  | 'OFFERS'
  | 'OPEN_HOUSES'
  | 'RESEARCHING';

export type RatesFilters = {
  optimizeBy?: RatesSort | null | undefined;
  /** Mortgage types to price; all when empty. */
  requestedMortgages?: Array<MortgageType> | null | undefined;
  /** Years over which costs and savings are compared (default 10). */
  term?: number | null | undefined;
};

/** The rates input shape of spec section 7. */
export type RatesInput = {
  annualIncome?: number | null | undefined;
  /** Equals the remaining balance. */
  baseLoanAmount?: number | null | undefined;
  cashoutAmount?: number | null | undefined;
  creditScoreRange: CreditScoreRange;
  estimatedHomeValue: number;
  filters?: RatesFilters | null | undefined;
  isVeteran?: boolean | null | undefined;
  monthlyDebt?: number | null | undefined;
  mortgageInterestType?: MortgageInterestType | null | undefined;
  mortgageTerm?: number | null | undefined;
  /** FHA or CONVENTIONAL (VA when the borrower is a veteran). */
  mortgageType?: LoanType | null | undefined;
  occupancyType?: OccupancyType | null | undefined;
  originalMortgageAmount?: number | null | undefined;
  propertyLocation?: LocationInput | null | undefined;
  propertyType?: PropertyType | null | undefined;
  remainingMortgageAmount: number;
  secondMortgageBalance?: number | null | undefined;
};

export type RatesSort =
  | 'LOWEST_APR'
  | 'LOWEST_INTEREST'
  | 'LOWEST_PAYMENT'
  | 'MOST_POPULAR';

export type RecordConsentInput = {
  consent: ConsentKind;
};

export type RequestPasswordResetInput = {
  email: string;
};

export type ResetPasswordInput = {
  newPassword: string;
  token: string;
};

/** One calculator search: the prequal it records, plus what only the results need. */
export type SearchRatesInput = {
  annualIncome?: number | null | undefined;
  filters?: RatesFilters | null | undefined;
  monthlyDebt?: number | null | undefined;
  prequal: PrequalInput;
};

/** Spec section 3: a section is open, complete or locked (all lock once the application is submitted). */
export type SectionStatus =
  | 'COMPLETE'
  | 'LOCKED'
  | 'OPEN';

export type StartRefinanceApplicationInput = {
  prequalUuid: string;
  /** A rate option from the prequal's rates, to apply for. */
  rateOptionUuid?: string | null | undefined;
};

export type SubmitRefinanceApplicationInput = {
  uuid: string;
};

export type UpdateProfileInput = {
  dateOfBirth?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  mailingAddress?: MailingAddressInput | null | undefined;
  middleName?: string | null | undefined;
  suffix?: string | null | undefined;
  tel?: string | null | undefined;
};

export type UploadDocumentInput = {
  applicationType: DocumentApplicationType;
  applicationUuid: string;
  file: File;
  type: DocumentType;
};

export type UploadDocumentReplacementInput = {
  documentUuid: string;
  file: File;
};

/**
 * What a user can fix, by code: every operation's errors list uses these (one shape, one enum).
 * A new code is added here, with the operation that returns it.
 */
export type UserErrorCode =
  /** Applications: the step is not the applicant's to take. */
  | 'ACTOR_NOT_ALLOWED'
  /** Applications: the application was submitted and its answers can no longer change. */
  | 'APPLICATION_SUBMITTED'
  /** Partnership: the contract is not ready to be viewed or accepted yet. */
  | 'CONTRACT_NOT_READY'
  /** Partnership: every page of the option agreement must be viewed before accepting it. */
  | 'CONTRACT_NOT_VIEWED'
  /** Rates: the credit band is below every program's minimum. */
  | 'CREDIT_TOO_LOW'
  /** Partnership eligibility denials (spec section 8), when they refuse an answer. */
  | 'DENIED_CREDIT'
  | 'DENIED_HIGH_LTV'
  | 'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY'
  | 'DENIED_SECOND_LOAN_NO_PAYOFF'
  | 'DENIED_TOO_MUCH_CASH'
  /** Documents: the application's stage no longer allows changes to its documents. */
  | 'DOCUMENTS_LOCKED'
  /** Documents: this document type is generated by Roofline, not uploaded. */
  | 'DOCUMENT_TYPE_NOT_UPLOADABLE'
  /** Rates: the new payment and the monthly debts given would be too large a share of the income given. */
  | 'DTI_TOO_HIGH'
  | 'EMAIL_IN_USE'
  /** Partnership: home values over $2 million are not eligible. */
  | 'EXCEEDS_MAX_HOME_PRICE'
  /** Documents: the file is empty. */
  | 'FILE_EMPTY'
  /** Documents: no file was sent. */
  | 'FILE_MISSING'
  /** Documents: the file is over the size limit. */
  | 'FILE_TOO_LARGE'
  /** Documents: the file's content is not PDF, JPEG, PNG or HEIC. */
  | 'FILE_TYPE_NOT_ALLOWED'
  /** Required answers are missing (the message names them). */
  | 'INCOMPLETE'
  /** A field's value is not accepted; the message says why and field names it. */
  | 'INVALID'
  /** Rates: a required value is missing or impossible (the message is the spec's form text). */
  | 'INVALID_INPUT'
  | 'INVALID_TOKEN'
  /** Rates: the loan amount is outside what the lenders offer. */
  | 'LOAN_AMOUNT_OUT_OF_RANGE'
  /** Rates: the loan would be too large a share of the home's value. */
  | 'LTV_TOO_HIGH'
  /** Documents: the malware scanner refused the file. */
  | 'MALWARE_FOUND'
  | 'MANUAL_REVIEW_REQUIRED'
  /** Partnership: the additional monthly equity is over its limit. */
  | 'MONTHLY_EQUITY_PURCHASE_LIMIT'
  /** The thing named does not exist for this user. */
  | 'NOT_FOUND'
  /** Rates: no program fits the home and loan. */
  | 'NO_ELIGIBLE_PROGRAM'
  /** Rates: not live in the property's area yet (spec section 8). */
  | 'OUT_OF_AREA'
  | 'OUT_OF_STATE'
  | 'QUESTION_NOT_INCLUDED'
  /** Documents: the application's document quota is used up. */
  | 'QUOTA_EXCEEDED'
  | 'RATE_OPTION_NOT_FOUND'
  /** Applications: the application is closed (completed, denied or expired). */
  | 'STAGE_CLOSED'
  /** Applications: the step does not follow from the application's stage. */
  | 'STAGE_TRANSITION_NOT_ALLOWED'
  /** Documents: a document Roofline generated cannot be deleted by the applicant. */
  | 'SYSTEM_DOCUMENT'
  /** An answer names a field the application does not have. */
  | 'UNKNOWN_FIELD'
  | 'WAITLIST_CLOSED'
  | 'WEAK_PASSWORD'
  | 'WRONG_PASSWORD'
  | 'WRONG_PRODUCT';

export type VerifyEmailInput = {
  token: string;
};

export type SessionUserFragment = { __typename: 'User', uuid: string, firstName: string | null, lastName: string | null, fullName: string | null, email: string, emailVerifiedAt: string | null, hasPassword: boolean, properties: Array<{ __typename: 'UserProperty', propertyUuid: string, dealType: Array<DealType> }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', uuid: string, firstName: string | null, lastName: string | null, fullName: string | null, email: string, emailVerifiedAt: string | null, hasPassword: boolean, properties: Array<{ __typename: 'UserProperty', propertyUuid: string, dealType: Array<DealType> }> } | null };

export type ApplicationMenuLocationFragment = { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, zip: string | null };

export type RestructureApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestructureApplicationsQuery = { __typename: 'Query', restructureApplications: Array<{ __typename: 'RestructureApplication', uuid: string, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, zip: string | null } | null }> };

export type RefinanceApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefinanceApplicationsQuery = { __typename: 'Query', refinanceApplications: Array<{ __typename: 'RefinanceApplication', uuid: string, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, zip: string | null } | null }> };

export type PurchaseApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseApplicationsQuery = { __typename: 'Query', purchaseApplications: Array<{ __typename: 'PurchaseApplication', uuid: string }> };

export type AddressSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type AddressSuggestionsQuery = { __typename: 'Query', addressSuggestions: Array<{ __typename: 'AddressSuggestion', placeId: string, description: string }> };

export type PlaceQueryVariables = Exact<{
  placeId: string;
}>;


export type PlaceQuery = { __typename: 'Query', place: { __typename: 'Place', placeId: string, formattedAddress: string, types: Array<string>, isFullStreetAddress: boolean, location: { __typename: 'Location', placeId: string | null, streetName: string | null, streetNumber: string | null, unitNumber: string | null, zip: string | null, locality: string | null, county: string | null, state: string | null, country: string | null, lat: number | null, lng: number | null } } | null };

export type ArticleCard_ArticleFragment = { __typename: 'Article', uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } };

export type DocumentList_DocumentFragment = { __typename: 'Document', uuid: string, name: string, type: DocumentType, updatedAt: string, isSystemUpload: boolean, size: number, contentType: string, downloadUrl: string };

export type ApplicationDocumentsQueryVariables = Exact<{
  applicationType: DocumentApplicationType;
  applicationUuid: string;
}>;


export type ApplicationDocumentsQuery = { __typename: 'Query', applicationDocuments: Array<{ __typename: 'Document', uuid: string, name: string, type: DocumentType, updatedAt: string, isSystemUpload: boolean, size: number, contentType: string, downloadUrl: string }> };

export type UploadDocumentMutationVariables = Exact<{
  input: UploadDocumentInput;
}>;


export type UploadDocumentMutation = { __typename: 'Mutation', uploadDocument: { __typename: 'UploadDocumentPayload', document: { __typename: 'Document', uuid: string, name: string, type: DocumentType, updatedAt: string, isSystemUpload: boolean, size: number, contentType: string, downloadUrl: string } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type UploadDocumentReplacementMutationVariables = Exact<{
  input: UploadDocumentReplacementInput;
}>;


export type UploadDocumentReplacementMutation = { __typename: 'Mutation', uploadDocumentReplacement: { __typename: 'UploadDocumentPayload', document: { __typename: 'Document', uuid: string, name: string, type: DocumentType, updatedAt: string, isSystemUpload: boolean, size: number, contentType: string, downloadUrl: string } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type DeleteDocumentMutationVariables = Exact<{
  input: DeleteDocumentInput;
}>;


export type DeleteDocumentMutation = { __typename: 'Mutation', deleteDocument: { __typename: 'DeleteDocumentPayload', deletedDocumentUuid: string | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type RateOptionCard_OptionFragment = { __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType } };

export type RateOptionDetails_OptionFragment = { __typename: 'RateOption', rateOptionUuid: string, feeBreakdown: Array<{ __typename: 'FeeLine', section: LoanEstimateSection, name: string, amount: number }>, amortizationByYear: Array<{ __typename: 'AmortizationYear', year: number, principalPaid: number, interestPaid: number, endingBalance: number }> };

export type RatesCalculator_ResultFragment = { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType }, feeBreakdown: Array<{ __typename: 'FeeLine', section: LoanEstimateSection, name: string, amount: number }>, amortizationByYear: Array<{ __typename: 'AmortizationYear', year: number, principalPaid: number, interestPaid: number, endingBalance: number }> }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> };

export type RatesPageQueryVariables = Exact<{
  ratesInput: RatesInput;
}>;


export type RatesPageQuery = { __typename: 'Query', ratesPage: { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType }, feeBreakdown: Array<{ __typename: 'FeeLine', section: LoanEstimateSection, name: string, amount: number }>, amortizationByYear: Array<{ __typename: 'AmortizationYear', year: number, principalPaid: number, interestPaid: number, endingBalance: number }> }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type SearchRatesMutationVariables = Exact<{
  input: SearchRatesInput;
}>;


export type SearchRatesMutation = { __typename: 'Mutation', searchRates: { __typename: 'SearchRatesPayload', prequal: { __typename: 'Prequal', uuid: string, productFunnel: ProductFunnel | null, program: string | null } | null, rates: { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType }, feeBreakdown: Array<{ __typename: 'FeeLine', section: LoanEstimateSection, name: string, amount: number }>, amortizationByYear: Array<{ __typename: 'AmortizationYear', year: number, principalPaid: number, interestPaid: number, endingBalance: number }> }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type CreatePrequalMutationVariables = Exact<{
  prequalInput: PrequalInput;
  newUserInput?: NewUserInput | null | undefined;
  refreshPricingResults?: boolean | null | undefined;
}>;


export type CreatePrequalMutation = { __typename: 'Mutation', createPrequal: { __typename: 'CreatePrequalPayload', user: { __typename: 'User', uuid: string } | null, prequals: Array<{ __typename: 'Prequal', uuid: string, productFunnel: ProductFunnel | null, program: string | null }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type LoanCostQueryVariables = Exact<{
  input: LoanCostInput;
}>;


export type LoanCostQuery = { __typename: 'Query', loanCost: { __typename: 'LoanCost', monthlyPI: number, apr: number, amountFinanced: number, totalInterestPaid: number, totalPaymentAmount: number } };

export type FeatureFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeatureFlagsQuery = { __typename: 'Query', featureFlags: { __typename: 'FeatureFlags', privacyCookie: boolean, programsCustomDetailContent: boolean, multipleDashboard: boolean, programsShowListing: boolean, programs: boolean, partnershipWaitlist: boolean, directEquityTransactions: boolean, programFilters: boolean, lenderNames: boolean, identityConnection: boolean, equityBuilderCutoffDate: string, licensedStates: Array<string> } };

export type PrivacyPreferencesFieldsFragment = { __typename: 'PrivacyPreferences', uuid: string, functionality: boolean, analytics: boolean, marketing: boolean, security: boolean, thirdParty: boolean, bannerLastAcknowledgedAt: string | null };

export type GetMyPrivacyPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyPrivacyPreferencesQuery = { __typename: 'Query', getMyPrivacyPreferences: { __typename: 'PrivacyPreferences', uuid: string, functionality: boolean, analytics: boolean, marketing: boolean, security: boolean, thirdParty: boolean, bannerLastAcknowledgedAt: string | null } | null };

export type SetPrivacyPreferencesMutationVariables = Exact<{
  preferences: PrivacyPreferencesInput;
}>;


export type SetPrivacyPreferencesMutation = { __typename: 'Mutation', setPrivacyPreferences: { __typename: 'PrivacyPreferences', uuid: string, functionality: boolean, analytics: boolean, marketing: boolean, security: boolean, thirdParty: boolean, bannerLastAcknowledgedAt: string | null } };

export type AcknowledgePrivacyPreferencesBannerMutationVariables = Exact<{ [key: string]: never; }>;


export type AcknowledgePrivacyPreferencesBannerMutation = { __typename: 'Mutation', acknowledgePrivacyPreferencesBanner: { __typename: 'PrivacyPreferences', uuid: string, functionality: boolean, analytics: boolean, marketing: boolean, security: boolean, thirdParty: boolean, bannerLastAcknowledgedAt: string | null } };

export type AnalyticsActivityQueryVariables = Exact<{
  anonymousId: string;
}>;


export type AnalyticsActivityQuery = { __typename: 'Query', analyticsActivity: { __typename: 'AnalyticsActivity', eventCount: number, lastEventAt: string | null } };

export type RefinanceApplicationDetailsFragment = { __typename: 'RefinanceApplication', uuid: string, prequalUuid: string | null, applicationSubmittedAt: string | null, loanApplicationUuid: string | null, updatedAt: string, rateOptionUuid: string | null, answers: Record<string, unknown>, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, locality: string | null, state: string | null, zip: string | null } | null, sections: Array<{ __typename: 'ApplicationSection', name: string, title: string, status: SectionStatus, percentComplete: number, firstQuestionId: string }> };

export type RefinanceApplicationQueryVariables = Exact<{
  uuid: string;
}>;


export type RefinanceApplicationQuery = { __typename: 'Query', refinanceApplication: { __typename: 'RefinanceApplication', uuid: string, prequalUuid: string | null, applicationSubmittedAt: string | null, loanApplicationUuid: string | null, updatedAt: string, rateOptionUuid: string | null, answers: Record<string, unknown>, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, locality: string | null, state: string | null, zip: string | null } | null, sections: Array<{ __typename: 'ApplicationSection', name: string, title: string, status: SectionStatus, percentComplete: number, firstQuestionId: string }> } };

export type AnswerRefinanceApplicationQuestionMutationVariables = Exact<{
  input: AnswerRefinanceApplicationQuestionInput;
}>;


export type AnswerRefinanceApplicationQuestionMutation = { __typename: 'Mutation', answerRefinanceApplicationQuestion: { __typename: 'AnswerRefinanceApplicationQuestionPayload', refinanceApplication: { __typename: 'RefinanceApplication', uuid: string, prequalUuid: string | null, applicationSubmittedAt: string | null, loanApplicationUuid: string | null, updatedAt: string, rateOptionUuid: string | null, answers: Record<string, unknown>, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, locality: string | null, state: string | null, zip: string | null } | null, sections: Array<{ __typename: 'ApplicationSection', name: string, title: string, status: SectionStatus, percentComplete: number, firstQuestionId: string }> } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type SubmitRefinanceApplicationMutationVariables = Exact<{
  input: SubmitRefinanceApplicationInput;
}>;


export type SubmitRefinanceApplicationMutation = { __typename: 'Mutation', submitRefinanceApplication: { __typename: 'SubmitRefinanceApplicationPayload', refinanceApplication: { __typename: 'RefinanceApplication', uuid: string, prequalUuid: string | null, applicationSubmittedAt: string | null, loanApplicationUuid: string | null, updatedAt: string, rateOptionUuid: string | null, answers: Record<string, unknown>, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, locality: string | null, state: string | null, zip: string | null } | null, sections: Array<{ __typename: 'ApplicationSection', name: string, title: string, status: SectionStatus, percentComplete: number, firstQuestionId: string }> } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type StartRefinanceApplicationMutationVariables = Exact<{
  input: StartRefinanceApplicationInput;
}>;


export type StartRefinanceApplicationMutation = { __typename: 'Mutation', startRefinanceApplication: { __typename: 'StartRefinanceApplicationPayload', refinanceApplication: { __typename: 'RefinanceApplication', uuid: string, prequalUuid: string | null, applicationSubmittedAt: string | null, loanApplicationUuid: string | null, updatedAt: string, rateOptionUuid: string | null, answers: Record<string, unknown>, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, unitNumber: string | null, locality: string | null, state: string | null, zip: string | null } | null, sections: Array<{ __typename: 'ApplicationSection', name: string, title: string, status: SectionStatus, percentComplete: number, firstQuestionId: string }> } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, field: string | null, message: string }> } };

export type RefinanceApplicationsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type RefinanceApplicationsOverviewQuery = { __typename: 'Query', refinanceApplications: Array<{ __typename: 'RefinanceApplication', uuid: string, applicationSubmittedAt: string | null, updatedAt: string, propertyLocation: { __typename: 'Location', streetNumber: string | null, streetName: string | null, locality: string | null, state: string | null } | null, questionMap: { __typename: 'QuestionMap', percentAnswered: number } }> };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename: 'Mutation', requestPasswordReset: { __typename: 'RequestPasswordResetPayload', ok: boolean } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename: 'Mutation', resetPassword: { __typename: 'ResetPasswordPayload', ok: boolean, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { __typename: 'Mutation', verifyEmail: { __typename: 'VerifyEmailPayload', ok: boolean, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type RequestEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestEmailVerificationMutation = { __typename: 'Mutation', requestEmailVerification: { __typename: 'RequestEmailVerificationPayload', ok: boolean } };

export type FaqEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqEntriesQuery = { __typename: 'Query', faqEntries: Array<{ __typename: 'FaqEntry', uuid: string, topic: string, question: string, answerHtml: string }> };

export type HomeHighlightsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeHighlightsQuery = { __typename: 'Query', testimonials: Array<{ __typename: 'Testimonial', uuid: string, name: string, location: string, topic: string, quote: string }>, articles: { __typename: 'ArticlePage', articles: Array<{ __typename: 'Article', uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } }> } };

export type LegalDocumentQueryVariables = Exact<{
  slug: string;
}>;


export type LegalDocumentQuery = { __typename: 'Query', legalDocument: { __typename: 'LegalDocument', slug: string, title: string, summary: string, bodyHtml: string, effectiveDate: string, updatedAt: string } | null };

export type ProfileDetailsFragment = { __typename: 'User', uuid: string, firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, fullName: string | null, email: string, emailVerifiedAt: string | null, tel: string | null, dateOfBirth: string | null, hasPassword: boolean, consentedToTextMessagesAt: string | null, agreedToElectronicDocumentsAt: string | null, confirmedContactInfoAt: string | null, mailingAddress: { __typename: 'MailingAddress', line1: string | null, line2: string | null, city: string | null, state: string | null, zip: string | null } | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { __typename: 'Query', me: { __typename: 'User', uuid: string, firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, fullName: string | null, email: string, emailVerifiedAt: string | null, tel: string | null, dateOfBirth: string | null, hasPassword: boolean, consentedToTextMessagesAt: string | null, agreedToElectronicDocumentsAt: string | null, confirmedContactInfoAt: string | null, mailingAddress: { __typename: 'MailingAddress', line1: string | null, line2: string | null, city: string | null, state: string | null, zip: string | null } | null } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: { __typename: 'UpdateProfilePayload', user: { __typename: 'User', uuid: string, firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, fullName: string | null, email: string, emailVerifiedAt: string | null, tel: string | null, dateOfBirth: string | null, hasPassword: boolean, consentedToTextMessagesAt: string | null, agreedToElectronicDocumentsAt: string | null, confirmedContactInfoAt: string | null, mailingAddress: { __typename: 'MailingAddress', line1: string | null, line2: string | null, city: string | null, state: string | null, zip: string | null } | null } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type RecordConsentMutationVariables = Exact<{
  input: RecordConsentInput;
}>;


export type RecordConsentMutation = { __typename: 'Mutation', recordConsent: { __typename: 'RecordConsentPayload', user: { __typename: 'User', uuid: string, firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, fullName: string | null, email: string, emailVerifiedAt: string | null, tel: string | null, dateOfBirth: string | null, hasPassword: boolean, consentedToTextMessagesAt: string | null, agreedToElectronicDocumentsAt: string | null, confirmedContactInfoAt: string | null, mailingAddress: { __typename: 'MailingAddress', line1: string | null, line2: string | null, city: string | null, state: string | null, zip: string | null } | null } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename: 'Mutation', changePassword: { __typename: 'ChangePasswordPayload', ok: boolean, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export type ProgramCard_ProgramFragment = { __typename: 'Program', uuid: string, slug: string, product: ProgramProduct, type: ProgramType, name: string, sponsor: string, summary: string, states: Array<string>, nationwide: boolean, highlights: Array<{ __typename: 'ProgramHighlight', label: string, value: string }> };

export type ProgramListQueryVariables = Exact<{
  product?: ProgramProduct | null | undefined;
  state?: string | null | undefined;
  types?: Array<ProgramType> | ProgramType | null | undefined;
}>;


export type ProgramListQuery = { __typename: 'Query', programs: Array<{ __typename: 'Program', uuid: string, slug: string, product: ProgramProduct, type: ProgramType, name: string, sponsor: string, summary: string, states: Array<string>, nationwide: boolean, highlights: Array<{ __typename: 'ProgramHighlight', label: string, value: string }> }> };

export type ProgramDetailQueryVariables = Exact<{
  product: ProgramProduct;
  slug: string;
}>;


export type ProgramDetailQuery = { __typename: 'Query', program: { __typename: 'Program', eligibility: Array<string>, detailHtml: string, uuid: string, slug: string, product: ProgramProduct, type: ProgramType, name: string, sponsor: string, summary: string, states: Array<string>, nationwide: boolean, highlights: Array<{ __typename: 'ProgramHighlight', label: string, value: string }> } | null };

export type ArticlePage_ArticleFragment = { __typename: 'Article', status: ArticleStatus, bodyHtml: string, updatedAt: string, uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } };

export type ResourcesIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourcesIndexQuery = { __typename: 'Query', articleCategories: Array<{ __typename: 'ArticleCategory', uuid: string, slug: string, name: string, description: string, articleCount: number }>, articles: { __typename: 'ArticlePage', totalCount: number, articles: Array<{ __typename: 'Article', uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } }> } };

export type ResourcesCategoryQueryVariables = Exact<{
  slug: string;
}>;


export type ResourcesCategoryQuery = { __typename: 'Query', articleCategory: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string, description: string, articleCount: number } | null, articles: { __typename: 'ArticlePage', totalCount: number, articles: Array<{ __typename: 'Article', uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } }> } };

export type ResourcesArticleQueryVariables = Exact<{
  slug: string;
}>;


export type ResourcesArticleQuery = { __typename: 'Query', article: { __typename: 'Article', status: ArticleStatus, bodyHtml: string, updatedAt: string, uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } } | null, relatedArticles: Array<{ __typename: 'Article', uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } }> };

export type ResourcesArticlePreviewQueryVariables = Exact<{
  slug: string;
  token: string;
}>;


export type ResourcesArticlePreviewQuery = { __typename: 'Query', articlePreview: { __typename: 'Article', status: ArticleStatus, bodyHtml: string, updatedAt: string, uuid: string, slug: string, title: string, summary: string, author: string, publishedAt: string | null, readingMinutes: number, heroImageUrl: string | null, heroImageAlt: string | null, category: { __typename: 'ArticleCategory', uuid: string, slug: string, name: string } } | null };

export type TestimonialQuote_TestimonialFragment = { __typename: 'Testimonial', uuid: string, name: string, location: string, topic: string, quote: string };

export type TestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestimonialsQuery = { __typename: 'Query', testimonials: Array<{ __typename: 'Testimonial', uuid: string, name: string, location: string, topic: string, quote: string }> };

export type JoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type JoinWaitlistMutation = { __typename: 'Mutation', joinWaitlist: { __typename: 'JoinWaitlistPayload', entry: { __typename: 'WaitlistEntry', uuid: string, product: DealType, firstName: string, email: string, state: string | null } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyUuid"}},{"kind":"Field","name":{"kind":"Name","value":"dealType"}}]}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const ApplicationMenuLocationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationMenuLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]} as unknown as DocumentNode<ApplicationMenuLocationFragment, unknown>;
export const DocumentList_DocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemUpload"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<DocumentList_DocumentFragment, unknown>;
export const RateOptionCard_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}}]} as unknown as DocumentNode<RateOptionCard_OptionFragment, unknown>;
export const RateOptionDetails_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionDetails_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"feeBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amortizationByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"endingBalance"}}]}}]}}]} as unknown as DocumentNode<RateOptionDetails_OptionFragment, unknown>;
export const RatesCalculator_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionDetails_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionDetails_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"feeBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amortizationByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"endingBalance"}}]}}]}}]} as unknown as DocumentNode<RatesCalculator_ResultFragment, unknown>;
export const PrivacyPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"functionality"}},{"kind":"Field","name":{"kind":"Name","value":"analytics"}},{"kind":"Field","name":{"kind":"Name","value":"marketing"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"thirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"bannerLastAcknowledgedAt"}}]}}]} as unknown as DocumentNode<PrivacyPreferencesFieldsFragment, unknown>;
export const RefinanceApplicationDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefinanceApplicationDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefinanceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"prequalUuid"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanApplicationUuid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"firstQuestionId"}}]}}]}}]} as unknown as DocumentNode<RefinanceApplicationDetailsFragment, unknown>;
export const ProfileDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consentedToTextMessagesAt"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToElectronicDocumentsAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedContactInfoAt"}}]}}]} as unknown as DocumentNode<ProfileDetailsFragment, unknown>;
export const ProgramCard_ProgramFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"nationwide"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ProgramCard_ProgramFragment, unknown>;
export const ArticleCard_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ArticleCard_ArticleFragment, unknown>;
export const ArticlePage_ArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlePage_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ArticlePage_ArticleFragment, unknown>;
export const TestimonialQuote_TestimonialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialQuote_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}}]}}]} as unknown as DocumentNode<TestimonialQuote_TestimonialFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyUuid"}},{"kind":"Field","name":{"kind":"Name","value":"dealType"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RestructureApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"restructureApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restructureApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationMenuLocation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationMenuLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]} as unknown as DocumentNode<RestructureApplicationsQuery, RestructureApplicationsQueryVariables>;
export const RefinanceApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"refinanceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refinanceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationMenuLocation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationMenuLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]} as unknown as DocumentNode<RefinanceApplicationsQuery, RefinanceApplicationsQueryVariables>;
export const PurchaseApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"purchaseApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<PurchaseApplicationsQuery, PurchaseApplicationsQueryVariables>;
export const AddressSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"addressSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const PlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"place"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"isFullStreetAddress"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeId"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceQuery, PlaceQueryVariables>;
export const ApplicationDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"applicationDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentApplicationType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationType"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_document"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemUpload"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<ApplicationDocumentsQuery, ApplicationDocumentsQueryVariables>;
export const UploadDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uploadDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemUpload"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<UploadDocumentMutation, UploadDocumentMutationVariables>;
export const UploadDocumentReplacementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uploadDocumentReplacement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadDocumentReplacementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadDocumentReplacement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentList_document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentList_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Document"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isSystemUpload"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<UploadDocumentReplacementMutation, UploadDocumentReplacementMutationVariables>;
export const DeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedDocumentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDocumentMutation, DeleteDocumentMutationVariables>;
export const RatesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ratesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ratesInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ratesInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ratesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatesCalculator_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionDetails_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"feeBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amortizationByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"endingBalance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionDetails_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RatesPageQuery, RatesPageQueryVariables>;
export const SearchRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"searchRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchRatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productFunnel"}},{"kind":"Field","name":{"kind":"Name","value":"program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatesCalculator_result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionDetails_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"feeBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amortizationByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"endingBalance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionDetails_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SearchRatesMutation, SearchRatesMutationVariables>;
export const CreatePrequalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createPrequal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prequalInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUserInput"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewUserInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshPricingResults"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPrequal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prequalInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prequalInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUserInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUserInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"refreshPricingResults"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshPricingResults"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prequals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productFunnel"}},{"kind":"Field","name":{"kind":"Name","value":"program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePrequalMutation, CreatePrequalMutationVariables>;
export const LoanCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"loanCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoanCostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"amountFinanced"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}}]}}]}}]} as unknown as DocumentNode<LoanCostQuery, LoanCostQueryVariables>;
export const FeatureFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyCookie"}},{"kind":"Field","name":{"kind":"Name","value":"programsCustomDetailContent"}},{"kind":"Field","name":{"kind":"Name","value":"multipleDashboard"}},{"kind":"Field","name":{"kind":"Name","value":"programsShowListing"}},{"kind":"Field","name":{"kind":"Name","value":"programs"}},{"kind":"Field","name":{"kind":"Name","value":"partnershipWaitlist"}},{"kind":"Field","name":{"kind":"Name","value":"directEquityTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"programFilters"}},{"kind":"Field","name":{"kind":"Name","value":"lenderNames"}},{"kind":"Field","name":{"kind":"Name","value":"identityConnection"}},{"kind":"Field","name":{"kind":"Name","value":"equityBuilderCutoffDate"}},{"kind":"Field","name":{"kind":"Name","value":"licensedStates"}}]}}]}}]} as unknown as DocumentNode<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
export const GetMyPrivacyPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getMyPrivacyPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMyPrivacyPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"functionality"}},{"kind":"Field","name":{"kind":"Name","value":"analytics"}},{"kind":"Field","name":{"kind":"Name","value":"marketing"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"thirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"bannerLastAcknowledgedAt"}}]}}]} as unknown as DocumentNode<GetMyPrivacyPreferencesQuery, GetMyPrivacyPreferencesQueryVariables>;
export const SetPrivacyPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setPrivacyPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrivacyPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preferences"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"functionality"}},{"kind":"Field","name":{"kind":"Name","value":"analytics"}},{"kind":"Field","name":{"kind":"Name","value":"marketing"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"thirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"bannerLastAcknowledgedAt"}}]}}]} as unknown as DocumentNode<SetPrivacyPreferencesMutation, SetPrivacyPreferencesMutationVariables>;
export const AcknowledgePrivacyPreferencesBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"acknowledgePrivacyPreferencesBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgePrivacyPreferencesBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"functionality"}},{"kind":"Field","name":{"kind":"Name","value":"analytics"}},{"kind":"Field","name":{"kind":"Name","value":"marketing"}},{"kind":"Field","name":{"kind":"Name","value":"security"}},{"kind":"Field","name":{"kind":"Name","value":"thirdParty"}},{"kind":"Field","name":{"kind":"Name","value":"bannerLastAcknowledgedAt"}}]}}]} as unknown as DocumentNode<AcknowledgePrivacyPreferencesBannerMutation, AcknowledgePrivacyPreferencesBannerMutationVariables>;
export const AnalyticsActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"analyticsActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anonymousId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anonymousId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anonymousId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastEventAt"}}]}}]}}]} as unknown as DocumentNode<AnalyticsActivityQuery, AnalyticsActivityQueryVariables>;
export const RefinanceApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"refinanceApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refinanceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefinanceApplicationDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefinanceApplicationDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefinanceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"prequalUuid"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanApplicationUuid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"firstQuestionId"}}]}}]}}]} as unknown as DocumentNode<RefinanceApplicationQuery, RefinanceApplicationQueryVariables>;
export const AnswerRefinanceApplicationQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"answerRefinanceApplicationQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerRefinanceApplicationQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerRefinanceApplicationQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refinanceApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefinanceApplicationDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefinanceApplicationDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefinanceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"prequalUuid"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanApplicationUuid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"firstQuestionId"}}]}}]}}]} as unknown as DocumentNode<AnswerRefinanceApplicationQuestionMutation, AnswerRefinanceApplicationQuestionMutationVariables>;
export const SubmitRefinanceApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"submitRefinanceApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitRefinanceApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRefinanceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refinanceApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefinanceApplicationDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefinanceApplicationDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefinanceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"prequalUuid"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanApplicationUuid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"firstQuestionId"}}]}}]}}]} as unknown as DocumentNode<SubmitRefinanceApplicationMutation, SubmitRefinanceApplicationMutationVariables>;
export const StartRefinanceApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"startRefinanceApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartRefinanceApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRefinanceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refinanceApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefinanceApplicationDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefinanceApplicationDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefinanceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"prequalUuid"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"loanApplicationUuid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"unitNumber"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"firstQuestionId"}}]}}]}}]} as unknown as DocumentNode<StartRefinanceApplicationMutation, StartRefinanceApplicationMutationVariables>;
export const RefinanceApplicationsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"refinanceApplicationsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refinanceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"applicationSubmittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"propertyLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"locality"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percentAnswered"}}]}}]}}]}}]} as unknown as DocumentNode<RefinanceApplicationsOverviewQuery, RefinanceApplicationsOverviewQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"requestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"resetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"verifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const RequestEmailVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"requestEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<RequestEmailVerificationMutation, RequestEmailVerificationMutationVariables>;
export const FaqEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"faqEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answerHtml"}}]}}]}}]} as unknown as DocumentNode<FaqEntriesQuery, FaqEntriesQueryVariables>;
export const HomeHighlightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"homeHighlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialQuote_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialQuote_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeHighlightsQuery, HomeHighlightsQueryVariables>;
export const LegalDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"legalDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<LegalDocumentQuery, LegalDocumentQueryVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consentedToTextMessagesAt"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToElectronicDocumentsAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedContactInfoAt"}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consentedToTextMessagesAt"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToElectronicDocumentsAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedContactInfoAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RecordConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"recordConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordConsentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consentedToTextMessagesAt"}},{"kind":"Field","name":{"kind":"Name","value":"agreedToElectronicDocumentsAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedContactInfoAt"}}]}}]} as unknown as DocumentNode<RecordConsentMutation, RecordConsentMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"changePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ProgramListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"programList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramProduct"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCard_program"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"nationwide"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ProgramListQuery, ProgramListQueryVariables>;
export const ProgramDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"programDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramProduct"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"program"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCard_program"}},{"kind":"Field","name":{"kind":"Name","value":"eligibility"}},{"kind":"Field","name":{"kind":"Name","value":"detailHtml"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCard_program"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"states"}},{"kind":"Field","name":{"kind":"Name","value":"nationwide"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ProgramDetailQuery, ProgramDetailQueryVariables>;
export const ResourcesIndexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"resourcesIndex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ResourcesIndexQuery, ResourcesIndexQueryVariables>;
export const ResourcesCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"resourcesCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categorySlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ResourcesCategoryQuery, ResourcesCategoryQueryVariables>;
export const ResourcesArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"resourcesArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlePage_article"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlePage_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResourcesArticleQuery, ResourcesArticleQueryVariables>;
export const ResourcesArticlePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"resourcesArticlePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articlePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticlePage_article"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleCard_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"heroImageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticlePage_article"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleCard_article"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResourcesArticlePreviewQuery, ResourcesArticlePreviewQueryVariables>;
export const TestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialQuote_testimonial"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialQuote_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}}]}}]} as unknown as DocumentNode<TestimonialsQuery, TestimonialsQueryVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"joinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;