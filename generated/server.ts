import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { User as UserModel } from '../api/src/models/User.js';
import type { RestructureApplicationView } from '../api/src/services/restructureApplication/view.js';
import type { Document as DocumentModel } from '../api/src/models/Document.js';
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
  /** A file sent in a multipart request. */
  File: { input: unknown; output: unknown; }
  /** A JSON object. Used for an application's answers, keyed by answer field. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
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

/** What first-party analytics holds for one browser (and the signed-in user): counts only. */
export type AnalyticsActivity = {
  __typename?: 'AnalyticsActivity';
  eventCount: Scalars['Int']['output'];
  lastEventAt?: Maybe<Scalars['DateTime']['output']>;
};

export type AnswerRefinanceApplicationQuestionInput = {
  /** The question's fields, keyed by answer field (a repeating group sends its whole list). */
  answer: Scalars['JSONObject']['input'];
  questionId: Scalars['String']['input'];
  uuid: Scalars['UUID']['input'];
};

export type AnswerRefinanceApplicationQuestionPayload = {
  __typename?: 'AnswerRefinanceApplicationQuestionPayload';
  /** Field-level problems; field is the answer path, e.g. assets.0.cashValue. */
  errors: Array<UserError>;
  /** The application after the save; null when the answer was refused. */
  refinanceApplication?: Maybe<RefinanceApplication>;
};

export type ApplicantMode =
  | 'JOINTLY_WITH_OTHER'
  | 'JOINTLY_WITH_SPOUSE'
  | 'SELF';

/** Application occupancy (spec section 3). */
export type ApplicationOccupancy =
  | 'FHA_SECONDARY_RESIDENCE'
  | 'INVESTMENT_PROPERTY'
  | 'PRINCIPAL_RESIDENCE'
  | 'SECOND_HOME';

export type ApplicationSection = {
  __typename?: 'ApplicationSection';
  /** Where going to this section lands. */
  firstQuestionId: Scalars['String']['output'];
  /** The section id. */
  name: Scalars['String']['output'];
  /** Share of the section's counted questions answered, as a whole percentage. */
  percentComplete: Scalars['Int']['output'];
  status: SectionStatus;
  title: Scalars['String']['output'];
};

export type ApplicationType =
  | 'PREQUAL'
  | 'PROGRAMS'
  | 'PURCHASE'
  | 'REFINANCE'
  | 'RESTRUCTURE';

export type Article = {
  __typename?: 'Article';
  author: Scalars['String']['output'];
  /** Sanitized HTML rendered from the article's Markdown. */
  bodyHtml: Scalars['String']['output'];
  category: ArticleCategory;
  heroImageAlt?: Maybe<Scalars['String']['output']>;
  heroImageUrl?: Maybe<Scalars['String']['output']>;
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  readingMinutes: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  status: ArticleStatus;
  /** One or two sentences; also the page's meta description. */
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['UUID']['output'];
};

/**
 * Editorial content: resources (articles in categories), programs, testimonials, FAQ entries and
 * legal documents. Seeded from the content/ folder; bodies are Markdown rendered to sanitized HTML.
 */
export type ArticleCategory = {
  __typename?: 'ArticleCategory';
  /** Published articles in the category. */
  articleCount: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  uuid: Scalars['UUID']['output'];
};

export type ArticlePage = {
  __typename?: 'ArticlePage';
  articles: Array<Article>;
  totalCount: Scalars['Int']['output'];
};

export type ArticleStatus =
  | 'DRAFT'
  | 'PUBLISHED';

export type BankAccountType =
  | 'CHECKING'
  | 'SAVINGS';

export type BankruptcyChapter =
  | 'CHAPTER_7'
  | 'CHAPTER_11'
  | 'CHAPTER_12'
  | 'CHAPTER_13';

export type CashOutPurpose =
  | 'CONSOLIDATE_DEBT'
  | 'EDUCATION_EXPENSES'
  | 'FINANCE_A_PURCHASE'
  | 'OTHER'
  | 'RENOVATIONS'
  | 'REPAIRS';

export type ChangePasswordInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

/** The rate option chosen on the rates page, as it was quoted. */
export type ChosenRateOption = {
  __typename?: 'ChosenRateOption';
  apr?: Maybe<Scalars['Float']['output']>;
  baseLoanAmount?: Maybe<Scalars['Float']['output']>;
  /** Percent: 6.125 means 6.125%. */
  interestRate?: Maybe<Scalars['Float']['output']>;
  loanProgramCode?: Maybe<Scalars['String']['output']>;
  monthlyPI?: Maybe<Scalars['Float']['output']>;
  points?: Maybe<Scalars['Float']['output']>;
  pricingResultUuid: Scalars['UUID']['output'];
  rateOptionUuid: Scalars['UUID']['output'];
  totalFees?: Maybe<Scalars['Float']['output']>;
};

export type Citizenship =
  | 'NON_PERMANENT_RESIDENT'
  | 'PERMANENT_RESIDENT'
  | 'US_CITIZEN';

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

/** Section 5 of the 1003 for one borrower. Events look back 7 years. */
export type Declarations = {
  __typename?: 'Declarations';
  alimonyExplanation?: Maybe<Scalars['String']['output']>;
  bankruptcyChapters: Array<BankruptcyChapter>;
  bankruptcyDate?: Maybe<Scalars['Date']['output']>;
  bankruptcyExplanation?: Maybe<Scalars['String']['output']>;
  borrowedAmount?: Maybe<Scalars['Float']['output']>;
  borrowedFundsExplanation?: Maybe<Scalars['String']['output']>;
  coSignerExplanation?: Maybe<Scalars['String']['output']>;
  deedInLieuDate?: Maybe<Scalars['Date']['output']>;
  deedInLieuExplanation?: Maybe<Scalars['String']['output']>;
  federalDebtExplanation?: Maybe<Scalars['String']['output']>;
  foreclosureDate?: Maybe<Scalars['Date']['output']>;
  foreclosureExplanation?: Maybe<Scalars['String']['output']>;
  hadOwnershipInterestInLastThreeYears?: Maybe<Scalars['Boolean']['output']>;
  hasCompletedShortSale?: Maybe<Scalars['Boolean']['output']>;
  hasConveyedTitleInLieuOfForeclosure?: Maybe<Scalars['Boolean']['output']>;
  hasDeclaredBankruptcy?: Maybe<Scalars['Boolean']['output']>;
  hasOutstandingJudgments?: Maybe<Scalars['Boolean']['output']>;
  hasPriorityLien?: Maybe<Scalars['Boolean']['output']>;
  hasPropertyForeclosed?: Maybe<Scalars['Boolean']['output']>;
  isApplyingForNewCredit?: Maybe<Scalars['Boolean']['output']>;
  isApplyingForOtherMortgage?: Maybe<Scalars['Boolean']['output']>;
  isCoSignerOrEndorserOnNote?: Maybe<Scalars['Boolean']['output']>;
  isDelinquentOnFederalDebt?: Maybe<Scalars['Boolean']['output']>;
  isDownPaymentBorrowed?: Maybe<Scalars['Boolean']['output']>;
  isObligatedToPayAlimonyOrChildSupport?: Maybe<Scalars['Boolean']['output']>;
  isPartyToLawsuit?: Maybe<Scalars['Boolean']['output']>;
  judgmentsExplanation?: Maybe<Scalars['String']['output']>;
  lawsuitExplanation?: Maybe<Scalars['String']['output']>;
  shortSaleDate?: Maybe<Scalars['Date']['output']>;
  shortSaleExplanation?: Maybe<Scalars['String']['output']>;
  willOccupyAsPrimaryResidence?: Maybe<Scalars['Boolean']['output']>;
};

export type DeleteDocumentInput = {
  documentUuid: Scalars['UUID']['input'];
};

export type DeleteDocumentPayload = {
  __typename?: 'DeleteDocumentPayload';
  deletedDocumentUuid?: Maybe<Scalars['UUID']['output']>;
  errors: Array<UserError>;
};

export type DemographicsConsent =
  | 'OPT_IN'
  | 'OPT_OUT';

export type Document = {
  __typename?: 'Document';
  applicationType: DocumentApplicationType;
  applicationUuid: Scalars['UUID']['output'];
  /** The type the file's bytes were found to be: application/pdf, image/jpeg, image/png or image/heic. */
  contentType: Scalars['String']['output'];
  /** Where the signed-in owner downloads it (REST, spec section 7). */
  downloadUrl: Scalars['String']['output'];
  /** Generated by Roofline (term sheet, option agreement, ...): the applicant cannot delete or replace it. */
  isSystemUpload: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  scanStatus: DocumentScanStatus;
  /** SHA-256 of the bytes, in hex. */
  sha256: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  type: DocumentType;
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['UUID']['output'];
};

/**
 * The kinds of application that hold documents (ApplicationType also lists PREQUAL and PROGRAMS,
 * which hold none).
 */
export type DocumentApplicationType =
  | 'PURCHASE'
  | 'REFINANCE'
  | 'RESTRUCTURE';

export type DocumentScanStatus =
  /** Scanned for malware and found clean (every uploaded document; refused files are never kept). */
  | 'CLEAN'
  /** Generated by Roofline, so not scanned. */
  | 'NOT_REQUIRED';

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

