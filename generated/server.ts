import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { User as UserModel } from '../api/src/models/User.js';
import type { GraphQLContext } from '../api/src/graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  Date: { input: string; output: string; }
  /** Roots and shared scalars. Every domain file extends Query and Mutation. */
  DateTime: { input: string; output: string | Date; }
  EmailAddress: { input: string; output: string; }
  UUID: { input: string; output: string; }
};

export type ActiveApplication = {
  __typename?: 'ActiveApplication';
  prequalUuid?: Maybe<Scalars['UUID']['output']>;
  type: ApplicationType;
  uuid: Scalars['UUID']['output'];
};

/** One suggestion while typing an address. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  description: Scalars['String']['output'];
  placeId: Scalars['String']['output'];
};

export type AmortizationYear = {
  __typename?: 'AmortizationYear';
  endingBalance: Scalars['Float']['output'];
  interestPaid: Scalars['Float']['output'];
  principalPaid: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

export type ApplicationType =
  | 'PREQUAL'
  | 'PROGRAMS'
  | 'PURCHASE'
  | 'REFINANCE'
  | 'RESTRUCTURE';

export type ChangePasswordInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type ConsentKind =
  | 'CONTACT_INFO_CONFIRMED'
  | 'ELECTRONIC_DOCUMENTS'
  | 'TEXT_MESSAGES';

export type CreatePrequalPayload = {
  __typename?: 'CreatePrequalPayload';
  errors: Array<UserError>;
  /** The user's prequals, newest first; just the new one for an anonymous visitor. */
  prequals: Array<Prequal>;
  /** The signed-in user (or the user just created), null for an anonymous prequal. */
  user?: Maybe<User>;
};

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

export type EligibilityDenial = {
  __typename?: 'EligibilityDenial';
  code: EligibilityDenialCode;
  message: Scalars['String']['output'];
};

/** Partnership (restructure) denial codes of the spec's error catalogue. */
export type EligibilityDenialCode =
  | 'DENIED_CREDIT'
  | 'DENIED_HIGH_LTV'
  | 'DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY'
  | 'DENIED_SECOND_LOAN_NO_PAYOFF'
  | 'DENIED_TOO_MUCH_CASH'
  | 'EXCEEDS_MAX_HOME_PRICE'
  | 'MANUAL_REVIEW_REQUIRED'
  | 'OUT_OF_AREA'
  | 'OUT_OF_STATE';

/**
 * Codes carried in extensions.code of GraphQL errors (auth, not found, unexpected).
 * Errors a user can fix come back as data in a payload's errors list instead.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED';

export type FeeLine = {
  __typename?: 'FeeLine';
  amount: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  section: LoanEstimateSection;
};

export type Lender = {
  __typename?: 'Lender';
  companyName: Scalars['String']['output'];
  loanBuyerType: LoanBuyerType;
  uuid: Scalars['UUID']['output'];
};

export type LienType =
  | 'FIRST_LIEN'
  | 'SUBORDINATE_LIEN';

export type LoanBuyerType =
  | 'FANNIE_MAE'
  | 'FREDDIE_MAC'
  | 'GINNIE_MAE'
  | 'PORTFOLIO';

export type LoanCost = {
  __typename?: 'LoanCost';
  amountFinanced: Scalars['Float']['output'];
  /** Percent. */
  apr: Scalars['Float']['output'];
  monthlyPI: Scalars['Float']['output'];
  totalInterestPaid: Scalars['Float']['output'];
  totalPaymentAmount: Scalars['Float']['output'];
};

