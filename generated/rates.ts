/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type ProductFunnel =
  | 'FINANCING'
  | 'PURCHASE';

export type PropertyType =
  | 'CONDO'
  | 'MANUFACTURED'
  | 'MULTI_UNIT_FOUR'
  | 'MULTI_UNIT_THREE'
  | 'MULTI_UNIT_TWO'
  | 'SINGLE_FAMILY'
  | 'TOWN_HOUSE';

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

/** One calculator search: the prequal it records, plus what only the results need. */
export type SearchRatesInput = {
  annualIncome?: number | null | undefined;
  filters?: RatesFilters | null | undefined;
  monthlyDebt?: number | null | undefined;
  prequal: PrequalInput;
};

/**
 * What a user can fix, by code: every operation's errors list uses these (one shape, one enum).
 * A new code is added here, with the operation that returns it.
 */
export type UserErrorCode =
  /** Bank links: the account is not verified yet, so payments cannot come from it. */
  | 'ACCOUNT_NOT_VERIFIED'
  /** Applications: the step is not the applicant's to take. */
  | 'ACTOR_NOT_ALLOWED'
  /** Applications: the application was submitted and its answers can no longer change. */
  | 'APPLICATION_SUBMITTED'
  /** Purchase: the appraiser's value is not recorded yet, so the purchase cannot go to closing. */
  | 'APPRAISAL_NOT_RECEIVED'
  /** Bank links: the bank or the link refused (wrong credentials, locked, expired link); the message says what to do. */
  | 'BANK_LINK_FAILED'
  /** Partnership: the applicant has not agreed to the soft credit check. */
  | 'CONSENT_REQUIRED'
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
  /** Purchase: the stage needs documents that are not uploaded yet (the message names them). */
  | 'DOCUMENTS_MISSING'
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
  /** Bank links: the micro-deposit amounts do not match. */
  | 'MICRODEPOSITS_INCORRECT'
  /** Partnership: the additional monthly equity is over its limit. */
  | 'MONTHLY_EQUITY_PURCHASE_LIMIT'
  /** The thing named does not exist for this user. */
  | 'NOT_FOUND'
  /** Purchase: the answer is the other party's to give (the co-applicant answers their own). */
  | 'NOT_YOUR_ANSWER'
  /** Rates: no program fits the home and loan. */
  | 'NO_ELIGIBLE_PROGRAM'
  /** Purchase: no offer is accepted yet. */
  | 'OFFER_NOT_ACCEPTED'
  /** Rates: not live in the property's area yet (spec section 8). */
  | 'OUT_OF_AREA'
  | 'OUT_OF_STATE'
  /** Purchase: the partnership waitlist is on, so buyers join the waitlist instead of applying. */
  | 'PARTNERSHIP_WAITLIST'
  /** Payments: the processor declined the card or bank account. */
  | 'PAYMENT_DECLINED'
  /** Buy-in and cash-out: the home's previous payment is still being completed; try again in a minute. */
  | 'PAYMENT_IN_PROGRESS'
  /** Payments: no payment method is saved (or the one named is gone). */
  | 'PAYMENT_METHOD_REQUIRED'
  /** Payments: the card setup did not succeed (declined, failed authentication, or not finished). */
  | 'PAYMENT_SETUP_FAILED'
  /** Cash-out: no linked, verified bank account to pay the cash to. */
  | 'PAYOUT_ACCOUNT_REQUIRED'
  /** Cash-out: the bank or the payout provider refused the payout; nothing was sent. */
  | 'PAYOUT_FAILED'
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

export type RateOptionCard_OptionFragment = { __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType } };

export type RateOptionDetails_OptionFragment = { __typename: 'RateOption', rateOptionUuid: string, feeBreakdown: Array<{ __typename: 'FeeLine', section: LoanEstimateSection, name: string, amount: number }>, amortizationByYear: Array<{ __typename: 'AmortizationYear', year: number, principalPaid: number, interestPaid: number, endingBalance: number }> };

export type RateOptionDetailsQueryVariables = Exact<{
  rateOptionUuid: string;
}>;


export type RateOptionDetailsQuery = { __typename: 'Query', rateOption: { __typename: 'RateOption', rateOptionUuid: string, feeBreakdown: Array<{ __typename: 'FeeLine', section: LoanEstimateSection, name: string, amount: number }>, amortizationByYear: Array<{ __typename: 'AmortizationYear', year: number, principalPaid: number, interestPaid: number, endingBalance: number }> } | null };

export type RatesCalculator_ResultFragment = { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, prepaidFinanceCharges: number, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType } }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> };

export type RatesPageQueryVariables = Exact<{
  ratesInput: RatesInput;
}>;


export type RatesPageQuery = { __typename: 'Query', ratesPage: { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, prepaidFinanceCharges: number, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType } }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type GetRefiRatesQueryVariables = Exact<{
  ratesInput: RatesInput;
}>;