/** The spec's Employment entity: a current or previous job of the borrower or co-borrower. */
export type Employment = {
  __typename?: 'Employment';
  businessName?: Maybe<Scalars['String']['output']>;
  businessPhone?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['Date']['output']>;
  isCurrentEmployment: Scalars['Boolean']['output'];
  /** False for the co-borrower's jobs. */
  isPrimaryApplicant: Scalars['Boolean']['output'];
  isSelfEmployed?: Maybe<Scalars['Boolean']['output']>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  monthlyIncome?: Maybe<Scalars['Float']['output']>;
  monthsInProfession?: Maybe<Scalars['Int']['output']>;
  startDate?: Maybe<Scalars['Date']['output']>;
  yearsInProfession?: Maybe<Scalars['Int']['output']>;
};

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

export type FaqEntry = {
  __typename?: 'FaqEntry';
  answerHtml: Scalars['String']['output'];
  question: Scalars['String']['output'];
  topic: Scalars['String']['output'];
  uuid: Scalars['UUID']['output'];
};

/**
 * Feature flags of spec section 9 (single question mode and financial flexibility are not
 * flags: docs/decisions/0013). Defaults follow the spec; each is overridable by an
 * environment variable (FEATURE_PROGRAMS=true, ...).
 */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  /** Direct equity transactions. Default off. */
  directEquityTransactions: Scalars['Boolean']['output'];
  /**
   * Equity builder cutoff date, MM/DD/YYYY (default 08/26/2020, EQUITY_BUILDER_CUTOFF_DATE).
   * Kept for the property dashboard, which will use it (docs/decisions/0013).
   */
  equityBuilderCutoffDate: Scalars['String']['output'];
  /** Identity connection. Default off. */
  identityConnection: Scalars['Boolean']['output'];
  /** Lender names on rate options. Default off. */
  lenderNames: Scalars['Boolean']['output'];
  /**
   * States where the partnership is licensed, two-letter codes (configuration LICENSED_STATES,
   * not a flag): the offer estimator judges OUT_OF_STATE by them, as the API does.
   */
  licensedStates: Array<Scalars['String']['output']>;
  /** Several properties get a Dashboard group in the navigation. Default on. */
  multipleDashboard: Scalars['Boolean']['output'];
  /** Partnership waitlist sign-up. Default off. */
  partnershipWaitlist: Scalars['Boolean']['output'];
  /** Shows the privacy and cookie banner. Default on. */
  privacyCookie: Scalars['Boolean']['output'];
  /** Program type filters on listings (the state filter is always there). Default off. */
  programFilters: Scalars['Boolean']['output'];
  /** The programs pages and navigation entry. Default off. */
  programs: Scalars['Boolean']['output'];
  /** Program detail pages show their own written content. Default on. */
  programsCustomDetailContent: Scalars['Boolean']['output'];
  /** Program listing pages are available. Default on. */
  programsShowListing: Scalars['Boolean']['output'];
};

export type FeeLine = {
  __typename?: 'FeeLine';
  amount: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  section: LoanEstimateSection;
};

export type FinalizeRestructureInput = {
  paymentBankAccount: PaymentBankAccountInput;
  uuid: Scalars['UUID']['input'];
};

export type HousingStatus =
  | 'NO_PRIMARY_HOUSING'
  | 'OWN'
  | 'RENT';

export type IncomeSource =
  | 'NONE'
  | 'OTHER'
  | 'RETIREMENT'
  | 'SALARY'
  | 'SELF_EMPLOYMENT';

export type JoinWaitlistInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** PURCHASE for /buy/waitlist; RESTRUCTURE while the partnership waitlist flag is on. */
  product: DealType;
  purchaseStage?: InputMaybe<PurchaseStage>;
  /** One of 0_3_MONTHS, 3_6_MONTHS, 6_PLUS_MONTHS, NOT_SURE. */
  timeline?: InputMaybe<Scalars['String']['input']>;
  /** Five-digit ZIP code of the area the person is buying (or owns) in. */
  zip: Scalars['String']['input'];
};

export type JoinWaitlistPayload = {
  __typename?: 'JoinWaitlistPayload';
  entry?: Maybe<WaitlistEntry>;
  errors: Array<UserError>;
};