export type LoanCostInput = {
  /** Percent: 6.5 means 6.5%. */
  interestRate: Scalars['Float']['input'];
  loanAmount: Scalars['Float']['input'];
  /** Dollars. */
  prepaidFinanceCharges: Scalars['Float']['input'];
  termMonths: Scalars['Int']['input'];
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

/** A geocoded place. neighborhood is dropped before a location is stored. */
export type Location = {
  __typename?: 'Location';
  country?: Maybe<Scalars['String']['output']>;
  county?: Maybe<Scalars['String']['output']>;
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  locality?: Maybe<Scalars['String']['output']>;
  placeId?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  streetName?: Maybe<Scalars['String']['output']>;
  streetNumber?: Maybe<Scalars['String']['output']>;
  unitNumber?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type LocationInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  county?: InputMaybe<Scalars['String']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  locality?: InputMaybe<Scalars['String']['input']>;
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  placeId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  streetName?: InputMaybe<Scalars['String']['input']>;
  streetNumber?: InputMaybe<Scalars['String']['input']>;
  unitNumber?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type MailingAddress = {
  __typename?: 'MailingAddress';
  city?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type MailingAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
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

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  changePassword: ChangePasswordPayload;
  createPrequal: CreatePrequalPayload;
  recordConsent: RecordConsentPayload;
  requestEmailVerification: RequestEmailVerificationPayload;
  /** Always answers ok, so the form cannot be used to discover accounts. */
  requestPasswordReset: RequestPasswordResetPayload;
  resetPassword: ResetPasswordPayload;
  updateProfile: UpdateProfilePayload;
  verifyEmail: VerifyEmailPayload;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreatePrequalArgs = {
  newUserInput?: InputMaybe<NewUserInput>;
  prequalInput: PrequalInput;
  refreshPricingResults?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRecordConsentArgs = {
  input: RecordConsentInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVerifyEmailArgs = {
  input: VerifyEmailInput;
};

export type NewUserInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  tel?: InputMaybe<Scalars['String']['input']>;
};

/** Rates occupancy (spec: Primary, Secondary, Investment). */
export type OccupancyType =
  | 'INVESTMENT_PROPERTY'
  | 'PRIMARY_RESIDENCE'
  | 'VACATION_HOME';

/** A geocoded place with Google-style types (street_address, premise, subpremise, route, postal_code, locality). */
export type Place = {
  __typename?: 'Place';
  formattedAddress: Scalars['String']['output'];
  /** True only when types include street_address, subpremise or premise. */
  isFullStreetAddress: Scalars['Boolean']['output'];
  location: Location;
  placeId: Scalars['String']['output'];
  types: Array<Scalars['String']['output']>;
};

export type Prequal = {
  __typename?: 'Prequal';
  applicationUuid?: Maybe<Scalars['UUID']['output']>;
  cashOutAmount?: Maybe<Scalars['Float']['output']>;
  creditScoreEstimate?: Maybe<CreditScoreRange>;
  downPayment?: Maybe<Scalars['Float']['output']>;
  estimatedPropertyValue?: Maybe<Scalars['Float']['output']>;
  isCashingOut?: Maybe<Scalars['Boolean']['output']>;
  isVeteran?: Maybe<Scalars['Boolean']['output']>;
  isWaitlisted?: Maybe<Scalars['Boolean']['output']>;
  leadPipelineDealId?: Maybe<Scalars['String']['output']>;
  mortgageInterestType?: Maybe<MortgageInterestType>;
  mortgageTerm?: Maybe<Scalars['Int']['output']>;
  mortgageType?: Maybe<LoanType>;
  originalMortgageBalance?: Maybe<Scalars['Float']['output']>;
  outstandingMortgageBalance?: Maybe<Scalars['Float']['output']>;
  productEligibility?: Maybe<ProductEligibility>;
  productFunnel?: Maybe<ProductFunnel>;
  productSelection?: Maybe<Scalars['String']['output']>;
  program?: Maybe<Scalars['String']['output']>;
  propertyLocation?: Maybe<Location>;
  propertyType?: Maybe<PropertyType>;
  propertyUse?: Maybe<OccupancyType>;
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['UUID']['output'];
};

export type PrequalInput = {
  cashOutAmount?: InputMaybe<Scalars['Float']['input']>;
  creditScoreEstimate?: InputMaybe<CreditScoreRange>;
  downPayment?: InputMaybe<Scalars['Float']['input']>;
  estimatedPropertyValue?: InputMaybe<Scalars['Float']['input']>;
  isCashingOut?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a second mortgage would be paid off by the new loan. */
  isPayingOffSecondMortgage?: InputMaybe<Scalars['Boolean']['input']>;
  isVeteran?: InputMaybe<Scalars['Boolean']['input']>;
  mortgageInterestType?: InputMaybe<MortgageInterestType>;
  mortgageTerm?: InputMaybe<Scalars['Int']['input']>;
  mortgageType?: InputMaybe<LoanType>;
  originalMortgageBalance?: InputMaybe<Scalars['Float']['input']>;
  outstandingMortgageBalance?: InputMaybe<Scalars['Float']['input']>;
  productFunnel?: InputMaybe<ProductFunnel>;
  productSelection?: InputMaybe<Scalars['String']['input']>;
  program?: InputMaybe<Scalars['String']['input']>;
  propertyLocation?: InputMaybe<LocationInput>;
  propertyType?: InputMaybe<PropertyType>;
  propertyUse?: InputMaybe<OccupancyType>;
  secondMortgageBalance?: InputMaybe<Scalars['Float']['input']>;
};

export type ProductEligibility = {
  __typename?: 'ProductEligibility';
  denials: Array<EligibilityDenial>;
  refinanceEligible: Scalars['Boolean']['output'];
  restructureEligible: Scalars['Boolean']['output'];
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

export type PurchaseApplication = {
  __typename?: 'PurchaseApplication';
  uuid: Scalars['UUID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Address suggestions as the user types (at least 3 characters). */
  addressSuggestions: Array<AddressSuggestion>;
  getRefiRates: RatesResult;
  /** Cost of any loan estimate a homeowner holds, ours or another lender's. */
  loanCost: LoanCost;
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
  /** Liveness of the GraphQL layer itself; also the baseline of the benchmarks. */
  ok: Scalars['Boolean']['output'];
  /** Details of a suggestion; null when the place id is unknown. */
  place?: Maybe<Place>;
  purchaseApplications: Array<PurchaseApplication>;
  /** The rates page: calls getRefiRates. */
  ratesPage: RatesResult;
  refinanceApplications: Array<RefinanceApplication>;
  restructureApplications: Array<RestructureApplication>;
};


export type QueryAddressSuggestionsArgs = {
  query: Scalars['String']['input'];
};


export type QueryGetRefiRatesArgs = {
  ratesInput: RatesInput;
};


export type QueryLoanCostArgs = {
  input: LoanCostInput;
};


export type QueryPlaceArgs = {
  placeId: Scalars['String']['input'];
};


export type QueryRatesPageArgs = {
  ratesInput: RatesInput;
};

export type RateOption = {
  __typename?: 'RateOption';
  /** Principal against interest, year by year. */
  amortizationByYear: Array<AmortizationYear>;
  amortizationType: MortgageInterestType;
  apr: Scalars['Float']['output'];
  baseLoanAmount: Scalars['Float']['output'];
  /** Months for the payment saving against the same program's par option to repay the extra cost; null when there is none. */
  breakEvenTerm?: Maybe<Scalars['Int']['output']>;
  costOfPoints: Scalars['Float']['output'];
  effectivePoints: Scalars['Float']['output'];
  /** Fees in the order of the Loan Estimate form (credits negative). */
  feeBreakdown: Array<FeeLine>;
  fixedPaymentYears?: Maybe<Scalars['Int']['output']>;
  interestRate: Scalars['Float']['output'];
  lender: Lender;
  lenderLoanProgramCode: Scalars['String']['output'];
  loanProgramCode: Scalars['String']['output'];
  lowestApr: Scalars['Boolean']['output'];
  lowestClosing: Scalars['Boolean']['output'];
  lowestPoints: Scalars['Boolean']['output'];
  monthlyPI: Scalars['Float']['output'];
  numberOfPayments: Scalars['Int']['output'];
  points: Scalars['Float']['output'];
  pricingResultUuid: Scalars['UUID']['output'];
  rateOptionUuid: Scalars['UUID']['output'];
  totalFees: Scalars['Float']['output'];
  totalInterestPaid: Scalars['Float']['output'];
  totalPaymentAmount: Scalars['Float']['output'];
};

export type RatesError = {
  __typename?: 'RatesError';
  code: RatesErrorCode;
  message: Scalars['String']['output'];
};

/** Refusal codes: OUT_OF_AREA from the spec, the rest our own. */
export type RatesErrorCode =
  | 'CREDIT_TOO_LOW'
  | 'LOAN_AMOUNT_OUT_OF_RANGE'
  | 'LTV_TOO_HIGH'
  | 'NO_ELIGIBLE_PROGRAM'
  | 'OUT_OF_AREA';

export type RatesFilters = {
  optimizeBy?: InputMaybe<RatesSort>;
  /** Mortgage types to price; all when empty. */
  requestedMortgages?: InputMaybe<Array<MortgageType>>;
  /** Years over which costs and savings are compared (default 10). */
  term?: InputMaybe<Scalars['Int']['input']>;
};

/** The rates input shape of spec section 7. */
export type RatesInput = {
  annualIncome?: InputMaybe<Scalars['Float']['input']>;
  /** Equals the remaining balance. */
  baseLoanAmount?: InputMaybe<Scalars['Float']['input']>;
  cashoutAmount?: InputMaybe<Scalars['Float']['input']>;
  creditScoreRange: CreditScoreRange;
  estimatedHomeValue: Scalars['Float']['input'];
  filters?: InputMaybe<RatesFilters>;
  isVeteran?: InputMaybe<Scalars['Boolean']['input']>;
  monthlyDebt?: InputMaybe<Scalars['Float']['input']>;
  mortgageInterestType?: InputMaybe<MortgageInterestType>;
  mortgageTerm?: InputMaybe<Scalars['Int']['input']>;
  /** FHA or CONVENTIONAL (VA when the borrower is a veteran). */
  mortgageType?: InputMaybe<LoanType>;
  occupancyType?: InputMaybe<OccupancyType>;
  originalMortgageAmount?: InputMaybe<Scalars['Float']['input']>;
  propertyLocation?: InputMaybe<LocationInput>;
  propertyType?: InputMaybe<PropertyType>;
  remainingMortgageAmount: Scalars['Float']['input'];
  secondMortgageBalance?: InputMaybe<Scalars['Float']['input']>;
};

export type RatesResult = {
  __typename?: 'RatesResult';
  errors: Array<RatesError>;
  pricingResultUuid?: Maybe<Scalars['UUID']['output']>;
  rateOptions: Array<RateOption>;
  rateSheetEffectiveAt?: Maybe<Scalars['DateTime']['output']>;
};

export type RatesSort =
  | 'LOWEST_APR'
  | 'LOWEST_INTEREST'
  | 'LOWEST_PAYMENT'
  | 'MOST_POPULAR';

export type RecordConsentInput = {
  consent: ConsentKind;
};

export type RecordConsentPayload = {
  __typename?: 'RecordConsentPayload';
  errors: Array<UserError>;
  user?: Maybe<User>;
};

export type RefinanceApplication = {
  __typename?: 'RefinanceApplication';
  uuid: Scalars['UUID']['output'];
};

export type RequestEmailVerificationPayload = {
  __typename?: 'RequestEmailVerificationPayload';
  ok: Scalars['Boolean']['output'];
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  ok: Scalars['Boolean']['output'];
};

export type ResetPasswordInput = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

/**
 * Application list entries for the navigation menu. The application records themselves
 * grow in their own domain files.
 */
export type RestructureApplication = {
  __typename?: 'RestructureApplication';
  propertyLocation?: Maybe<Location>;
  uuid: Scalars['UUID']['output'];
};

export type UpdateProfileInput = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mailingAddress?: InputMaybe<MailingAddressInput>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
  tel?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  errors: Array<UserError>;
  user?: Maybe<User>;
};

export type User = {
  __typename?: 'User';
  activeApplications: Array<ActiveApplication>;
  agreedToElectronicDocumentsAt?: Maybe<Scalars['DateTime']['output']>;
  confirmedContactInfoAt?: Maybe<Scalars['DateTime']['output']>;
  consentedToTextMessagesAt?: Maybe<Scalars['DateTime']['output']>;
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  email: Scalars['EmailAddress']['output'];
  emailVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  hasSavedCreditCard: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  mailingAddress?: Maybe<MailingAddress>;
  middleName?: Maybe<Scalars['String']['output']>;
  prequals: Array<Prequal>;
  properties: Array<UserProperty>;
  suffix?: Maybe<Scalars['String']['output']>;
  tel?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['UUID']['output'];
};

/** A problem the user can fix, returned as data. field names the input field when there is one. */
export type UserError = {
  __typename?: 'UserError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type UserProperty = {
  __typename?: 'UserProperty';
  dealType: Array<DealType>;
  propertyUuid: Scalars['UUID']['output'];
};

export type VerifyEmailInput = {
  token: Scalars['String']['input'];
};

export type VerifyEmailPayload = {
  __typename?: 'VerifyEmailPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActiveApplication: ResolverTypeWrapper<ActiveApplication>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AmortizationYear: ResolverTypeWrapper<AmortizationYear>;
  ApplicationType: ApplicationType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ConsentKind: ConsentKind;
  CreatePrequalPayload: ResolverTypeWrapper<Omit<CreatePrequalPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  CreditScoreRange: CreditScoreRange;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DealType: DealType;
  EligibilityDenial: ResolverTypeWrapper<EligibilityDenial>;
  EligibilityDenialCode: EligibilityDenialCode;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  ErrorCode: ErrorCode;
  FeeLine: ResolverTypeWrapper<FeeLine>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Lender: ResolverTypeWrapper<Lender>;
  LienType: LienType;
  LoanBuyerType: LoanBuyerType;
  LoanCost: ResolverTypeWrapper<LoanCost>;
  LoanCostInput: LoanCostInput;
  LoanEstimateSection: LoanEstimateSection;
  LoanType: LoanType;
  Location: ResolverTypeWrapper<Location>;
  LocationInput: LocationInput;
  MailingAddress: ResolverTypeWrapper<MailingAddress>;
  MailingAddressInput: MailingAddressInput;
  MortgageInterestType: MortgageInterestType;
  MortgageType: MortgageType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewUserInput: NewUserInput;
  OccupancyType: OccupancyType;
  Place: ResolverTypeWrapper<Place>;
  Prequal: ResolverTypeWrapper<Prequal>;
  PrequalInput: PrequalInput;
  ProductEligibility: ResolverTypeWrapper<ProductEligibility>;
  ProductFunnel: ProductFunnel;
  PropertyType: PropertyType;
  PurchaseApplication: ResolverTypeWrapper<PurchaseApplication>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateOption: ResolverTypeWrapper<RateOption>;
  RatesError: ResolverTypeWrapper<RatesError>;
  RatesErrorCode: RatesErrorCode;
  RatesFilters: RatesFilters;
  RatesInput: RatesInput;
  RatesResult: ResolverTypeWrapper<RatesResult>;
  RatesSort: RatesSort;
  RecordConsentInput: RecordConsentInput;
  RecordConsentPayload: ResolverTypeWrapper<Omit<RecordConsentPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  RefinanceApplication: ResolverTypeWrapper<RefinanceApplication>;
  RequestEmailVerificationPayload: ResolverTypeWrapper<RequestEmailVerificationPayload>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RestructureApplication: ResolverTypeWrapper<RestructureApplication>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<UserModel>;
  UserError: ResolverTypeWrapper<UserError>;
  UserProperty: ResolverTypeWrapper<UserProperty>;
  VerifyEmailInput: VerifyEmailInput;
  VerifyEmailPayload: ResolverTypeWrapper<VerifyEmailPayload>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActiveApplication: ActiveApplication;
  AddressSuggestion: AddressSuggestion;
  AmortizationYear: AmortizationYear;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  CreatePrequalPayload: Omit<CreatePrequalPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  EligibilityDenial: EligibilityDenial;
  EmailAddress: Scalars['EmailAddress']['output'];
  FeeLine: FeeLine;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  Lender: Lender;
  LoanCost: LoanCost;
  LoanCostInput: LoanCostInput;
  Location: Location;
  LocationInput: LocationInput;
  MailingAddress: MailingAddress;
  MailingAddressInput: MailingAddressInput;
  Mutation: Record<PropertyKey, never>;
  NewUserInput: NewUserInput;
  Place: Place;
  Prequal: Prequal;
  PrequalInput: PrequalInput;
  ProductEligibility: ProductEligibility;
  PurchaseApplication: PurchaseApplication;
  Query: Record<PropertyKey, never>;
  RateOption: RateOption;
  RatesError: RatesError;
  RatesFilters: RatesFilters;
  RatesInput: RatesInput;
  RatesResult: RatesResult;
  RecordConsentInput: RecordConsentInput;
  RecordConsentPayload: Omit<RecordConsentPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  RefinanceApplication: RefinanceApplication;
  RequestEmailVerificationPayload: RequestEmailVerificationPayload;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RestructureApplication: RestructureApplication;
  String: Scalars['String']['output'];
  UUID: Scalars['UUID']['output'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: UserModel;
  UserError: UserError;
  UserProperty: UserProperty;
  VerifyEmailInput: VerifyEmailInput;
  VerifyEmailPayload: VerifyEmailPayload;
};

export type ActiveApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveApplication'] = ResolversParentTypes['ActiveApplication']> = {
  prequalUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApplicationType'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type AddressSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AmortizationYearResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmortizationYear'] = ResolversParentTypes['AmortizationYear']> = {
  endingBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  interestPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  principalPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreatePrequalPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePrequalPayload'] = ResolversParentTypes['CreatePrequalPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  prequals?: Resolver<Array<ResolversTypes['Prequal']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EligibilityDenialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EligibilityDenial'] = ResolversParentTypes['EligibilityDenial']> = {
  code?: Resolver<ResolversTypes['EligibilityDenialCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type FeeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLine'] = ResolversParentTypes['FeeLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['LoanEstimateSection'], ParentType, ContextType>;
};

export type LenderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lender'] = ResolversParentTypes['Lender']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanBuyerType?: Resolver<ResolversTypes['LoanBuyerType'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type LoanCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoanCost'] = ResolversParentTypes['LoanCost']> = {
  amountFinanced?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  apr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPI?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalInterestPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPaymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailingAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailingAddress'] = ResolversParentTypes['MailingAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createPrequal?: Resolver<ResolversTypes['CreatePrequalPayload'], ParentType, ContextType, RequireFields<MutationCreatePrequalArgs, 'prequalInput'>>;
  recordConsent?: Resolver<ResolversTypes['RecordConsentPayload'], ParentType, ContextType, RequireFields<MutationRecordConsentArgs, 'input'>>;
  requestEmailVerification?: Resolver<ResolversTypes['RequestEmailVerificationPayload'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailPayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFullStreetAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrequalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Prequal'] = ResolversParentTypes['Prequal']> = {
  applicationUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  cashOutAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditScoreEstimate?: Resolver<Maybe<ResolversTypes['CreditScoreRange']>, ParentType, ContextType>;
  downPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedPropertyValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isCashingOut?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isVeteran?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isWaitlisted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  leadPipelineDealId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mortgageInterestType?: Resolver<Maybe<ResolversTypes['MortgageInterestType']>, ParentType, ContextType>;
  mortgageTerm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mortgageType?: Resolver<Maybe<ResolversTypes['LoanType']>, ParentType, ContextType>;
  originalMortgageBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  outstandingMortgageBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productEligibility?: Resolver<Maybe<ResolversTypes['ProductEligibility']>, ParentType, ContextType>;
  productFunnel?: Resolver<Maybe<ResolversTypes['ProductFunnel']>, ParentType, ContextType>;
  productSelection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  propertyType?: Resolver<Maybe<ResolversTypes['PropertyType']>, ParentType, ContextType>;
  propertyUse?: Resolver<Maybe<ResolversTypes['OccupancyType']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type ProductEligibilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEligibility'] = ResolversParentTypes['ProductEligibility']> = {
  denials?: Resolver<Array<ResolversTypes['EligibilityDenial']>, ParentType, ContextType>;
  refinanceEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restructureEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PurchaseApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseApplication'] = ResolversParentTypes['PurchaseApplication']> = {
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressSuggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'query'>>;
  getRefiRates?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryGetRefiRatesArgs, 'ratesInput'>>;
  loanCost?: Resolver<ResolversTypes['LoanCost'], ParentType, ContextType, RequireFields<QueryLoanCostArgs, 'input'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'placeId'>>;
  purchaseApplications?: Resolver<Array<ResolversTypes['PurchaseApplication']>, ParentType, ContextType>;
  ratesPage?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryRatesPageArgs, 'ratesInput'>>;
  refinanceApplications?: Resolver<Array<ResolversTypes['RefinanceApplication']>, ParentType, ContextType>;
  restructureApplications?: Resolver<Array<ResolversTypes['RestructureApplication']>, ParentType, ContextType>;
};

export type RateOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RateOption'] = ResolversParentTypes['RateOption']> = {
  amortizationByYear?: Resolver<Array<ResolversTypes['AmortizationYear']>, ParentType, ContextType>;
  amortizationType?: Resolver<ResolversTypes['MortgageInterestType'], ParentType, ContextType>;
  apr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  baseLoanAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  breakEvenTerm?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  costOfPoints?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  effectivePoints?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  feeBreakdown?: Resolver<Array<ResolversTypes['FeeLine']>, ParentType, ContextType>;
  fixedPaymentYears?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  interestRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lender?: Resolver<ResolversTypes['Lender'], ParentType, ContextType>;
  lenderLoanProgramCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loanProgramCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestApr?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowestClosing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowestPoints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthlyPI?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  numberOfPayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricingResultUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  rateOptionUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  totalFees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalInterestPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPaymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RatesErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatesError'] = ResolversParentTypes['RatesError']> = {
  code?: Resolver<ResolversTypes['RatesErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RatesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatesResult'] = ResolversParentTypes['RatesResult']> = {
  errors?: Resolver<Array<ResolversTypes['RatesError']>, ParentType, ContextType>;
  pricingResultUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  rateOptions?: Resolver<Array<ResolversTypes['RateOption']>, ParentType, ContextType>;
  rateSheetEffectiveAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RecordConsentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordConsentPayload'] = ResolversParentTypes['RecordConsentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RefinanceApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefinanceApplication'] = ResolversParentTypes['RefinanceApplication']> = {
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type RequestEmailVerificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestEmailVerificationPayload'] = ResolversParentTypes['RequestEmailVerificationPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RestructureApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureApplication'] = ResolversParentTypes['RestructureApplication']> = {
  propertyLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  activeApplications?: Resolver<Array<ResolversTypes['ActiveApplication']>, ParentType, ContextType>;
  agreedToElectronicDocumentsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  confirmedContactInfoAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  consentedToTextMessagesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSavedCreditCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailingAddress?: Resolver<Maybe<ResolversTypes['MailingAddress']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prequals?: Resolver<Array<ResolversTypes['Prequal']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['UserProperty']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPropertyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserProperty'] = ResolversParentTypes['UserProperty']> = {
  dealType?: Resolver<Array<ResolversTypes['DealType']>, ParentType, ContextType>;
  propertyUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type VerifyEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyEmailPayload'] = ResolversParentTypes['VerifyEmailPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActiveApplication?: ActiveApplicationResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AmortizationYear?: AmortizationYearResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  CreatePrequalPayload?: CreatePrequalPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  EligibilityDenial?: EligibilityDenialResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  FeeLine?: FeeLineResolvers<ContextType>;
  Lender?: LenderResolvers<ContextType>;
  LoanCost?: LoanCostResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MailingAddress?: MailingAddressResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Prequal?: PrequalResolvers<ContextType>;
  ProductEligibility?: ProductEligibilityResolvers<ContextType>;
  PurchaseApplication?: PurchaseApplicationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateOption?: RateOptionResolvers<ContextType>;
  RatesError?: RatesErrorResolvers<ContextType>;
  RatesResult?: RatesResultResolvers<ContextType>;
  RecordConsentPayload?: RecordConsentPayloadResolvers<ContextType>;
  RefinanceApplication?: RefinanceApplicationResolvers<ContextType>;
  RequestEmailVerificationPayload?: RequestEmailVerificationPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RestructureApplication?: RestructureApplicationResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserProperty?: UserPropertyResolvers<ContextType>;
  VerifyEmailPayload?: VerifyEmailPayloadResolvers<ContextType>;
};