export type GetRefiRatesQuery = { __typename: 'Query', getRefiRates: { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, prepaidFinanceCharges: number, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType } }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type SearchRatesMutationVariables = Exact<{
  input: SearchRatesInput;
}>;


export type SearchRatesMutation = { __typename: 'Mutation', searchRates: { __typename: 'SearchRatesPayload', prequal: { __typename: 'Prequal', uuid: string, productFunnel: ProductFunnel | null, program: string | null } | null, rates: { __typename: 'RatesResult', pricingResultUuid: string | null, rateSheetEffectiveAt: string | null, rateOptions: Array<{ __typename: 'RateOption', pricingResultUuid: string, rateOptionUuid: string, loanProgramCode: string, lenderLoanProgramCode: string, amortizationType: MortgageInterestType, numberOfPayments: number, fixedPaymentYears: number | null, monthlyPI: number, apr: number, interestRate: number, totalFees: number, points: number, effectivePoints: number, breakEvenTerm: number | null, baseLoanAmount: number, totalInterestPaid: number, costOfPoints: number, totalPaymentAmount: number, lowestApr: boolean, lowestPoints: boolean, lowestClosing: boolean, prepaidFinanceCharges: number, lender: { __typename: 'Lender', uuid: string, companyName: string, loanBuyerType: LoanBuyerType } }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string, field: string | null }> } };

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

export type OfferComparison_OptionFragment = { __typename: 'RateOption', rateOptionUuid: string, prepaidFinanceCharges: number };

export const RateOptionDetails_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionDetails_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"feeBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amortizationByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"endingBalance"}}]}}]}}]} as unknown as DocumentNode<RateOptionDetails_OptionFragment, unknown>;
export const RateOptionCard_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}}]} as unknown as DocumentNode<RateOptionCard_OptionFragment, unknown>;
export const OfferComparison_OptionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferComparison_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidFinanceCharges"}}]}}]} as unknown as DocumentNode<OfferComparison_OptionFragment, unknown>;
export const RatesCalculator_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferComparison_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferComparison_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidFinanceCharges"}}]}}]} as unknown as DocumentNode<RatesCalculator_ResultFragment, unknown>;
export const RateOptionDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"rateOptionDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rateOptionUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOption"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rateOptionUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rateOptionUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionDetails_option"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionDetails_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"feeBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amortizationByYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"principalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"interestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"endingBalance"}}]}}]}}]} as unknown as DocumentNode<RateOptionDetailsQuery, RateOptionDetailsQueryVariables>;
export const RatesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ratesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ratesInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ratesInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ratesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatesCalculator_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferComparison_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidFinanceCharges"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferComparison_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RatesPageQuery, RatesPageQueryVariables>;
export const GetRefiRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getRefiRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ratesInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRefiRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ratesInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ratesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatesCalculator_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferComparison_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidFinanceCharges"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferComparison_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<GetRefiRatesQuery, GetRefiRatesQueryVariables>;
export const SearchRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"searchRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchRatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prequal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productFunnel"}},{"kind":"Field","name":{"kind":"Name","value":"program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RatesCalculator_result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RateOptionCard_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"loanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"lenderLoanProgramCode"}},{"kind":"Field","name":{"kind":"Name","value":"amortizationType"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPayments"}},{"kind":"Field","name":{"kind":"Name","value":"fixedPaymentYears"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"interestRate"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"effectivePoints"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenTerm"}},{"kind":"Field","name":{"kind":"Name","value":"lender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"loanBuyerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseLoanAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"costOfPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lowestApr"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lowestClosing"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferComparison_option"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateOption"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateOptionUuid"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidFinanceCharges"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RatesCalculator_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatesResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingResultUuid"}},{"kind":"Field","name":{"kind":"Name","value":"rateSheetEffectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"rateOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RateOptionCard_option"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferComparison_option"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SearchRatesMutation, SearchRatesMutationVariables>;
export const CreatePrequalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createPrequal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prequalInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrequalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newUserInput"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewUserInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshPricingResults"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPrequal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prequalInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prequalInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"newUserInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newUserInput"}}},{"kind":"Argument","name":{"kind":"Name","value":"refreshPricingResults"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshPricingResults"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prequals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"productFunnel"}},{"kind":"Field","name":{"kind":"Name","value":"program"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePrequalMutation, CreatePrequalMutationVariables>;
export const LoanCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"loanCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoanCostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loanCost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthlyPI"}},{"kind":"Field","name":{"kind":"Name","value":"apr"}},{"kind":"Field","name":{"kind":"Name","value":"amountFinanced"}},{"kind":"Field","name":{"kind":"Name","value":"totalInterestPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaymentAmount"}}]}}]}}]} as unknown as DocumentNode<LoanCostQuery, LoanCostQueryVariables>;