export type LegalDocument = {
  __typename?: 'LegalDocument';
  bodyHtml: Scalars['String']['output'];
  effectiveDate: Scalars['Date']['output'];
  slug: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
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

export type MaritalStatus =
  | 'MARRIED'
  | 'SEPARATED'
  | 'UNMARRIED';

export type MilitaryService = {
  __typename?: 'MilitaryService';
  hasMilitaryService?: Maybe<Scalars['Boolean']['output']>;
  /** Projected end of service or tour, for active duty. */
  serviceExpiresOn?: Maybe<Scalars['Date']['output']>;
  statuses: Array<MilitaryStatus>;
};

export type MilitaryStatus =
  | 'ACTIVE_DUTY'
  | 'CURRENTLY_RETIRED'
  | 'NON_ACTIVE_RESERVE_OR_NATIONAL_GUARD'
  | 'SURVIVING_SPOUSE';

export type MonthlyHousingCosts = {
  __typename?: 'MonthlyHousingCosts';
  hoaDues?: Maybe<Scalars['Float']['output']>;
  homeownersInsurance?: Maybe<Scalars['Float']['output']>;
  mortgageInsurance?: Maybe<Scalars['Float']['output']>;
  other?: Maybe<Scalars['Float']['output']>;
  propertyTaxes?: Maybe<Scalars['Float']['output']>;
  total: Scalars['Float']['output'];
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
  /** Accepts the option agreement once every page was seen: records time, IP, user agent and the document's SHA-256. */
  acceptRestructureContract: RestructureApplicationPayload;
  /** Records that the banner was acknowledged now; creates all-on preferences if none exist. */
  acknowledgePrivacyPreferencesBanner: PrivacyPreferences;
  /** Validates and saves one question's answer at once. */
  answerRefinanceApplicationQuestion: AnswerRefinanceApplicationQuestionPayload;
  changePassword: ChangePasswordPayload;
  /** The applicant has uploaded what was asked for: the review looks at the documents (from APPROVAL_MORE_INFO, back to review). */
  completeRestructureUploads: RestructureApplicationPayload;
  createPrequal: CreatePrequalPayload;
  deleteDocument: DeleteDocumentPayload;
  /** Chooses the payment bank account and sets finalizeRestructureSubmittedAt. */
  finalizeRestructure: RestructureApplicationPayload;
  /**
   * Joining again with the same email and product never adds a second entry. It neither changes
   * nor reveals the existing one: the answer is the sign-up as received, the same for a new and a
   * known email. Only the logged-in owner of the email address updates their entry.
   */
  joinWaitlist: JoinWaitlistPayload;
  recordConsent: RecordConsentPayload;
  /** Records that the applicant opened a generated document's link. */
  recordRestructureLinkClicked: RestructureApplicationPayload;
  requestEmailVerification: RequestEmailVerificationPayload;
  /** Always answers ok, so the form cannot be used to discover accounts. */
  requestPasswordReset: RequestPasswordResetPayload;
  resetPassword: ResetPasswordPayload;
  /** Validates and saves answers while the application is at APPROVAL. */
  saveRestructureApplicationAnswers: RestructureApplicationPayload;
  /** The calculator's submit in one call: records a prequal and prices it with the filters (spec section 4). */
  searchRates: SearchRatesPayload;
  setPrivacyPreferences: PrivacyPreferences;
  /** Starts an application from one of the user's prequals; answers it already holds are filled in. Idempotent per prequal. */
  startRefinanceApplication: StartRefinanceApplicationPayload;
  /** Starts an application from one of the user's prequals (its figures feed the offer). Idempotent per prequal. */
  startRestructureApplication: RestructureApplicationPayload;
  /** Submits the application to the lender; refused with the reasons while anything required is unanswered. */
  submitRefinanceApplication: SubmitRefinanceApplicationPayload;
  /** Submits the answers for approval (APPROVAL to DOCUMENT_UPLOAD); the automatic review starts. */
  submitRestructureApplication: RestructureApplicationPayload;
  updateProfile: UpdateProfilePayload;
  uploadDocument: UploadDocumentPayload;
  /** Replaces the file of one of the user's own uploaded documents; the type and uuid stay. */
  uploadDocumentReplacement: UploadDocumentPayload;
  verifyEmail: VerifyEmailPayload;
  /** Reports the option agreement's page on screen; the last page sets optionAgreementViewedAt. */
  viewRestructureContractPage: RestructureApplicationPayload;
};


export type MutationAcceptRestructureContractArgs = {
  input: RestructureApplicationInput;
};


export type MutationAnswerRefinanceApplicationQuestionArgs = {
  input: AnswerRefinanceApplicationQuestionInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCompleteRestructureUploadsArgs = {
  input: RestructureApplicationInput;
};


export type MutationCreatePrequalArgs = {
  newUserInput?: InputMaybe<NewUserInput>;
  prequalInput: PrequalInput;
  refreshPricingResults?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteDocumentArgs = {
  input: DeleteDocumentInput;
};


export type MutationFinalizeRestructureArgs = {
  input: FinalizeRestructureInput;
};


export type MutationJoinWaitlistArgs = {
  input: JoinWaitlistInput;
};


export type MutationRecordConsentArgs = {
  input: RecordConsentInput;
};


export type MutationRecordRestructureLinkClickedArgs = {
  input: RecordRestructureLinkClickedInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSaveRestructureApplicationAnswersArgs = {
  input: SaveRestructureApplicationAnswersInput;
};


export type MutationSearchRatesArgs = {
  input: SearchRatesInput;
};


export type MutationSetPrivacyPreferencesArgs = {
  preferences: PrivacyPreferencesInput;
};


export type MutationStartRefinanceApplicationArgs = {
  input: StartRefinanceApplicationInput;
};


export type MutationStartRestructureApplicationArgs = {
  input: StartRestructureApplicationInput;
};


export type MutationSubmitRefinanceApplicationArgs = {
  input: SubmitRefinanceApplicationInput;
};


export type MutationSubmitRestructureApplicationArgs = {
  input: RestructureApplicationInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUploadDocumentArgs = {
  input: UploadDocumentInput;
};


export type MutationUploadDocumentReplacementArgs = {
  input: UploadDocumentReplacementInput;
};


export type MutationVerifyEmailArgs = {
  input: VerifyEmailInput;
};


export type MutationViewRestructureContractPageArgs = {
  input: ViewRestructureContractPageInput;
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

/** The account monthly payments are drawn from. Only the last four digits are ever returned. */
export type PaymentBankAccount = {
  __typename?: 'PaymentBankAccount';
  accountHolderName: Scalars['String']['output'];
  accountType: BankAccountType;
  mask: Scalars['String']['output'];
  routingNumber: Scalars['String']['output'];
};

export type PaymentBankAccountInput = {
  accountHolderName: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  accountType: BankAccountType;
  routingNumber: Scalars['String']['input'];
};

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
  /** The pricing result quoted for this prequal when createPrequal was asked to refresh pricing results. */
  pricingResultUuid?: Maybe<Scalars['UUID']['output']>;
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

/** Status of a home the applicant already owns. */
export type PriorHomeStatus =
  | 'PENDING_SALE'
  | 'RETAINED'
  | 'SOLD';

/**
 * A user's privacy and cookie choices (spec section 3). Visitors keep the same categories in the
 * privacy_preferences cookie; logged-in users keep them here.
 */
export type PrivacyPreferences = {
  __typename?: 'PrivacyPreferences';
  analytics: Scalars['Boolean']['output'];
  /** When the privacy banner was last acknowledged; it asks again a year later. */
  bannerLastAcknowledgedAt?: Maybe<Scalars['DateTime']['output']>;
  functionality: Scalars['Boolean']['output'];
  marketing: Scalars['Boolean']['output'];
  security: Scalars['Boolean']['output'];
  thirdParty: Scalars['Boolean']['output'];
  uuid: Scalars['UUID']['output'];
};

export type PrivacyPreferencesInput = {
  analytics: Scalars['Boolean']['input'];
  /** Optional; a time in the future is taken as now. */
  bannerLastAcknowledgedAt?: InputMaybe<Scalars['DateTime']['input']>;
  functionality: Scalars['Boolean']['input'];
  marketing: Scalars['Boolean']['input'];
  security: Scalars['Boolean']['input'];
  thirdParty: Scalars['Boolean']['input'];
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

/** KEEP the mortgage; PAYOFF the mortgage at closing; SAVER pays it off with no scheduled buy-back. */
export type ProductPreference =
  | 'KEEP'
  | 'PAYOFF'
  | 'SAVER';

export type Program = {
  __typename?: 'Program';
  /** The program's own written detail content, sanitized HTML. */
  detailHtml: Scalars['String']['output'];
  eligibility: Array<Scalars['String']['output']>;
  highlights: Array<ProgramHighlight>;
  name: Scalars['String']['output'];
  nationwide: Scalars['Boolean']['output'];
  product: ProgramProduct;
  slug: Scalars['String']['output'];
  sponsor: Scalars['String']['output'];
  /** Two-letter state codes where the program is offered; empty when nationwide. */
  states: Array<Scalars['String']['output']>;
  summary: Scalars['String']['output'];
  type: ProgramType;
  uuid: Scalars['UUID']['output'];
};

export type ProgramHighlight = {
  __typename?: 'ProgramHighlight';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

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

/** A loan on the home being refinanced: one it has now, or one taken out with the new loan. */
export type PropertyLoan = {
  __typename?: 'PropertyLoan';
  creditLimit?: Maybe<Scalars['Float']['output']>;
  creditorName?: Maybe<Scalars['String']['output']>;
  isToBePaidOff?: Maybe<Scalars['Boolean']['output']>;
  lienType?: Maybe<LienType>;
  loanAmount?: Maybe<Scalars['Float']['output']>;
  monthlyPayment?: Maybe<Scalars['Float']['output']>;
  unpaidBalance?: Maybe<Scalars['Float']['output']>;
};

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

/** Where a buyer is in their home search (spec section 3, purchase stage). */
export type PurchaseStage =
  | 'CONTRACT'
  | 'OFFERS'
  | 'OPEN_HOUSES'
  | 'RESEARCHING';

export type Query = {
  __typename?: 'Query';
  /** Address suggestions as the user types (at least 3 characters). */
  addressSuggestions: Array<AddressSuggestion>;
  /** Events recorded for this browser's anonymous id, plus the signed-in user's own. */
  analyticsActivity: AnalyticsActivity;
  /** The signed-in user's documents of one of their applications, oldest first. Another user's application is NOT_FOUND. */
  applicationDocuments: Array<Document>;
  /** A published article, or null. */
  article?: Maybe<Article>;
  articleCategories: Array<ArticleCategory>;
  articleCategory?: Maybe<ArticleCategory>;
  /** Any article, draft or published, for a valid signed preview token (FORBIDDEN otherwise). */
  articlePreview?: Maybe<Article>;
  /** Published articles, newest first; limit at most 50. */
  articles: ArticlePage;
  faqEntries: Array<FaqEntry>;
  featureFlags: FeatureFlags;
  /** The signed-in user's preferences, or null when none are stored yet. */
  getMyPrivacyPreferences?: Maybe<PrivacyPreferences>;
  getRefiRates: RatesResult;
  legalDocument?: Maybe<LegalDocument>;
  /** Cost of any loan estimate a homeowner holds, ours or another lender's. */
  loanCost: LoanCost;
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
  /** Liveness of the GraphQL layer itself; also the baseline of the benchmarks. */
  ok: Scalars['Boolean']['output'];
  /** Details of a suggestion; null when the place id is unknown. */
  place?: Maybe<Place>;
  program?: Maybe<Program>;
  /** Programs while the programs flag is on, filtered by product, state availability and type. */
  programs: Array<Program>;
  purchaseApplications: Array<PurchaseApplication>;
  /** The rates page: calls getRefiRates. */
  ratesPage: RatesResult;
  /** One of the signed-in user's refinance applications; NOT_FOUND for anyone else's. */
  refinanceApplication: RefinanceApplication;
  refinanceApplications: Array<RefinanceApplication>;
  /** Other published articles to read next (same category first), at most limit (up to 6). */
  relatedArticles: Array<Article>;
  /** One of the signed-in user's restructure applications; NOT_FOUND for anyone else's. */
  restructureApplication: RestructureApplication;
  restructureApplications: Array<RestructureApplication>;
  testimonials: Array<Testimonial>;
};


export type QueryAddressSuggestionsArgs = {
  query: Scalars['String']['input'];
};


export type QueryAnalyticsActivityArgs = {
  anonymousId: Scalars['String']['input'];
};


export type QueryApplicationDocumentsArgs = {
  applicationType: DocumentApplicationType;
  applicationUuid: Scalars['UUID']['input'];
};


export type QueryArticleArgs = {
  slug: Scalars['String']['input'];
};


export type QueryArticleCategoryArgs = {
  slug: Scalars['String']['input'];
};


export type QueryArticlePreviewArgs = {
  slug: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type QueryArticlesArgs = {
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetRefiRatesArgs = {
  ratesInput: RatesInput;
};


export type QueryLegalDocumentArgs = {
  slug: Scalars['String']['input'];
};


export type QueryLoanCostArgs = {
  input: LoanCostInput;
};


export type QueryPlaceArgs = {
  placeId: Scalars['String']['input'];
};


export type QueryProgramArgs = {
  product: ProgramProduct;
  slug: Scalars['String']['input'];
};


export type QueryProgramsArgs = {
  product?: InputMaybe<ProgramProduct>;
  state?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<ProgramType>>;
};


export type QueryRatesPageArgs = {
  ratesInput: RatesInput;
};


export type QueryRefinanceApplicationArgs = {
  uuid: Scalars['UUID']['input'];
};


export type QueryRelatedArticlesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryRestructureApplicationArgs = {
  uuid: Scalars['UUID']['input'];
};

/** The spec's question map (section 3, application state). */
export type QuestionMap = {
  __typename?: 'QuestionMap';
  answeredQuestions: Array<Scalars['String']['output']>;
  endScreenIds: Array<Scalars['String']['output']>;
  percentAnswered: Scalars['Int']['output'];
  questions: Array<Scalars['String']['output']>;
  sectionComplete: Array<SectionCompletion>;
  totalAnsweredQuestions: Scalars['Int']['output'];
  totalQuestions: Scalars['Int']['output'];
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
  /** Why no option was found: OUT_OF_AREA from the spec, the rates codes of UserErrorCode otherwise. */
  errors: Array<UserError>;
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

export type RecordRestructureLinkClickedInput = {
  link: RestructureDocumentLink;
  uuid: Scalars['UUID']['input'];
};

export type RefinanceApplication = {
  __typename?: 'RefinanceApplication';
  /** Every answer, keyed by answer field. Taxpayer identifiers are masked (•••-••-6789). */
  answers: Scalars['JSONObject']['output'];
  applicantMode?: Maybe<ApplicantMode>;
  applicationSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  citizenship?: Maybe<Citizenship>;
  coBorrowerCitizenship?: Maybe<Citizenship>;
  coBorrowerDeclarations?: Maybe<Declarations>;
  coBorrowerDemographicsConsent?: Maybe<DemographicsConsent>;
  coBorrowerMaritalStatus?: Maybe<MaritalStatus>;
  coBorrowerMilitary?: Maybe<MilitaryService>;
  /** Ids of the answered questions. */
  completedQuestions: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  declarations: Declarations;
  demographicsConsent?: Maybe<DemographicsConsent>;
  employments: Array<Employment>;
  existingPropertyLoans: Array<PropertyLoan>;
  isLegalNameConfirmed: Scalars['Boolean']['output'];
  loanAmount?: Maybe<Scalars['Float']['output']>;
  /** The loan application's id in the lender's system, assigned on submission. */
  loanApplicationUuid?: Maybe<Scalars['UUID']['output']>;
  loanInterestType?: Maybe<MortgageInterestType>;
  loanType?: Maybe<LoanType>;
  maritalStatus?: Maybe<MaritalStatus>;
  military: MilitaryService;
  monthlyHousingCosts: MonthlyHousingCosts;
  noOfBorrowers: Scalars['Int']['output'];
  occupancy?: Maybe<ApplicationOccupancy>;
  plannedPropertyLoans: Array<PropertyLoan>;
  prequalUuid?: Maybe<Scalars['UUID']['output']>;
  /** The home being refinanced. */
  propertyLocation?: Maybe<Location>;
  propertyValue?: Maybe<Scalars['Float']['output']>;
  questionMap: QuestionMap;
  rateOption?: Maybe<ChosenRateOption>;
  /** The rate chosen on the rates page, if any. */
  rateOptionUuid?: Maybe<Scalars['UUID']['output']>;
  sections: Array<ApplicationSection>;
  updatedAt: Scalars['DateTime']['output'];
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

/** Answers to save; a field left out is left as it is, a null clears it. */
export type RestructureAnswersInput = {
  additionalMonthlyEquity?: InputMaybe<Scalars['Float']['input']>;
  cashOutAmount?: InputMaybe<Scalars['Float']['input']>;
  cashOutPurpose?: InputMaybe<CashOutPurpose>;
  coOwnerAnnualIncome?: InputMaybe<Scalars['Float']['input']>;
  coOwnerEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  employerName?: InputMaybe<Scalars['String']['input']>;
  employerPhone?: InputMaybe<Scalars['String']['input']>;
  employmentStartDate?: InputMaybe<Scalars['Date']['input']>;
  estimatedPropertyValue?: InputMaybe<Scalars['Float']['input']>;
  hasCoOwners?: InputMaybe<Scalars['Boolean']['input']>;
  hasHoa?: InputMaybe<Scalars['Boolean']['input']>;
  hasSecondLoan?: InputMaybe<Scalars['Boolean']['input']>;
  hoaFees?: InputMaybe<Scalars['Float']['input']>;
  incomeSource?: InputMaybe<IncomeSource>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  mortgageBalance?: InputMaybe<Scalars['Float']['input']>;
  ownerAnnualIncome?: InputMaybe<Scalars['Float']['input']>;
  paysOffSecondLoan?: InputMaybe<Scalars['Boolean']['input']>;
  productPreference?: InputMaybe<ProductPreference>;
  propertyUse?: InputMaybe<OccupancyType>;
  secondLoanBalance?: InputMaybe<Scalars['Float']['input']>;
  taxFileType?: InputMaybe<TaxFileType>;
};

/**
 * Application list entries for the navigation menu. The application records themselves
 * grow in their own domain files.
 */
export type RestructureApplication = {
  __typename?: 'RestructureApplication';
  additionalMonthlyEquity: Scalars['Float']['output'];
  approvalSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  approvedCashOutAmount?: Maybe<Scalars['Float']['output']>;
  cashOutAmount?: Maybe<Scalars['Float']['output']>;
  cashOutPurpose?: Maybe<CashOutPurpose>;
  coOwnerAnnualIncome?: Maybe<Scalars['Float']['output']>;
  coOwnerEmails: Array<Scalars['String']['output']>;
  contractAcceptedAt?: Maybe<Scalars['DateTime']['output']>;
  contractPageCount?: Maybe<Scalars['Int']['output']>;
  contractSummaryLinkClicked: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  denial?: Maybe<RestructureDenial>;
  /** Every denial the current answers meet, in the spec's words. */
  denials: Array<RestructureDenial>;
  /** Roofline's share at closing, in percent, once approved. */
  designatedPercentage?: Maybe<Scalars['Float']['output']>;
  /** Uploaded and generated (isSystemUpload) documents, oldest first. */
  documents: Array<Document>;
  employerName?: Maybe<Scalars['String']['output']>;
  employerPhone?: Maybe<Scalars['String']['output']>;
  employmentStartDate?: Maybe<Scalars['Date']['output']>;
  estimateSheetLinkClicked: Scalars['Boolean']['output'];
  estimatedMonthlyPaymentSaver?: Maybe<Scalars['Float']['output']>;
  estimatedPropertyValue?: Maybe<Scalars['Float']['output']>;
  /** After this moment an application not yet signed expires. */
  expirationDate: Scalars['DateTime']['output'];
  finalizeRestructureSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  hasCoOwners?: Maybe<Scalars['Boolean']['output']>;
  hasHoa?: Maybe<Scalars['Boolean']['output']>;
  hasSecondLoan?: Maybe<Scalars['Boolean']['output']>;
  hoaFees?: Maybe<Scalars['Float']['output']>;
  incomeSource?: Maybe<IncomeSource>;
  inspectionCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  lastUpdatedSection?: Maybe<Scalars['String']['output']>;
  manualBankVerificationAt?: Maybe<Scalars['DateTime']['output']>;
  microdepositVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Document types the review asked for and has not received. */
  missingDocuments: Array<Scalars['String']['output']>;
  monthlyPayment?: Maybe<Scalars['Float']['output']>;
  mortgageBalance?: Maybe<Scalars['Float']['output']>;
  /** The three products for the current answers; null until the home's value and loans are known or when a denial applies. */
  offer?: Maybe<RestructureOffer>;
  optionAgreementLinkClicked: Scalars['Boolean']['output'];
  optionAgreementViewedAt?: Maybe<Scalars['DateTime']['output']>;
  ownerAnnualIncome?: Maybe<Scalars['Float']['output']>;
  paymentBankAccount?: Maybe<PaymentBankAccount>;
  paysOffSecondLoan?: Maybe<Scalars['Boolean']['output']>;
  prequalUuid?: Maybe<Scalars['UUID']['output']>;
  productPreference?: Maybe<ProductPreference>;
  propertyLocation?: Maybe<Location>;
  propertyUse?: Maybe<OccupancyType>;
  secondLoanBalance?: Maybe<Scalars['Float']['output']>;
  sections: Array<ApplicationSection>;
  stage: RestructureStage;
  stageHistory: Array<RestructureStageChange>;
  taxFileType?: Maybe<TaxFileType>;
  termSheetLinkClicked: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  uploadsCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  uuid: Scalars['UUID']['output'];
};

export type RestructureApplicationInput = {
  uuid: Scalars['UUID']['input'];
};

export type RestructureApplicationPayload = {
  __typename?: 'RestructureApplicationPayload';
  /** Field-level problems (field names the input field), or a coded refusal of a stage change. */
  errors: Array<UserError>;
  /** The application after the change; null when it was refused. */
  restructureApplication?: Maybe<RestructureApplication>;
};

/** A reason the partnership cannot go ahead, in the spec's words (section 8). */
export type RestructureDenial = {
  __typename?: 'RestructureDenial';
  code: EligibilityDenialCode;
  message: Scalars['String']['output'];
};

/** A generated document's link the applicant can open. */
export type RestructureDocumentLink =
  | 'CONTRACT_SUMMARY'
  | 'ESTIMATE_SHEET'
  | 'OPTION_AGREEMENT'
  | 'TERM_SHEET';

/** The offer for the current answers: the most cash available and the three products side by side. */
export type RestructureOffer = {
  __typename?: 'RestructureOffer';
  cashAvailable: Scalars['Float']['output'];
  products: Array<RestructureProductTerms>;
};

/** One product's figures for the application's home, loans and cash. */
export type RestructureProductTerms = {
  __typename?: 'RestructureProductTerms';
  cashToHomeowner: Scalars['Float']['output'];
  /** Roofline's share of the home at closing, in percent. */
  designatedPercentage: Scalars['Float']['output'];
  estimatedMonthlyPaymentSaver: Scalars['Float']['output'];
  monthlyPayment: Scalars['Float']['output'];
  mortgagePayoff: Scalars['Float']['output'];
  product: ProductPreference;
  /** What Roofline pays: the cash, plus every loan paid off at closing. */
  purchaseAmount: Scalars['Float']['output'];
  reductionPayment: Scalars['Float']['output'];
  secondLoanPayoff: Scalars['Float']['output'];
  usageFee: Scalars['Float']['output'];
};

/** Spec section 4's restructure stages, plus the outcomes COMPLETED, DENIED and EXPIRED. */
export type RestructureStage =
  | 'ACCOUNT_VERIFICATION'
  | 'APPROVAL'
  | 'APPROVAL_MORE_INFO'
  | 'COMPLETED'
  | 'CONTRACT_REVIEW'
  | 'DENIED'
  | 'DOCUMENT_UPLOAD'
  | 'EXPIRED'
  | 'FINALIZE_RESTRUCTURE'
  | 'INSPECTION';

/** The audit trail: one entry per stage change. */
export type RestructureStageChange = {
  __typename?: 'RestructureStageChange';
  /** APPLICANT, REVIEWER or SYSTEM. */
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  fromStage: RestructureStage;
  reason?: Maybe<Scalars['String']['output']>;
  toStage: RestructureStage;
};

export type SaveRestructureApplicationAnswersInput = {
  answers: RestructureAnswersInput;
  uuid: Scalars['UUID']['input'];
};

/** One calculator search: the prequal it records, plus what only the results need. */
export type SearchRatesInput = {
  annualIncome?: InputMaybe<Scalars['Float']['input']>;
  filters?: InputMaybe<RatesFilters>;
  monthlyDebt?: InputMaybe<Scalars['Float']['input']>;
  prequal: PrequalInput;
};

export type SearchRatesPayload = {
  __typename?: 'SearchRatesPayload';
  errors: Array<UserError>;
  /** The prequal recorded for this search; null when the input was refused. */
  prequal?: Maybe<Prequal>;
  /** The priced result: the same stored result ratesPage returns for this scenario. */
  rates?: Maybe<RatesResult>;
};

export type SectionCompletion = {
  __typename?: 'SectionCompletion';
  complete: Scalars['Boolean']['output'];
  section: Scalars['String']['output'];
};

/** Spec section 3: a section is open, complete or locked (all lock once the application is submitted). */
export type SectionStatus =
  | 'COMPLETE'
  | 'LOCKED'
  | 'OPEN';

export type StartRefinanceApplicationInput = {
  prequalUuid: Scalars['UUID']['input'];
  /** A rate option from the prequal's rates, to apply for. */
  rateOptionUuid?: InputMaybe<Scalars['UUID']['input']>;
};

export type StartRefinanceApplicationPayload = {
  __typename?: 'StartRefinanceApplicationPayload';
  errors: Array<UserError>;
  refinanceApplication?: Maybe<RefinanceApplication>;
};

export type StartRestructureApplicationInput = {
  prequalUuid: Scalars['UUID']['input'];
};

export type SubmitRefinanceApplicationInput = {
  uuid: Scalars['UUID']['input'];
};

export type SubmitRefinanceApplicationPayload = {
  __typename?: 'SubmitRefinanceApplicationPayload';
  /** One INCOMPLETE error per unanswered question (field is the question id). */
  errors: Array<UserError>;
  refinanceApplication?: Maybe<RefinanceApplication>;
};

/** How the owners file their federal income tax. */
export type TaxFileType =
  | 'HEAD_OF_HOUSEHOLD'
  | 'MARRIED_FILING_JOINTLY'
  | 'MARRIED_FILING_SEPARATELY'
  | 'QUALIFYING_SURVIVING_SPOUSE'
  | 'SINGLE';

export type Testimonial = {
  __typename?: 'Testimonial';
  location: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quote: Scalars['String']['output'];
  /** Partnership, Refinance or Purchase. */
  topic: Scalars['String']['output'];
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

export type UploadDocumentInput = {
  applicationType: DocumentApplicationType;
  applicationUuid: Scalars['UUID']['input'];
  file: Scalars['File']['input'];
  type: DocumentType;
};

/**
 * errors explains a refusal field by field (file, type, documentUuid, applicationUuid) with codes
 * FILE_MISSING, FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, MALWARE_FOUND, QUOTA_EXCEEDED,
 * DOCUMENT_TYPE_NOT_UPLOADABLE, DOCUMENTS_LOCKED, SYSTEM_DOCUMENT. Nothing is kept on a refusal.
 */
export type UploadDocumentPayload = {
  __typename?: 'UploadDocumentPayload';
  document?: Maybe<Document>;
  errors: Array<UserError>;
};

export type UploadDocumentReplacementInput = {
  documentUuid: Scalars['UUID']['input'];
  file: Scalars['File']['input'];
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
  code: UserErrorCode;
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
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

export type ViewRestructureContractPageInput = {
  /** The page of the option agreement now on screen, from 1. */
  page: Scalars['Int']['input'];
  uuid: Scalars['UUID']['input'];
};

export type WaitlistEntry = {
  __typename?: 'WaitlistEntry';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  product: DealType;
  purchaseStage?: Maybe<PurchaseStage>;
  /** Two-letter state code derived from the ZIP code. */
  state?: Maybe<Scalars['String']['output']>;
  timeline?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['UUID']['output'];
  zip: Scalars['String']['output'];
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
  AnalyticsActivity: ResolverTypeWrapper<AnalyticsActivity>;
  AnswerRefinanceApplicationQuestionInput: AnswerRefinanceApplicationQuestionInput;
  AnswerRefinanceApplicationQuestionPayload: ResolverTypeWrapper<AnswerRefinanceApplicationQuestionPayload>;
  ApplicantMode: ApplicantMode;
  ApplicationOccupancy: ApplicationOccupancy;
  ApplicationSection: ResolverTypeWrapper<ApplicationSection>;
  ApplicationType: ApplicationType;
  Article: ResolverTypeWrapper<Article>;
  ArticleCategory: ResolverTypeWrapper<ArticleCategory>;
  ArticlePage: ResolverTypeWrapper<ArticlePage>;
  ArticleStatus: ArticleStatus;
  BankAccountType: BankAccountType;
  BankruptcyChapter: BankruptcyChapter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CashOutPurpose: CashOutPurpose;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ChosenRateOption: ResolverTypeWrapper<ChosenRateOption>;
  Citizenship: Citizenship;
  ConsentKind: ConsentKind;
  CreatePrequalPayload: ResolverTypeWrapper<Omit<CreatePrequalPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  CreditScoreRange: CreditScoreRange;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DealType: DealType;
  Declarations: ResolverTypeWrapper<Declarations>;
  DeleteDocumentInput: DeleteDocumentInput;
  DeleteDocumentPayload: ResolverTypeWrapper<DeleteDocumentPayload>;
  DemographicsConsent: DemographicsConsent;
  Document: ResolverTypeWrapper<DocumentModel>;
  DocumentApplicationType: DocumentApplicationType;
  DocumentScanStatus: DocumentScanStatus;
  DocumentType: DocumentType;
  EligibilityDenial: ResolverTypeWrapper<EligibilityDenial>;
  EligibilityDenialCode: EligibilityDenialCode;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Employment: ResolverTypeWrapper<Employment>;
  ErrorCode: ErrorCode;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FeeLine: ResolverTypeWrapper<FeeLine>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FinalizeRestructureInput: FinalizeRestructureInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HousingStatus: HousingStatus;
  IncomeSource: IncomeSource;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  JoinWaitlistInput: JoinWaitlistInput;
  JoinWaitlistPayload: ResolverTypeWrapper<JoinWaitlistPayload>;
  LegalDocument: ResolverTypeWrapper<LegalDocument>;
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
  MaritalStatus: MaritalStatus;
  MilitaryService: ResolverTypeWrapper<MilitaryService>;
  MilitaryStatus: MilitaryStatus;
  MonthlyHousingCosts: ResolverTypeWrapper<MonthlyHousingCosts>;
  MortgageInterestType: MortgageInterestType;
  MortgageType: MortgageType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewUserInput: NewUserInput;
  OccupancyType: OccupancyType;
  PaymentBankAccount: ResolverTypeWrapper<PaymentBankAccount>;
  PaymentBankAccountInput: PaymentBankAccountInput;
  Place: ResolverTypeWrapper<Place>;
  Prequal: ResolverTypeWrapper<Prequal>;
  PrequalInput: PrequalInput;
  PriorHomeStatus: PriorHomeStatus;
  PrivacyPreferences: ResolverTypeWrapper<PrivacyPreferences>;
  PrivacyPreferencesInput: PrivacyPreferencesInput;
  ProductEligibility: ResolverTypeWrapper<ProductEligibility>;
  ProductFunnel: ProductFunnel;
  ProductPreference: ProductPreference;
  Program: ResolverTypeWrapper<Program>;
  ProgramHighlight: ResolverTypeWrapper<ProgramHighlight>;
  ProgramProduct: ProgramProduct;
  ProgramType: ProgramType;
  PropertyLoan: ResolverTypeWrapper<PropertyLoan>;
  PropertyType: PropertyType;
  PurchaseApplication: ResolverTypeWrapper<PurchaseApplication>;
  PurchaseStage: PurchaseStage;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionMap: ResolverTypeWrapper<QuestionMap>;
  RateOption: ResolverTypeWrapper<RateOption>;
  RatesFilters: RatesFilters;
  RatesInput: RatesInput;
  RatesResult: ResolverTypeWrapper<RatesResult>;
  RatesSort: RatesSort;
  RecordConsentInput: RecordConsentInput;
  RecordConsentPayload: ResolverTypeWrapper<Omit<RecordConsentPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  RecordRestructureLinkClickedInput: RecordRestructureLinkClickedInput;
  RefinanceApplication: ResolverTypeWrapper<RefinanceApplication>;
  RequestEmailVerificationPayload: ResolverTypeWrapper<RequestEmailVerificationPayload>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RestructureAnswersInput: RestructureAnswersInput;
  RestructureApplication: ResolverTypeWrapper<RestructureApplicationView>;
  RestructureApplicationInput: RestructureApplicationInput;
  RestructureApplicationPayload: ResolverTypeWrapper<Omit<RestructureApplicationPayload, 'restructureApplication'> & { restructureApplication?: Maybe<ResolversTypes['RestructureApplication']> }>;
  RestructureDenial: ResolverTypeWrapper<RestructureDenial>;
  RestructureDocumentLink: RestructureDocumentLink;
  RestructureOffer: ResolverTypeWrapper<RestructureOffer>;
  RestructureProductTerms: ResolverTypeWrapper<RestructureProductTerms>;
  RestructureStage: RestructureStage;
  RestructureStageChange: ResolverTypeWrapper<RestructureStageChange>;
  SaveRestructureApplicationAnswersInput: SaveRestructureApplicationAnswersInput;
  SearchRatesInput: SearchRatesInput;
  SearchRatesPayload: ResolverTypeWrapper<SearchRatesPayload>;
  SectionCompletion: ResolverTypeWrapper<SectionCompletion>;
  SectionStatus: SectionStatus;
  StartRefinanceApplicationInput: StartRefinanceApplicationInput;
  StartRefinanceApplicationPayload: ResolverTypeWrapper<StartRefinanceApplicationPayload>;
  StartRestructureApplicationInput: StartRestructureApplicationInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitRefinanceApplicationInput: SubmitRefinanceApplicationInput;
  SubmitRefinanceApplicationPayload: ResolverTypeWrapper<SubmitRefinanceApplicationPayload>;
  TaxFileType: TaxFileType;
  Testimonial: ResolverTypeWrapper<Testimonial>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UploadDocumentInput: UploadDocumentInput;
  UploadDocumentPayload: ResolverTypeWrapper<Omit<UploadDocumentPayload, 'document'> & { document?: Maybe<ResolversTypes['Document']> }>;
  UploadDocumentReplacementInput: UploadDocumentReplacementInput;
  User: ResolverTypeWrapper<UserModel>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  UserProperty: ResolverTypeWrapper<UserProperty>;
  VerifyEmailInput: VerifyEmailInput;
  VerifyEmailPayload: ResolverTypeWrapper<VerifyEmailPayload>;
  ViewRestructureContractPageInput: ViewRestructureContractPageInput;
  WaitlistEntry: ResolverTypeWrapper<WaitlistEntry>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActiveApplication: ActiveApplication;
  AddressSuggestion: AddressSuggestion;
  AmortizationYear: AmortizationYear;
  AnalyticsActivity: AnalyticsActivity;
  AnswerRefinanceApplicationQuestionInput: AnswerRefinanceApplicationQuestionInput;
  AnswerRefinanceApplicationQuestionPayload: AnswerRefinanceApplicationQuestionPayload;
  ApplicationSection: ApplicationSection;
  Article: Article;
  ArticleCategory: ArticleCategory;
  ArticlePage: ArticlePage;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ChosenRateOption: ChosenRateOption;
  CreatePrequalPayload: Omit<CreatePrequalPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Declarations: Declarations;
  DeleteDocumentInput: DeleteDocumentInput;
  DeleteDocumentPayload: DeleteDocumentPayload;
  Document: DocumentModel;
  EligibilityDenial: EligibilityDenial;
  EmailAddress: Scalars['EmailAddress']['output'];
  Employment: Employment;
  FaqEntry: FaqEntry;
  FeatureFlags: FeatureFlags;
  FeeLine: FeeLine;
  File: Scalars['File']['output'];
  FinalizeRestructureInput: FinalizeRestructureInput;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  JoinWaitlistInput: JoinWaitlistInput;
  JoinWaitlistPayload: JoinWaitlistPayload;
  LegalDocument: LegalDocument;
  Lender: Lender;
  LoanCost: LoanCost;
  LoanCostInput: LoanCostInput;
  Location: Location;
  LocationInput: LocationInput;
  MailingAddress: MailingAddress;
  MailingAddressInput: MailingAddressInput;
  MilitaryService: MilitaryService;
  MonthlyHousingCosts: MonthlyHousingCosts;
  Mutation: Record<PropertyKey, never>;
  NewUserInput: NewUserInput;
  PaymentBankAccount: PaymentBankAccount;
  PaymentBankAccountInput: PaymentBankAccountInput;
  Place: Place;
  Prequal: Prequal;
  PrequalInput: PrequalInput;
  PrivacyPreferences: PrivacyPreferences;
  PrivacyPreferencesInput: PrivacyPreferencesInput;
  ProductEligibility: ProductEligibility;
  Program: Program;
  ProgramHighlight: ProgramHighlight;
  PropertyLoan: PropertyLoan;
  PurchaseApplication: PurchaseApplication;
  Query: Record<PropertyKey, never>;
  QuestionMap: QuestionMap;
  RateOption: RateOption;
  RatesFilters: RatesFilters;
  RatesInput: RatesInput;
  RatesResult: RatesResult;
  RecordConsentInput: RecordConsentInput;
  RecordConsentPayload: Omit<RecordConsentPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  RecordRestructureLinkClickedInput: RecordRestructureLinkClickedInput;
  RefinanceApplication: RefinanceApplication;
  RequestEmailVerificationPayload: RequestEmailVerificationPayload;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RestructureAnswersInput: RestructureAnswersInput;
  RestructureApplication: RestructureApplicationView;
  RestructureApplicationInput: RestructureApplicationInput;
  RestructureApplicationPayload: Omit<RestructureApplicationPayload, 'restructureApplication'> & { restructureApplication?: Maybe<ResolversParentTypes['RestructureApplication']> };
  RestructureDenial: RestructureDenial;
  RestructureOffer: RestructureOffer;
  RestructureProductTerms: RestructureProductTerms;
  RestructureStageChange: RestructureStageChange;
  SaveRestructureApplicationAnswersInput: SaveRestructureApplicationAnswersInput;
  SearchRatesInput: SearchRatesInput;
  SearchRatesPayload: SearchRatesPayload;
  SectionCompletion: SectionCompletion;
  StartRefinanceApplicationInput: StartRefinanceApplicationInput;
  StartRefinanceApplicationPayload: StartRefinanceApplicationPayload;
  StartRestructureApplicationInput: StartRestructureApplicationInput;
  String: Scalars['String']['output'];
  SubmitRefinanceApplicationInput: SubmitRefinanceApplicationInput;
  SubmitRefinanceApplicationPayload: SubmitRefinanceApplicationPayload;
  Testimonial: Testimonial;
  UUID: Scalars['UUID']['output'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UploadDocumentInput: UploadDocumentInput;
  UploadDocumentPayload: Omit<UploadDocumentPayload, 'document'> & { document?: Maybe<ResolversParentTypes['Document']> };
  UploadDocumentReplacementInput: UploadDocumentReplacementInput;
  User: UserModel;
  UserError: UserError;
  UserProperty: UserProperty;
  VerifyEmailInput: VerifyEmailInput;
  VerifyEmailPayload: VerifyEmailPayload;
  ViewRestructureContractPageInput: ViewRestructureContractPageInput;
  WaitlistEntry: WaitlistEntry;
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

export type AnalyticsActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsActivity'] = ResolversParentTypes['AnalyticsActivity']> = {
  eventCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastEventAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AnswerRefinanceApplicationQuestionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerRefinanceApplicationQuestionPayload'] = ResolversParentTypes['AnswerRefinanceApplicationQuestionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  refinanceApplication?: Resolver<Maybe<ResolversTypes['RefinanceApplication']>, ParentType, ContextType>;
};

export type ApplicationSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationSection'] = ResolversParentTypes['ApplicationSection']> = {
  firstQuestionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentComplete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ArticleCategory'], ParentType, ContextType>;
  heroImageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heroImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  readingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ArticleStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type ArticleCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleCategory'] = ResolversParentTypes['ArticleCategory']> = {
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type ArticlePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticlePage'] = ResolversParentTypes['ArticlePage']> = {
  articles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChosenRateOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChosenRateOption'] = ResolversParentTypes['ChosenRateOption']> = {
  apr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  baseLoanAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  interestRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  loanProgramCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyPI?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricingResultUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  rateOptionUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  totalFees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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

export type DeclarationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Declarations'] = ResolversParentTypes['Declarations']> = {
  alimonyExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankruptcyChapters?: Resolver<Array<ResolversTypes['BankruptcyChapter']>, ParentType, ContextType>;
  bankruptcyDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bankruptcyExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  borrowedAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  borrowedFundsExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coSignerExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deedInLieuDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deedInLieuExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  federalDebtExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foreclosureDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  foreclosureExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hadOwnershipInterestInLastThreeYears?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasCompletedShortSale?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasConveyedTitleInLieuOfForeclosure?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasDeclaredBankruptcy?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasOutstandingJudgments?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPriorityLien?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPropertyForeclosed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isApplyingForNewCredit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isApplyingForOtherMortgage?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isCoSignerOrEndorserOnNote?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isDelinquentOnFederalDebt?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isDownPaymentBorrowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isObligatedToPayAlimonyOrChildSupport?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPartyToLawsuit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  judgmentsExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lawsuitExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortSaleDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  shortSaleExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  willOccupyAsPrimaryResidence?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type DeleteDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteDocumentPayload'] = ResolversParentTypes['DeleteDocumentPayload']> = {
  deletedDocumentUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = {
  applicationType?: Resolver<ResolversTypes['DocumentApplicationType'], ParentType, ContextType>;
  applicationUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSystemUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scanStatus?: Resolver<ResolversTypes['DocumentScanStatus'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type EligibilityDenialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EligibilityDenial'] = ResolversParentTypes['EligibilityDenial']> = {
  code?: Resolver<ResolversTypes['EligibilityDenialCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type EmploymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Employment'] = ResolversParentTypes['Employment']> = {
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  isCurrentEmployment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimaryApplicant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelfEmployed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthsInProfession?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  yearsInProfession?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FaqEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FaqEntry'] = ResolversParentTypes['FaqEntry']> = {
  answerHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type FeatureFlagsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = {
  directEquityTransactions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  equityBuilderCutoffDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identityConnection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lenderNames?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licensedStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  multipleDashboard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnershipWaitlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacyCookie?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programFilters?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programsCustomDetailContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  programsShowListing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FeeLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeLine'] = ResolversParentTypes['FeeLine']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['LoanEstimateSection'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JoinWaitlistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinWaitlistPayload'] = ResolversParentTypes['JoinWaitlistPayload']> = {
  entry?: Resolver<Maybe<ResolversTypes['WaitlistEntry']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LegalDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegalDocument'] = ResolversParentTypes['LegalDocument']> = {
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectiveDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type MilitaryServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MilitaryService'] = ResolversParentTypes['MilitaryService']> = {
  hasMilitaryService?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  serviceExpiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['MilitaryStatus']>, ParentType, ContextType>;
};

export type MonthlyHousingCostsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyHousingCosts'] = ResolversParentTypes['MonthlyHousingCosts']> = {
  hoaDues?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  homeownersInsurance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mortgageInsurance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  other?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  propertyTaxes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptRestructureContract?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationAcceptRestructureContractArgs, 'input'>>;
  acknowledgePrivacyPreferencesBanner?: Resolver<ResolversTypes['PrivacyPreferences'], ParentType, ContextType>;
  answerRefinanceApplicationQuestion?: Resolver<ResolversTypes['AnswerRefinanceApplicationQuestionPayload'], ParentType, ContextType, RequireFields<MutationAnswerRefinanceApplicationQuestionArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  completeRestructureUploads?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationCompleteRestructureUploadsArgs, 'input'>>;
  createPrequal?: Resolver<ResolversTypes['CreatePrequalPayload'], ParentType, ContextType, RequireFields<MutationCreatePrequalArgs, 'prequalInput'>>;
  deleteDocument?: Resolver<ResolversTypes['DeleteDocumentPayload'], ParentType, ContextType, RequireFields<MutationDeleteDocumentArgs, 'input'>>;
  finalizeRestructure?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationFinalizeRestructureArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['JoinWaitlistPayload'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  recordConsent?: Resolver<ResolversTypes['RecordConsentPayload'], ParentType, ContextType, RequireFields<MutationRecordConsentArgs, 'input'>>;
  recordRestructureLinkClicked?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationRecordRestructureLinkClickedArgs, 'input'>>;
  requestEmailVerification?: Resolver<ResolversTypes['RequestEmailVerificationPayload'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveRestructureApplicationAnswers?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveRestructureApplicationAnswersArgs, 'input'>>;
  searchRates?: Resolver<ResolversTypes['SearchRatesPayload'], ParentType, ContextType, RequireFields<MutationSearchRatesArgs, 'input'>>;
  setPrivacyPreferences?: Resolver<ResolversTypes['PrivacyPreferences'], ParentType, ContextType, RequireFields<MutationSetPrivacyPreferencesArgs, 'preferences'>>;
  startRefinanceApplication?: Resolver<ResolversTypes['StartRefinanceApplicationPayload'], ParentType, ContextType, RequireFields<MutationStartRefinanceApplicationArgs, 'input'>>;
  startRestructureApplication?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationStartRestructureApplicationArgs, 'input'>>;
  submitRefinanceApplication?: Resolver<ResolversTypes['SubmitRefinanceApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitRefinanceApplicationArgs, 'input'>>;
  submitRestructureApplication?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitRestructureApplicationArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadDocument?: Resolver<ResolversTypes['UploadDocumentPayload'], ParentType, ContextType, RequireFields<MutationUploadDocumentArgs, 'input'>>;
  uploadDocumentReplacement?: Resolver<ResolversTypes['UploadDocumentPayload'], ParentType, ContextType, RequireFields<MutationUploadDocumentReplacementArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailPayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
  viewRestructureContractPage?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationViewRestructureContractPageArgs, 'input'>>;
};

export type PaymentBankAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentBankAccount'] = ResolversParentTypes['PaymentBankAccount']> = {
  accountHolderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['BankAccountType'], ParentType, ContextType>;
  mask?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  routingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  pricingResultUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
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

export type PrivacyPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivacyPreferences'] = ResolversParentTypes['PrivacyPreferences']> = {
  analytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bannerLastAcknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  functionality?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  security?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thirdParty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type ProductEligibilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductEligibility'] = ResolversParentTypes['ProductEligibility']> = {
  denials?: Resolver<Array<ResolversTypes['EligibilityDenial']>, ParentType, ContextType>;
  refinanceEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restructureEligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  detailHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eligibility?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['ProgramHighlight']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationwide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProgramProduct'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProgramType'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type ProgramHighlightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProgramHighlight'] = ResolversParentTypes['ProgramHighlight']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyLoanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyLoan'] = ResolversParentTypes['PropertyLoan']> = {
  creditLimit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  creditorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isToBePaidOff?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lienType?: Resolver<Maybe<ResolversTypes['LienType']>, ParentType, ContextType>;
  loanAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthlyPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unpaidBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PurchaseApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseApplication'] = ResolversParentTypes['PurchaseApplication']> = {
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressSuggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'query'>>;
  analyticsActivity?: Resolver<ResolversTypes['AnalyticsActivity'], ParentType, ContextType, RequireFields<QueryAnalyticsActivityArgs, 'anonymousId'>>;
  applicationDocuments?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType, RequireFields<QueryApplicationDocumentsArgs, 'applicationType' | 'applicationUuid'>>;
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'slug'>>;
  articleCategories?: Resolver<Array<ResolversTypes['ArticleCategory']>, ParentType, ContextType>;
  articleCategory?: Resolver<Maybe<ResolversTypes['ArticleCategory']>, ParentType, ContextType, RequireFields<QueryArticleCategoryArgs, 'slug'>>;
  articlePreview?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticlePreviewArgs, 'slug' | 'token'>>;
  articles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, RequireFields<QueryArticlesArgs, 'limit' | 'offset'>>;
  faqEntries?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  featureFlags?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  getMyPrivacyPreferences?: Resolver<Maybe<ResolversTypes['PrivacyPreferences']>, ParentType, ContextType>;
  getRefiRates?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryGetRefiRatesArgs, 'ratesInput'>>;
  legalDocument?: Resolver<Maybe<ResolversTypes['LegalDocument']>, ParentType, ContextType, RequireFields<QueryLegalDocumentArgs, 'slug'>>;
  loanCost?: Resolver<ResolversTypes['LoanCost'], ParentType, ContextType, RequireFields<QueryLoanCostArgs, 'input'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'placeId'>>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'product' | 'slug'>>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType, Partial<QueryProgramsArgs>>;
  purchaseApplications?: Resolver<Array<ResolversTypes['PurchaseApplication']>, ParentType, ContextType>;
  ratesPage?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryRatesPageArgs, 'ratesInput'>>;
  refinanceApplication?: Resolver<ResolversTypes['RefinanceApplication'], ParentType, ContextType, RequireFields<QueryRefinanceApplicationArgs, 'uuid'>>;
  refinanceApplications?: Resolver<Array<ResolversTypes['RefinanceApplication']>, ParentType, ContextType>;
  relatedArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryRelatedArticlesArgs, 'limit' | 'slug'>>;
  restructureApplication?: Resolver<ResolversTypes['RestructureApplication'], ParentType, ContextType, RequireFields<QueryRestructureApplicationArgs, 'uuid'>>;
  restructureApplications?: Resolver<Array<ResolversTypes['RestructureApplication']>, ParentType, ContextType>;
  testimonials?: Resolver<Array<ResolversTypes['Testimonial']>, ParentType, ContextType>;
};

export type QuestionMapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionMap'] = ResolversParentTypes['QuestionMap']> = {
  answeredQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  endScreenIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  percentAnswered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sectionComplete?: Resolver<Array<ResolversTypes['SectionCompletion']>, ParentType, ContextType>;
  totalAnsweredQuestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalQuestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type RatesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatesResult'] = ResolversParentTypes['RatesResult']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  pricingResultUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  rateOptions?: Resolver<Array<ResolversTypes['RateOption']>, ParentType, ContextType>;
  rateSheetEffectiveAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RecordConsentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordConsentPayload'] = ResolversParentTypes['RecordConsentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RefinanceApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefinanceApplication'] = ResolversParentTypes['RefinanceApplication']> = {
  answers?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  applicantMode?: Resolver<Maybe<ResolversTypes['ApplicantMode']>, ParentType, ContextType>;
  applicationSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  citizenship?: Resolver<Maybe<ResolversTypes['Citizenship']>, ParentType, ContextType>;
  coBorrowerCitizenship?: Resolver<Maybe<ResolversTypes['Citizenship']>, ParentType, ContextType>;
  coBorrowerDeclarations?: Resolver<Maybe<ResolversTypes['Declarations']>, ParentType, ContextType>;
  coBorrowerDemographicsConsent?: Resolver<Maybe<ResolversTypes['DemographicsConsent']>, ParentType, ContextType>;
  coBorrowerMaritalStatus?: Resolver<Maybe<ResolversTypes['MaritalStatus']>, ParentType, ContextType>;
  coBorrowerMilitary?: Resolver<Maybe<ResolversTypes['MilitaryService']>, ParentType, ContextType>;
  completedQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  declarations?: Resolver<ResolversTypes['Declarations'], ParentType, ContextType>;
  demographicsConsent?: Resolver<Maybe<ResolversTypes['DemographicsConsent']>, ParentType, ContextType>;
  employments?: Resolver<Array<ResolversTypes['Employment']>, ParentType, ContextType>;
  existingPropertyLoans?: Resolver<Array<ResolversTypes['PropertyLoan']>, ParentType, ContextType>;
  isLegalNameConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loanAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  loanApplicationUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  loanInterestType?: Resolver<Maybe<ResolversTypes['MortgageInterestType']>, ParentType, ContextType>;
  loanType?: Resolver<Maybe<ResolversTypes['LoanType']>, ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['MaritalStatus']>, ParentType, ContextType>;
  military?: Resolver<ResolversTypes['MilitaryService'], ParentType, ContextType>;
  monthlyHousingCosts?: Resolver<ResolversTypes['MonthlyHousingCosts'], ParentType, ContextType>;
  noOfBorrowers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupancy?: Resolver<Maybe<ResolversTypes['ApplicationOccupancy']>, ParentType, ContextType>;
  plannedPropertyLoans?: Resolver<Array<ResolversTypes['PropertyLoan']>, ParentType, ContextType>;
  prequalUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  propertyLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  propertyValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  questionMap?: Resolver<ResolversTypes['QuestionMap'], ParentType, ContextType>;
  rateOption?: Resolver<Maybe<ResolversTypes['ChosenRateOption']>, ParentType, ContextType>;
  rateOptionUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ApplicationSection']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  additionalMonthlyEquity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approvalSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approvedCashOutAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cashOutAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cashOutPurpose?: Resolver<Maybe<ResolversTypes['CashOutPurpose']>, ParentType, ContextType>;
  coOwnerAnnualIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coOwnerEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  contractAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractPageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contractSummaryLinkClicked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  denial?: Resolver<Maybe<ResolversTypes['RestructureDenial']>, ParentType, ContextType>;
  denials?: Resolver<Array<ResolversTypes['RestructureDenial']>, ParentType, ContextType>;
  designatedPercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  employerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employmentStartDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  estimateSheetLinkClicked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estimatedMonthlyPaymentSaver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedPropertyValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expirationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finalizeRestructureSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasCoOwners?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasHoa?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasSecondLoan?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hoaFees?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  incomeSource?: Resolver<Maybe<ResolversTypes['IncomeSource']>, ParentType, ContextType>;
  inspectionCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdatedSection?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manualBankVerificationAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  microdepositVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  missingDocuments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mortgageBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['RestructureOffer']>, ParentType, ContextType>;
  optionAgreementLinkClicked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optionAgreementViewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ownerAnnualIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  paymentBankAccount?: Resolver<Maybe<ResolversTypes['PaymentBankAccount']>, ParentType, ContextType>;
  paysOffSecondLoan?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  prequalUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  productPreference?: Resolver<Maybe<ResolversTypes['ProductPreference']>, ParentType, ContextType>;
  propertyLocation?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  propertyUse?: Resolver<Maybe<ResolversTypes['OccupancyType']>, ParentType, ContextType>;
  secondLoanBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ApplicationSection']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['RestructureStage'], ParentType, ContextType>;
  stageHistory?: Resolver<Array<ResolversTypes['RestructureStageChange']>, ParentType, ContextType>;
  taxFileType?: Resolver<Maybe<ResolversTypes['TaxFileType']>, ParentType, ContextType>;
  termSheetLinkClicked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadsCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type RestructureApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureApplicationPayload'] = ResolversParentTypes['RestructureApplicationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  restructureApplication?: Resolver<Maybe<ResolversTypes['RestructureApplication']>, ParentType, ContextType>;
};

export type RestructureDenialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureDenial'] = ResolversParentTypes['RestructureDenial']> = {
  code?: Resolver<ResolversTypes['EligibilityDenialCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RestructureOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureOffer'] = ResolversParentTypes['RestructureOffer']> = {
  cashAvailable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['RestructureProductTerms']>, ParentType, ContextType>;
};

export type RestructureProductTermsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureProductTerms'] = ResolversParentTypes['RestructureProductTerms']> = {
  cashToHomeowner?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  designatedPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  estimatedMonthlyPaymentSaver?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mortgagePayoff?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductPreference'], ParentType, ContextType>;
  purchaseAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reductionPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  secondLoanPayoff?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  usageFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RestructureStageChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureStageChange'] = ResolversParentTypes['RestructureStageChange']> = {
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromStage?: Resolver<ResolversTypes['RestructureStage'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStage?: Resolver<ResolversTypes['RestructureStage'], ParentType, ContextType>;
};

export type SearchRatesPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchRatesPayload'] = ResolversParentTypes['SearchRatesPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  prequal?: Resolver<Maybe<ResolversTypes['Prequal']>, ParentType, ContextType>;
  rates?: Resolver<Maybe<ResolversTypes['RatesResult']>, ParentType, ContextType>;
};

export type SectionCompletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SectionCompletion'] = ResolversParentTypes['SectionCompletion']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartRefinanceApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartRefinanceApplicationPayload'] = ResolversParentTypes['StartRefinanceApplicationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  refinanceApplication?: Resolver<Maybe<ResolversTypes['RefinanceApplication']>, ParentType, ContextType>;
};

export type SubmitRefinanceApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitRefinanceApplicationPayload'] = ResolversParentTypes['SubmitRefinanceApplicationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  refinanceApplication?: Resolver<Maybe<ResolversTypes['RefinanceApplication']>, ParentType, ContextType>;
};

export type TestimonialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Testimonial'] = ResolversParentTypes['Testimonial']> = {
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export interface UuidScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['UUID'], any> {
  name: 'UUID';
}

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UploadDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UploadDocumentPayload'] = ResolversParentTypes['UploadDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
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

export type WaitlistEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitlistEntry'] = ResolversParentTypes['WaitlistEntry']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['DealType'], ParentType, ContextType>;
  purchaseStage?: Resolver<Maybe<ResolversTypes['PurchaseStage']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActiveApplication?: ActiveApplicationResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AmortizationYear?: AmortizationYearResolvers<ContextType>;
  AnalyticsActivity?: AnalyticsActivityResolvers<ContextType>;
  AnswerRefinanceApplicationQuestionPayload?: AnswerRefinanceApplicationQuestionPayloadResolvers<ContextType>;
  ApplicationSection?: ApplicationSectionResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleCategory?: ArticleCategoryResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ChosenRateOption?: ChosenRateOptionResolvers<ContextType>;
  CreatePrequalPayload?: CreatePrequalPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Declarations?: DeclarationsResolvers<ContextType>;
  DeleteDocumentPayload?: DeleteDocumentPayloadResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  EligibilityDenial?: EligibilityDenialResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  Employment?: EmploymentResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FeeLine?: FeeLineResolvers<ContextType>;
  File?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  JoinWaitlistPayload?: JoinWaitlistPayloadResolvers<ContextType>;
  LegalDocument?: LegalDocumentResolvers<ContextType>;
  Lender?: LenderResolvers<ContextType>;
  LoanCost?: LoanCostResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MailingAddress?: MailingAddressResolvers<ContextType>;
  MilitaryService?: MilitaryServiceResolvers<ContextType>;
  MonthlyHousingCosts?: MonthlyHousingCostsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaymentBankAccount?: PaymentBankAccountResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Prequal?: PrequalResolvers<ContextType>;
  PrivacyPreferences?: PrivacyPreferencesResolvers<ContextType>;
  ProductEligibility?: ProductEligibilityResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramHighlight?: ProgramHighlightResolvers<ContextType>;
  PropertyLoan?: PropertyLoanResolvers<ContextType>;
  PurchaseApplication?: PurchaseApplicationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionMap?: QuestionMapResolvers<ContextType>;
  RateOption?: RateOptionResolvers<ContextType>;
  RatesResult?: RatesResultResolvers<ContextType>;
  RecordConsentPayload?: RecordConsentPayloadResolvers<ContextType>;
  RefinanceApplication?: RefinanceApplicationResolvers<ContextType>;
  RequestEmailVerificationPayload?: RequestEmailVerificationPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RestructureApplication?: RestructureApplicationResolvers<ContextType>;
  RestructureApplicationPayload?: RestructureApplicationPayloadResolvers<ContextType>;
  RestructureDenial?: RestructureDenialResolvers<ContextType>;
  RestructureOffer?: RestructureOfferResolvers<ContextType>;
  RestructureProductTerms?: RestructureProductTermsResolvers<ContextType>;
  RestructureStageChange?: RestructureStageChangeResolvers<ContextType>;
  SearchRatesPayload?: SearchRatesPayloadResolvers<ContextType>;
  SectionCompletion?: SectionCompletionResolvers<ContextType>;
  StartRefinanceApplicationPayload?: StartRefinanceApplicationPayloadResolvers<ContextType>;
  SubmitRefinanceApplicationPayload?: SubmitRefinanceApplicationPayloadResolvers<ContextType>;
  Testimonial?: TestimonialResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UploadDocumentPayload?: UploadDocumentPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserProperty?: UserPropertyResolvers<ContextType>;
  VerifyEmailPayload?: VerifyEmailPayloadResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
};

