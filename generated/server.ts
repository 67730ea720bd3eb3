import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { User as UserModel } from '../api/src/models/User.js';
import type { RestructureApplicationView } from '../api/src/services/restructureApplication/view.js';
import type { Document as DocumentModel } from '../api/src/models/Document.js';
import type { PurchaseApplicationView } from '../api/src/services/purchaseApplication/view.js';
import type { PropertyDashboardView } from '../api/src/services/properties/dashboardView.js';
import type { PaymentMethod as PaymentMethodModel } from '../api/src/models/PaymentMethod.js';
import type { FinancialItem as FinancialItemModel } from '../api/src/models/FinancialItem.js';
import type { FinancialAccount as FinancialAccountModel } from '../api/src/models/FinancialAccount.js';
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

export type AcceptPropertyInvitationInput = {
  propertyUuid: Scalars['UUID']['input'];
  token: Scalars['String']['input'];
};

export type AcceptPropertyInvitationPayload = {
  __typename?: 'AcceptPropertyInvitationPayload';
  accepted: Scalars['Boolean']['output'];
  errors: Array<UserError>;
};

export type AcceptPurchaseInvitationInput = {
  /** With no account yet: the account to create for the invited email address (signed in at once). */
  newUser?: InputMaybe<PurchaseInviteeInput>;
  /** The token from the invitation mail. */
  token: Scalars['String']['input'];
};

export type AccountVerificationStatus =
  /** The micro-deposits were confirmed. */
  | 'MANUALLY_VERIFIED'
  | 'PENDING_AUTOMATIC_VERIFICATION'
  /** Waiting for the user to confirm two micro-deposits. */
  | 'PENDING_MANUAL_VERIFICATION'
  | 'VERIFICATION_FAILED'
  /** Verified by logging in to the bank. */
  | 'VERIFIED';

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

/** Who answers a question of a purchase application. */
export type ApplicationParty =
  | 'APPLICANT'
  | 'CO_APPLICANT';

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

/** The latest voided check or bank statement sent to verify a linked bank account (recordManualBankVerification sends one). */
export type BankAccountDocumentReview = {
  __typename?: 'BankAccountDocumentReview';
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** VOIDED_CHECK or BANK_ACCOUNT_STATEMENT. */
  documentType: DocumentType;
  financialItemUuid: Scalars['UUID']['output'];
  /** Why the document did not verify the account; REJECTED only. */
  reason?: Maybe<Scalars['String']['output']>;
  status: BankAccountDocumentReviewStatus;
  submittedAt: Scalars['DateTime']['output'];
  uuid: Scalars['UUID']['output'];
};

/** Where a voided check or bank statement sent to verify a bank account stands (§3.219). */
export type BankAccountDocumentReviewStatus =
  /** Sent; the account is not usable for payments until it is verified. */
  | 'PENDING'
  /** Refused; reason says why (another document may be sent). */
  | 'REJECTED'
  /** Approved: the account is verified and usable for payments. */
  | 'VERIFIED';

export type BankAccountType =
  | 'CHECKING'
  | 'SAVINGS';

/** The kinds of application a bank is linked for (each has its OAuth return page). */
export type BankLinkApplicationType =
  | 'PURCHASE'
  | 'REFINANCE'
  | 'RESTRUCTURE';

export type BankLinkProviderKind =
  | 'PLAID'
  | 'SANDBOX';

export type BankLinkToken = {
  __typename?: 'BankLinkToken';
  expiration: Scalars['DateTime']['output'];
  linkToken: Scalars['String']['output'];
  /** Where an OAuth bank sends the user back: /financial-items/oauth/{restructure,refinance,purchase}. */
  oauthReturnPath: Scalars['String']['output'];
  provider: BankLinkProviderKind;
};

export type BankruptcyChapter =
  | 'CHAPTER_7'
  | 'CHAPTER_11'
  | 'CHAPTER_12'
  | 'CHAPTER_13';

export type CardBrand =
  | 'AMEX'
  | 'DINERS'
  | 'DISCOVER'
  | 'JCB'
  | 'MASTERCARD'
  | 'UNIONPAY'
  | 'UNKNOWN'
  | 'VISA';

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

/** What a mailed waitlist link changes: the link's token and the entry's new details. */
export type ChangeWaitlistEntryInput = {
  firstName: Scalars['String']['input'];
  purchaseStage?: InputMaybe<PurchaseStage>;
  /** One of 0_3_MONTHS, 3_6_MONTHS, 6_PLUS_MONTHS, NOT_SURE. */
  timeline?: InputMaybe<Scalars['String']['input']>;
  /** The token of the link mailed to the entry's address. */
  token: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};

/** The application whose payment account is chosen: exactly one of restructureApplicationUuid and purchaseApplicationUuid. */
export type ChoosePaymentBankAccountInput = {
  /** A verified checking or savings account of one of the application's linked bank accounts. */
  financialAccountUuid: Scalars['UUID']['input'];
  /** A purchase application: the account monthly payments come from after closing; its applicant alone chooses. */
  purchaseApplicationUuid?: InputMaybe<Scalars['UUID']['input']>;
  restructureApplicationUuid?: InputMaybe<Scalars['UUID']['input']>;
};

export type ChoosePaymentBankAccountPayload = {
  __typename?: 'ChoosePaymentBankAccountPayload';
  errors: Array<UserError>;
  paymentBankAccountId?: Maybe<Scalars['UUID']['output']>;
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

/**
 * The cash at closing paid to the homeowner (the owner's only): where it is and to which account.
 * Its ledger row (CLOSING_DISBURSEMENT) is written once the money moved.
 */
export type ClosingDisbursement = {
  __typename?: 'ClosingDisbursement';
  amount: Scalars['Float']['output'];
  /** The account paid, e.g. 'Plaid Checking •••• 0000'; null when none is linked yet. */
  bankAccountLabel?: Maybe<Scalars['String']['output']>;
  /** When it arrives, or what to do when it could not be sent. */
  message: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  status: ClosingDisbursementStatus;
  /** The status in words, e.g. 'On its way'. */
  statusLabel: Scalars['String']['output'];
};

/** Where the cash at closing is: a payout's states. */
export type ClosingDisbursementStatus =
  /** Not sent: no linked account, or the bank refused it; the message says what to do. */
  | 'FAILED'
  /** In the account. */
  | 'PAID'
  /** On its way (a bank transfer takes 1 to 3 business days). */
  | 'PENDING'
  /** Recorded, being sent to the bank. */
  | 'REQUESTED';

export type CompleteSandboxCardAuthenticationInput = {
  /** The cardholder passed (true) or failed (false) the bank's challenge. */
  approved: Scalars['Boolean']['input'];
  clientSecret: Scalars['String']['input'];
  setupIntentId: Scalars['String']['input'];
};

export type ConfirmSandboxCardSetupInput = {
  card: SandboxCardInput;
  clientSecret: Scalars['String']['input'];
  setupIntentId: Scalars['String']['input'];
};

export type ConsentKind =
  | 'CONTACT_INFO_CONFIRMED'
  | 'ELECTRONIC_DOCUMENTS'
  | 'TEXT_MESSAGES';

export type CreateBankLinkTokenInput = {
  applicationType: BankLinkApplicationType;
  applicationUuid: Scalars['UUID']['input'];
  /** An item in error to repair (update mode). */
  financialItemUuid?: InputMaybe<Scalars['UUID']['input']>;
  /** The kind of item to link: the link shares only accounts of that kind. A repair takes its item's. */
  kind?: InputMaybe<FinancialItemKind>;
};

export type CreateBankLinkTokenPayload = {
  __typename?: 'CreateBankLinkTokenPayload';
  errors: Array<UserError>;
  token?: Maybe<BankLinkToken>;
};

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

export type EarnestMoneyStatus =
  | 'DEPOSITED'
  | 'NOT_DEPOSITED';

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

export type EquityLedgerEntry = {
  __typename?: 'EquityLedgerEntry';
  amount: Scalars['Float']['output'];
  description?: Maybe<Scalars['String']['output']>;
  designatedPercentageAfter: Scalars['Float']['output'];
  designatedPercentageBefore: Scalars['Float']['output'];
  /** The home value used; for a VALUATION, the new value. */
  homeValue: Scalars['Float']['output'];
  kind: EquityLedgerEntryKind;
  recordedAt: Scalars['DateTime']['output'];
  uuid: Scalars['UUID']['output'];
};

/** What an equity ledger row records. */
export type EquityLedgerEntryKind =
  | 'BUY_IN'
  | 'CASH_OUT'
  /** The cash at closing, paid to the homeowner's account. */
  | 'CLOSING_DISBURSEMENT'
  | 'RECURRING_BUY_IN'
  | 'SCHEDULED_BUY_BACK'
  | 'USAGE_FEE'
  | 'VALUATION';

/** The limit that refuses a buy-in or cash-out. */
export type EquityLimit =
  | 'BUY_IN_EXCEEDS_SHARE'
  | 'INVALID_AMOUNT'
  | 'LIFETIME_CASH_OUT_LIMIT'
  | 'MIN_HOMEOWNER_EQUITY'
  | 'ONE_TIME_BUY_IN_LIMIT'
  | 'RECURRING_BUY_IN_LIMIT'
  | 'RECURRING_BUY_IN_NOT_AVAILABLE'
  | 'REDUCTION_PAYMENT_LIMIT'
  | 'USAGE_FEE_MISMATCH';

/** The largest amounts allowed right now. */
export type EquityLimits = {
  __typename?: 'EquityLimits';
  cashOut: Scalars['Float']['output'];
  lifetimeCashOutRemaining: Scalars['Float']['output'];
  oneTimeBuyIn: Scalars['Float']['output'];
  /** 0 when recurring buy-ins are not available for the deal. */
  recurringBuyIn: Scalars['Float']['output'];
};

export type EquityPaymentReceipt = {
  __typename?: 'EquityPaymentReceipt';
  paymentMethodLabel: Scalars['String']['output'];
  paymentUuid: Scalars['UUID']['output'];
  /** SUCCEEDED for a card; PROCESSING for a bank debit, which clears in a few business days. */
  status: Scalars['String']['output'];
};

export type EquityPayoutReceipt = {
  __typename?: 'EquityPayoutReceipt';
  /** The linked bank account paid, e.g. 'Plaid Checking •••• 0000'. */
  bankAccountLabel: Scalars['String']['output'];
  payoutUuid: Scalars['UUID']['output'];
  /** PENDING (on its way to the bank) or PAID. */
  status: Scalars['String']['output'];
};

export type EquityRefusal = {
  __typename?: 'EquityRefusal';
  limit: EquityLimit;
  /** The largest amount the limit allows right now. */
  maxAllowed: Scalars['Float']['output'];
  message: Scalars['String']['output'];
};

/** A preview, or the refusal of the limit it breaks. */
export type EquityTransactionCheck = {
  __typename?: 'EquityTransactionCheck';
  preview?: Maybe<EquityTransactionPreview>;
  refusal?: Maybe<EquityRefusal>;
};

export type EquityTransactionInput = {
  amount: Scalars['Float']['input'];
  /** Buy-ins only; ONE_TIME when left out. */
  frequency?: InputMaybe<PaymentFrequency>;
  kind: EquityTransactionKind;
  propertyUuid: Scalars['UUID']['input'];
};

export type EquityTransactionKind =
  | 'BUY_IN'
  | 'CASH_OUT';

export type EquityTransactionPreview = {
  __typename?: 'EquityTransactionPreview';
  amount: Scalars['Float']['output'];
  designatedPercentageAfter: Scalars['Float']['output'];
  designatedPercentageBefore: Scalars['Float']['output'];
  frequency: PaymentFrequency;
  homeValue: Scalars['Float']['output'];
  homeownerEquityAfter: Scalars['Float']['output'];
  homeownerEquityBefore: Scalars['Float']['output'];
  kind: EquityTransactionKind;
  monthlyPaymentAfter: MonthlyPaymentSplit;
  monthlyPaymentBefore: MonthlyPaymentSplit;
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
  /** A property's equity ledger failed its integrity check: its figures are not shown and no money moves. */
  | 'LEDGER_UNVERIFIED'
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
   * Deals closed on or after it may schedule recurring buy-ins (docs/decisions/0016).
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

/** The payment account: entered by hand (paymentBankAccount) or one of the application's linked bank accounts (financialAccountUuid), exactly one. */
export type FinalizeRestructureInput = {
  /** A checking or savings account of RestructureApplication.bankAccounts, verified; it becomes paymentBankAccountId. */
  financialAccountUuid?: InputMaybe<Scalars['UUID']['input']>;
  paymentBankAccount?: InputMaybe<PaymentBankAccountInput>;
  uuid: Scalars['UUID']['input'];
};

export type FinancialAccount = {
  __typename?: 'FinancialAccount';
  /** The provider's account id. */
  accountId: Scalars['String']['output'];
  mask?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  subtype?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['UUID']['output'];
  verificationStatus: AccountVerificationStatus;
};

export type FinancialItem = {
  __typename?: 'FinancialItem';
  accounts: Array<FinancialAccount>;
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<FinancialItemError>;
  kind: FinancialItemKind;
  manualVerificationAt?: Maybe<Scalars['DateTime']['output']>;
  microdepositVerifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The institution's name. */
  name: Scalars['String']['output'];
  uuid: Scalars['UUID']['output'];
};

/** Why a linked item needs the user (spec: publicToken and code); the code is never shown. */
export type FinancialItemError = {
  __typename?: 'FinancialItemError';
  /** The provider's error code (Plaid's: ITEM_LOGIN_REQUIRED, ...), for repair; never shown. */
  code: Scalars['String']['output'];
  /** What to tell the user. */
  message: Scalars['String']['output'];
  /**
   * The token that opens the bank link in update mode to repair the item (a link token made with
   * the item's access token, as Plaid's update mode takes), while it is live; null once it expired
   * (createBankLinkToken with the item makes another).
   */
  publicToken?: Maybe<Scalars['String']['output']>;
};

export type FinancialItemInput = {
  financialItemUuid: Scalars['UUID']['input'];
};

export type FinancialItemKind =
  | 'BANK_ACCOUNT'
  | 'INVESTMENT'
  | 'LIABILITY';

export type FinancialItemPayload = {
  __typename?: 'FinancialItemPayload';
  errors: Array<UserError>;
  financialItem?: Maybe<FinancialItem>;
};

export type GiftSource =
  | 'COMMUNITY_NONPROFIT'
  | 'EMPLOYER'
  | 'FEDERAL_AGENCY'
  | 'LOCAL_AGENCY'
  | 'OTHER'
  | 'RELATIVE'
  | 'RELIGIOUS_NONPROFIT'
  | 'STATE_AGENCY'
  | 'UNMARRIED_PARTNER';

export type GiftType =
  | 'CASH'
  | 'EQUITY'
  | 'GRANT';

/** The home value the dashboard uses, and what it is based on. */
export type HomeValuation = {
  __typename?: 'HomeValuation';
  asOf: Scalars['Date']['output'];
  /** Based on …, e.g. 'the agreed value at closing moved by the CA house-price index'. */
  basis: Scalars['String']['output'];
  source: ValuationSource;
  value: Scalars['Float']['output'];
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
  /**
   * With product RESTRUCTURE: the caller's prequal that was denied because the partnership is not
   * offered in its area or state (MANUAL_REVIEW_REQUIRED, OUT_OF_AREA, OUT_OF_STATE). Joining marks
   * it isWaitlisted. Someone else's prequal is NOT_FOUND.
   */
  prequalUuid?: InputMaybe<Scalars['UUID']['input']>;
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
  /** The prequal joined from (prequalUuid), now waitlisted; null when none was given or on errors. */
  prequal?: Maybe<Prequal>;
};

export type LeaveWaitlistInput = {
  /** The token of the link mailed to the entry's address. */
  token: Scalars['String']['input'];
};

export type LeaveWaitlistPayload = {
  __typename?: 'LeaveWaitlistPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
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

export type LinkFinancialItemInput = {
  applicationType: BankLinkApplicationType;
  applicationUuid: Scalars['UUID']['input'];
  kind: FinancialItemKind;
  publicToken: Scalars['String']['input'];
};

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

export type MonthlyPaymentSplit = {
  __typename?: 'MonthlyPaymentSplit';
  /** The recurring buy-in. */
  additionalEquity: Scalars['Float']['output'];
  /** The scheduled buy-back (monthly reduction payment). */
  reductionPayment: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
  usageFee: Scalars['Float']['output'];
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
  acceptPropertyInvitation: AcceptPropertyInvitationPayload;
  /** The buyer accepts the pre-approval's terms (CONTRACT_REVIEW to MY_OFFERS). */
  acceptPurchaseContract: PurchaseApplicationPayload;
  /** The invited co-applicant joins: signed in with the invited email, or creating their account for it. */
  acceptPurchaseInvitation: PurchaseApplicationPayload;
  /** The applicant accepts the option agreement at CLOSING once every page was seen: records time, IP, user agent and the document's SHA-256; the purchase then closes. */
  acceptPurchaseOptionAgreement: PurchaseApplicationPayload;
  /** Accepts the option agreement once every page was seen: records time, IP, user agent and the document's SHA-256. */
  acceptRestructureContract: RestructureApplicationPayload;
  /** Records that the banner was acknowledged now; creates all-on preferences if none exist. */
  acknowledgePrivacyPreferencesBanner: PrivacyPreferences;
  /** Validates and saves one question's answer at once. */
  answerRefinanceApplicationQuestion: AnswerRefinanceApplicationQuestionPayload;
  changePassword: ChangePasswordPayload;
  /** Changes the entry a mailed link names; INVALID_TOKEN when the link is unknown or expired. */
  changeWaitlistEntry: JoinWaitlistPayload;
  choosePaymentBankAccount: ChoosePaymentBankAccountPayload;
  /** The documents asked for are uploaded: the review runs (from ADDITIONAL_DOCUMENT_UPLOAD, back to review). */
  completePurchaseUploads: PurchaseApplicationPayload;
  /** The applicant has uploaded what was asked for: the review looks at the documents (from APPROVAL_MORE_INFO, back to review). */
  completeRestructureUploads: RestructureApplicationPayload;
  /** The embedded sandbox's 3-D Secure challenge for a setup that requires action. */
  completeSandboxCardAuthentication: PaymentSetupPayload;
  /** The embedded sandbox's card form (Stripe.js does this with Stripe). */
  confirmSandboxCardSetup: PaymentSetupPayload;
  createBankLinkToken: CreateBankLinkTokenPayload;
  createPrequal: CreatePrequalPayload;
  /** A new read-only status link for the agent (the last one stops working). */
  createPurchaseAgentLink: PurchaseAgentLinkPayload;
  deleteDocument: DeleteDocumentPayload;
  /** Chooses the payment bank account (entered by hand or linked) and sets finalizeRestructureSubmittedAt. */
  finalizeRestructure: RestructureApplicationPayload;
  /**
   * Joining again with the same email and product never adds a second entry. It neither changes
   * nor reveals the existing one: the answer is the sign-up as received, the same for a new and a
   * known email. Only the logged-in owner of the email address updates their entry.
   */
  joinWaitlist: JoinWaitlistPayload;
  /** Removes the entry a mailed link names; INVALID_TOKEN when the link is unknown or expired. */
  leaveWaitlist: LeaveWaitlistPayload;
  /** Exchanges the link's public token and stores the item with its accounts. */
  linkFinancialItem: FinancialItemPayload;
  recordConsent: RecordConsentPayload;
  recordManualBankVerification: FinancialItemPayload;
  /** Adds or changes an offer; an ACCEPTED offer sets the contract price and recomputes Exhibit C. */
  recordPurchaseOffer: PurchaseApplicationPayload;
  /** Records that the applicant opened a generated document's link. */
  recordRestructureLinkClicked: RestructureApplicationPayload;
  refreshFinancialItem: FinancialItemPayload;
  removeFinancialItem: RemoveFinancialItemPayload;
  removePaymentMethod: PaymentMethodsPayload;
  requestEmailVerification: RequestEmailVerificationPayload;
  /** Mails a one-time code for the verify step (through the outbox by default). */
  requestEquityVerificationCode: RequestEquityVerificationCodePayload;
  /** Always answers ok, so the form cannot be used to discover accounts. */
  requestPasswordReset: RequestPasswordResetPayload;
  resetPassword: ResetPasswordPayload;
  /** The embedded sandbox's login at a test institution (Plaid Link does this with Plaid). */
  sandboxBankLinkLogIn: SandboxBankLinkPayload;
  /** The embedded sandbox's manual account entry, verified by two micro-deposits. */
  sandboxBankLinkManualAccount: SandboxBankLinkPayload;
  /** Saves a linked, verified checking or savings account as a payment method (debited over ACH). */
  savePaymentBankAccount: SavePaymentBankAccountPayload;
  /** Saves the signed-in party's answers while the application is at APPLICATION; inviting a co-applicant mails them. */
  savePurchaseApplicationAnswers: PurchaseApplicationPayload;
  /** Validates and saves answers while the application is at APPROVAL. */
  saveRestructureApplicationAnswers: RestructureApplicationPayload;
  /** The calculator's submit in one call: records a prequal and prices it with the filters (spec section 4). */
  searchRates: SearchRatesPayload;
  setDefaultPaymentMethod: PaymentMethodsPayload;
  setPrivacyPreferences: PrivacyPreferences;
  /** Starts saving a card with the payment processor. */
  startPaymentSetup: StartPaymentSetupPayload;
  /** Starts the application from the user's own purchase prequal; idempotent per prequal. */
  startPurchaseApplication: PurchaseApplicationPayload;
  /** Starts an application from one of the user's prequals; answers it already holds are filled in. Idempotent per prequal. */
  startRefinanceApplication: StartRefinanceApplicationPayload;
  /** Starts an application from one of the user's prequals (its figures feed the offer). Idempotent per prequal. */
  startRestructureApplication: RestructureApplicationPayload;
  /** The applicant submits (APPLICATION to DOCUMENT_UPLOAD) once both parties answered everything. */
  submitPurchaseApplication: PurchaseApplicationPayload;
  /** The appraisal is in and the services' documents are uploaded: final Exhibit C and the option agreement (to CLOSING). */
  submitPurchaseAppraisalAndServices: PurchaseApplicationPayload;
  /** An accepted offer with its purchase agreement uploaded goes to appraisal and services (MY_OFFERS to APPRAISAL_AND_SERVICES). */
  submitPurchaseOffers: PurchaseApplicationPayload;
  /** Submits the application to the lender; refused with the reasons while anything required is unanswered. */
  submitRefinanceApplication: SubmitRefinanceApplicationPayload;
  /** Submits the answers for approval with the consent to a soft credit check (APPROVAL to DOCUMENT_UPLOAD); the underwriting checks and the automatic review start. */
  submitRestructureApplication: RestructureApplicationPayload;
  updateProfile: UpdateProfilePayload;
  uploadDocument: UploadDocumentPayload;
  /** Replaces the file of one of the user's own uploaded documents; the type and uuid stay. */
  uploadDocumentReplacement: UploadDocumentPayload;
  verifyEmail: VerifyEmailPayload;
  /** Re-authenticates, records the ledger row and charges the saved payment method (a buy-in) or pays the linked bank account (a cash-out) in one transaction. */
  verifyEquityTransaction: VerifyEquityTransactionPayload;
  verifyMicrodeposits: FinancialItemPayload;
  /** /verify-payment: asks the processor how the setup ended and saves the card if it succeeded. */
  verifyPaymentSetup: PaymentSetupPayload;
  /** Reports the option agreement's page on screen at CLOSING; the applicant's last page sets optionAgreementViewedAt. */
  viewPurchaseContractPage: PurchaseApplicationPayload;
  /** Reports the option agreement's page on screen; the last page sets optionAgreementViewedAt. */
  viewRestructureContractPage: RestructureApplicationPayload;
  /** Writes the pre-approval letter tailored to one offer (its address and price, at most the pre-approved amount). */
  writePurchaseOfferLetter: PurchaseOfferLetterPayload;
};


export type MutationAcceptPropertyInvitationArgs = {
  input: AcceptPropertyInvitationInput;
};


export type MutationAcceptPurchaseContractArgs = {
  input: PurchaseApplicationInput;
};


export type MutationAcceptPurchaseInvitationArgs = {
  input: AcceptPurchaseInvitationInput;
};


export type MutationAcceptPurchaseOptionAgreementArgs = {
  input: PurchaseApplicationInput;
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


export type MutationChangeWaitlistEntryArgs = {
  input: ChangeWaitlistEntryInput;
};


export type MutationChoosePaymentBankAccountArgs = {
  input: ChoosePaymentBankAccountInput;
};


export type MutationCompletePurchaseUploadsArgs = {
  input: PurchaseApplicationInput;
};


export type MutationCompleteRestructureUploadsArgs = {
  input: RestructureApplicationInput;
};


export type MutationCompleteSandboxCardAuthenticationArgs = {
  input: CompleteSandboxCardAuthenticationInput;
};


export type MutationConfirmSandboxCardSetupArgs = {
  input: ConfirmSandboxCardSetupInput;
};


export type MutationCreateBankLinkTokenArgs = {
  input: CreateBankLinkTokenInput;
};


export type MutationCreatePrequalArgs = {
  newUserInput?: InputMaybe<NewUserInput>;
  prequalInput: PrequalInput;
  refreshPricingResults?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreatePurchaseAgentLinkArgs = {
  input: PurchaseApplicationInput;
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


export type MutationLeaveWaitlistArgs = {
  input: LeaveWaitlistInput;
};


export type MutationLinkFinancialItemArgs = {
  input: LinkFinancialItemInput;
};


export type MutationRecordConsentArgs = {
  input: RecordConsentInput;
};


export type MutationRecordManualBankVerificationArgs = {
  input: RecordManualBankVerificationInput;
};


export type MutationRecordPurchaseOfferArgs = {
  input: RecordPurchaseOfferInput;
};


export type MutationRecordRestructureLinkClickedArgs = {
  input: RecordRestructureLinkClickedInput;
};


export type MutationRefreshFinancialItemArgs = {
  input: FinancialItemInput;
};


export type MutationRemoveFinancialItemArgs = {
  input: FinancialItemInput;
};


export type MutationRemovePaymentMethodArgs = {
  input: PaymentMethodInput;
};


export type MutationRequestEquityVerificationCodeArgs = {
  input: RequestEquityVerificationCodeInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSandboxBankLinkLogInArgs = {
  input: SandboxBankLinkLogInInput;
};


export type MutationSandboxBankLinkManualAccountArgs = {
  input: SandboxBankLinkManualAccountInput;
};


export type MutationSavePaymentBankAccountArgs = {
  input: SavePaymentBankAccountInput;
};


export type MutationSavePurchaseApplicationAnswersArgs = {
  input: SavePurchaseApplicationAnswersInput;
};


export type MutationSaveRestructureApplicationAnswersArgs = {
  input: SaveRestructureApplicationAnswersInput;
};


export type MutationSearchRatesArgs = {
  input: SearchRatesInput;
};


export type MutationSetDefaultPaymentMethodArgs = {
  input: PaymentMethodInput;
};


export type MutationSetPrivacyPreferencesArgs = {
  preferences: PrivacyPreferencesInput;
};


export type MutationStartPurchaseApplicationArgs = {
  input: StartPurchaseApplicationInput;
};


export type MutationStartRefinanceApplicationArgs = {
  input: StartRefinanceApplicationInput;
};


export type MutationStartRestructureApplicationArgs = {
  input: StartRestructureApplicationInput;
};


export type MutationSubmitPurchaseApplicationArgs = {
  input: PurchaseApplicationInput;
};


export type MutationSubmitPurchaseAppraisalAndServicesArgs = {
  input: SubmitPurchaseAppraisalInput;
};


export type MutationSubmitPurchaseOffersArgs = {
  input: PurchaseApplicationInput;
};


export type MutationSubmitRefinanceApplicationArgs = {
  input: SubmitRefinanceApplicationInput;
};


export type MutationSubmitRestructureApplicationArgs = {
  input: SubmitRestructureApplicationInput;
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


export type MutationVerifyEquityTransactionArgs = {
  input: VerifyEquityTransactionInput;
};


export type MutationVerifyMicrodepositsArgs = {
  input: VerifyMicrodepositsInput;
};


export type MutationVerifyPaymentSetupArgs = {
  input: VerifyPaymentSetupInput;
};


export type MutationViewPurchaseContractPageArgs = {
  input: ViewPurchaseContractPageInput;
};


export type MutationViewRestructureContractPageArgs = {
  input: ViewRestructureContractPageInput;
};


export type MutationWritePurchaseOfferLetterArgs = {
  input: WritePurchaseOfferLetterInput;
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

export type OwnershipPoint = {
  __typename?: 'OwnershipPoint';
  date: Scalars['Date']['output'];
  designatedPercentage: Scalars['Float']['output'];
  homeValue: Scalars['Float']['output'];
};

/** The account monthly payments are drawn from. Only the last four digits are ever returned. */
export type PaymentBankAccount = {
  __typename?: 'PaymentBankAccount';
  accountHolderName: Scalars['String']['output'];
  accountType: BankAccountType;
  mask: Scalars['String']['output'];
  routingNumber: Scalars['String']['output'];
};

/**
 * A bank account the signed-in user linked (to any application) that could be saved as a payment
 * method: checking or savings, verified by login, micro-deposits or a document.
 */
export type PaymentBankAccountChoice = {
  __typename?: 'PaymentBankAccountChoice';
  financialAccountUuid: Scalars['UUID']['output'];
  /** 'First Platypus Bank checking •••• 6789'. */
  label: Scalars['String']['output'];
  /** The saved method it already is, when it is one. */
  paymentMethodUuid?: Maybe<Scalars['UUID']['output']>;
  /** Why it cannot be debited, in words to show; null when it can be saved. */
  refusal?: Maybe<Scalars['String']['output']>;
};

export type PaymentBankAccountInput = {
  accountHolderName: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  accountType: BankAccountType;
  routingNumber: Scalars['String']['input'];
};

/** Spec section 3: Payment frequency. */
export type PaymentFrequency =
  | 'MONTHLY_RECURRING'
  | 'ONE_TIME';

/** A saved card or bank account of the signed-in user. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  bankName?: Maybe<Scalars['String']['output']>;
  brand?: Maybe<CardBrand>;
  createdAt: Scalars['DateTime']['output'];
  expMonth?: Maybe<Scalars['Int']['output']>;
  expYear?: Maybe<Scalars['Int']['output']>;
  isDefault: Scalars['Boolean']['output'];
  kind: PaymentMethodKind;
  /** 'Visa •••• 4242', 'Chase checking •••• 0000'. */
  label: Scalars['String']['output'];
  last4: Scalars['String']['output'];
  uuid: Scalars['UUID']['output'];
};

export type PaymentMethodInput = {
  paymentMethodUuid: Scalars['UUID']['input'];
};

export type PaymentMethodKind =
  | 'BANK_ACCOUNT'
  | 'CARD';

export type PaymentMethodsPayload = {
  __typename?: 'PaymentMethodsPayload';
  errors: Array<UserError>;
  paymentMethods: Array<PaymentMethod>;
};

/** Who takes the card: the embedded sandbox's own form, or Stripe.js with the publishable key. */
export type PaymentProcessorKind =
  | 'SANDBOX'
  | 'STRIPE';

export type PaymentSetup = {
  __typename?: 'PaymentSetup';
  /** Given to the processor's form in the browser to confirm this setup. */
  clientSecret: Scalars['String']['output'];
  processor: PaymentProcessorKind;
  publishableKey?: Maybe<Scalars['String']['output']>;
  setupIntentId: Scalars['String']['output'];
};

export type PaymentSetupPayload = {
  __typename?: 'PaymentSetupPayload';
  errors: Array<UserError>;
  /** The saved card, once the setup succeeded and was verified. */
  paymentMethod?: Maybe<PaymentMethod>;
  setupIntentId: Scalars['String']['output'];
  status: PaymentSetupStatus;
};

/** Where a card setup stands (Stripe's SetupIntent statuses). */
export type PaymentSetupStatus =
  | 'CANCELED'
  | 'PROCESSING'
  | 'REQUIRES_ACTION'
  | 'REQUIRES_PAYMENT_METHOD'
  | 'SUCCEEDED';

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

export type PreviewPurchaseOfferInput = {
  /** The appraisal, once in; the price stands in for it until then. */
  appraisedValue?: InputMaybe<Scalars['Float']['input']>;
  price: Scalars['Float']['input'];
  uuid: Scalars['UUID']['input'];
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
  /** The highest purchase price the program accepts, in dollars; null when it sets none. */
  maxPrice?: Maybe<Scalars['Float']['output']>;
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

export type PropertyDashboard = {
  __typename?: 'PropertyDashboard';
  address: Location;
  closingDate: Scalars['Date']['output'];
  /** The owner's only: the cash at closing's payout; null when the deal paid none. */
  closingDisbursement?: Maybe<ClosingDisbursement>;
  dealType: DealType;
  /** Roofline's share (DP) in percent. */
  designatedPercentage: Scalars['Float']['output'];
  /** The deal's documents (term sheet, option agreement, ...). */
  documents: Array<Document>;
  exhibitCFields: PropertyExhibitCFields;
  homeValue: HomeValuation;
  /** The value less Roofline's share and the mortgage. */
  homeownerEquity: Scalars['Float']['output'];
  ledger: Array<EquityLedgerEntry>;
  lifetimeCashOut: Scalars['Float']['output'];
  limits: EquityLimits;
  monthlyPayment: MonthlyPaymentSplit;
  mortgageBalance: Scalars['Float']['output'];
  nextPaymentDate: Scalars['Date']['output'];
  ownershipHistory: Array<OwnershipPoint>;
  /** The recurring buy-in now scheduled each month. */
  recurringBuyIn: Scalars['Float']['output'];
  /**
   * The owner's only: the saved card or bank account the monthly buy-in charges (for a purchase,
   * the payment account chosen at closing); null when it charges the default method.
   */
  recurringBuyInPaymentMethod?: Maybe<PaymentMethod>;
  /** Roofline's share in dollars at today's value. */
  rooflineShareValue: Scalars['Float']['output'];
  /** The owner's only: the application the deal came from, where the owner links the bank account cash-outs are paid to. */
  sourceApplicationUuid?: Maybe<Scalars['UUID']['output']>;
  uuid: Scalars['UUID']['output'];
  viewerRole: PropertyViewerRole;
  whatIf: Array<WhatIfSale>;
};

/** Exhibit C of the deal's option agreement (spec section 3's exhibitCFields). */
export type PropertyExhibitCFields = {
  __typename?: 'PropertyExhibitCFields';
  maxAddlOptionPaymentPercentage: Scalars['Float']['output'];
  maxMonthlyEquityPurchaseLimit: Scalars['Float']['output'];
  monthlyReductionPaymentLimit: Scalars['Float']['output'];
  originalAgreedValue: Scalars['Float']['output'];
  originalDesignatedPercentage: Scalars['Float']['output'];
  recurringPurchaseScheduled: Scalars['Boolean']['output'];
};

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

/** Who is looking at a dashboard. */
export type PropertyViewerRole =
  | 'CO_APPLICANT'
  | 'CO_OWNER'
  | 'OWNER';

/** A pre-approval letter the agent's link downloads. */
export type PurchaseAgentLetter = {
  __typename?: 'PurchaseAgentLetter';
  name: Scalars['String']['output'];
  /** The download through the link's own token (REST). */
  url: Scalars['String']['output'];
};

export type PurchaseAgentLinkPayload = {
  __typename?: 'PurchaseAgentLinkPayload';
  errors: Array<UserError>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The agent's read-only status page; shown once, only its digest is kept. */
  url?: Maybe<Scalars['String']['output']>;
};

/** What an agent sees through their link: where the purchase stands, nothing about money or documents beyond the pre-approval. */
export type PurchaseAgentStatus = {
  __typename?: 'PurchaseAgentStatus';
  agentName?: Maybe<Scalars['String']['output']>;
  buyerFirstName?: Maybe<Scalars['String']['output']>;
  /** The pre-approval letters the agent downloads through the link: the general one, then those tailored to offers. */
  letters: Array<PurchaseAgentLetter>;
  linkExpiresAt: Scalars['DateTime']['output'];
  preApprovalAmount?: Maybe<Scalars['Float']['output']>;
  preApprovalExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  propertyAddress?: Maybe<Scalars['String']['output']>;
  stage: PurchaseApplicationStage;
};

/** Answers to save; a field left out is left as it is, a null clears it. */
export type PurchaseAnswersInput = {
  agentBrokerage?: InputMaybe<Scalars['String']['input']>;
  agentEmail?: InputMaybe<Scalars['String']['input']>;
  agentLicenseNumber?: InputMaybe<Scalars['String']['input']>;
  agentName?: InputMaybe<Scalars['String']['input']>;
  agentPhone?: InputMaybe<Scalars['String']['input']>;
  annualIncome?: InputMaybe<Scalars['Float']['input']>;
  coApplicantAnnualIncome?: InputMaybe<Scalars['Float']['input']>;
  coApplicantEmail?: InputMaybe<Scalars['String']['input']>;
  coApplicantEmployerName?: InputMaybe<Scalars['String']['input']>;
  coApplicantFirstName?: InputMaybe<Scalars['String']['input']>;
  coApplicantIncomeSource?: InputMaybe<IncomeSource>;
  coApplicantJobTitle?: InputMaybe<Scalars['String']['input']>;
  coApplicantLastName?: InputMaybe<Scalars['String']['input']>;
  currentPropertyStatus?: InputMaybe<PriorHomeStatus>;
  downPayment?: InputMaybe<Scalars['Float']['input']>;
  earnestMoney?: InputMaybe<EarnestMoneyStatus>;
  earnestMoneyAmount?: InputMaybe<Scalars['Float']['input']>;
  employerName?: InputMaybe<Scalars['String']['input']>;
  employmentStartDate?: InputMaybe<Scalars['Date']['input']>;
  giftAmount?: InputMaybe<Scalars['Float']['input']>;
  giftSource?: InputMaybe<GiftSource>;
  giftType?: InputMaybe<GiftType>;
  hasAgent?: InputMaybe<Scalars['Boolean']['input']>;
  hasCoApplicant?: InputMaybe<Scalars['Boolean']['input']>;
  hasGift?: InputMaybe<Scalars['Boolean']['input']>;
  housingStatus?: InputMaybe<HousingStatus>;
  incomeSource?: InputMaybe<IncomeSource>;
  jobTitle?: InputMaybe<Scalars['String']['input']>;
  liquidAssets?: InputMaybe<Scalars['Float']['input']>;
  monthlyDebts?: InputMaybe<Scalars['Float']['input']>;
  otherPropertiesCount?: InputMaybe<Scalars['Int']['input']>;
  ownsOtherProperties?: InputMaybe<Scalars['Boolean']['input']>;
  propertyAddress?: InputMaybe<Scalars['String']['input']>;
  targetPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type PurchaseApplication = {
  __typename?: 'PurchaseApplication';
  acceptedOfferUuid?: Maybe<Scalars['UUID']['output']>;
  agentLinkExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  applicationSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  applicationValues: PurchaseApplicationValues;
  /** The appraisal of the accepted offer's home, read-only: null before the offer goes to appraisal. */
  appraisal?: Maybe<PurchaseAppraisal>;
  appraisalAndServicesSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The appraiser's value once received (the same as appraisal.value). */
  appraisedValue?: Maybe<Scalars['Float']['output']>;
  /** The applicant's linked bank accounts (spec section 3); empty for the co-applicant. */
  bankAccounts: Array<FinancialItem>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  closingSectionSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  coApplicantInvitedAt?: Maybe<Scalars['DateTime']['output']>;
  coApplicantJoinedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the buyer accepted the pre-approval's terms (CONTRACT_REVIEW). */
  contractAcceptedAt?: Maybe<Scalars['DateTime']['output']>;
  contractPageCount?: Maybe<Scalars['Int']['output']>;
  /** The option agreement written at closing, page by page as its PDF prints it; empty until it is written. */
  contractPages: Array<RestructureContractPage>;
  contractPrice?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  denial?: Maybe<PurchaseDenial>;
  /** Uploaded and generated documents, oldest first (the co-applicant sees their own uploads and the generated ones). */
  documents: Array<Document>;
  exhibitCFields?: Maybe<PurchaseExhibitCFields>;
  expirationDate: Scalars['DateTime']['output'];
  fundsToClose?: Maybe<PurchaseFundsToClose>;
  /** The applicant's linked investments (spec section 3); empty for the co-applicant. */
  investments: Array<FinancialItem>;
  /** The signed-in party's answers still needed before submission (field names the answer). */
  missingAnswers: Array<UserError>;
  /** Required types with no upload yet. */
  missingDocuments: Array<DocumentType>;
  myOffersSubmittedAt?: Maybe<Scalars['DateTime']['output']>;
  offers: Array<PurchaseOffer>;
  /** When the applicant accepted the option agreement; the purchase closes after it. */
  optionAgreementAcceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the applicant read the option agreement to its last page. */
  optionAgreementViewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The signed-in user's part in the application. */
  party: ApplicationParty;
  /** The linked account monthly payments come from after closing (a FinancialAccount uuid); the applicant's only. */
  paymentBankAccountId?: Maybe<Scalars['UUID']['output']>;
  preApprovalAmount?: Maybe<Scalars['Float']['output']>;
  preApprovalExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  preApprovedAt?: Maybe<Scalars['DateTime']['output']>;
  prequalUuid?: Maybe<Scalars['UUID']['output']>;
  /** The home the closed purchase became (its dashboard's uuid); null until it closes. */
  propertyUuid?: Maybe<Scalars['UUID']['output']>;
  purchaseStage?: Maybe<PurchaseStage>;
  /** Document types this stage asks for. */
  requiredDocuments: Array<DocumentType>;
  sections: Array<PurchaseSection>;
  stage: PurchaseApplicationStage;
  stageHistory: Array<PurchaseStageChange>;
  state?: Maybe<Scalars['String']['output']>;
  /** One of 0_3_MONTHS, 3_6_MONTHS, 6_PLUS_MONTHS, NOT_SURE. */
  timeline?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  uploadsCompletedAt?: Maybe<Scalars['DateTime']['output']>;
  uuid: Scalars['UUID']['output'];
};

export type PurchaseApplicationInput = {
  uuid: Scalars['UUID']['input'];
};

export type PurchaseApplicationPayload = {
  __typename?: 'PurchaseApplicationPayload';
  errors: Array<UserError>;
  purchaseApplication?: Maybe<PurchaseApplication>;
};

/** Spec section 4's purchase stages, plus the outcomes CLOSED, DENIED and EXPIRED. */
export type PurchaseApplicationStage =
  | 'ADDITIONAL_DOCUMENT_UPLOAD'
  | 'APPLICATION'
  | 'APPRAISAL_AND_SERVICES'
  | 'CLOSED'
  | 'CLOSING'
  | 'CONTRACT_REVIEW'
  | 'DENIED'
  | 'DOCUMENT_UPLOAD'
  | 'EXPIRED'
  | 'MY_OFFERS';

/** The answers, grouped as the spec lists them. The co-applicant sees the property and their own answers only. */
export type PurchaseApplicationValues = {
  __typename?: 'PurchaseApplicationValues';
  agentBrokerage?: Maybe<Scalars['String']['output']>;
  agentEmail?: Maybe<Scalars['String']['output']>;
  agentLicenseNumber?: Maybe<Scalars['String']['output']>;
  agentName?: Maybe<Scalars['String']['output']>;
  agentPhone?: Maybe<Scalars['String']['output']>;
  annualIncome?: Maybe<Scalars['Float']['output']>;
  coApplicantAnnualIncome?: Maybe<Scalars['Float']['output']>;
  coApplicantEmail?: Maybe<Scalars['String']['output']>;
  coApplicantEmployerName?: Maybe<Scalars['String']['output']>;
  coApplicantFirstName?: Maybe<Scalars['String']['output']>;
  coApplicantIncomeSource?: Maybe<IncomeSource>;
  coApplicantJobTitle?: Maybe<Scalars['String']['output']>;
  coApplicantLastName?: Maybe<Scalars['String']['output']>;
  /** What happens to the home the buyer owns now. */
  currentPropertyStatus?: Maybe<PriorHomeStatus>;
  downPayment?: Maybe<Scalars['Float']['output']>;
  earnestMoney?: Maybe<EarnestMoneyStatus>;
  earnestMoneyAmount?: Maybe<Scalars['Float']['output']>;
  employerName?: Maybe<Scalars['String']['output']>;
  employmentStartDate?: Maybe<Scalars['Date']['output']>;
  giftAmount?: Maybe<Scalars['Float']['output']>;
  giftSource?: Maybe<GiftSource>;
  giftType?: Maybe<GiftType>;
  hasAgent?: Maybe<Scalars['Boolean']['output']>;
  hasCoApplicant?: Maybe<Scalars['Boolean']['output']>;
  hasGift?: Maybe<Scalars['Boolean']['output']>;
  housingStatus?: Maybe<HousingStatus>;
  incomeSource?: Maybe<IncomeSource>;
  jobTitle?: Maybe<Scalars['String']['output']>;
  liquidAssets?: Maybe<Scalars['Float']['output']>;
  monthlyDebts?: Maybe<Scalars['Float']['output']>;
  otherPropertiesCount?: Maybe<Scalars['Int']['output']>;
  ownsOtherProperties?: Maybe<Scalars['Boolean']['output']>;
  propertyAddress?: Maybe<Scalars['String']['output']>;
  targetPrice?: Maybe<Scalars['Float']['output']>;
};

/** The appraisal of the accepted offer's home. An appraiser sets the value (the appraisal vendor, or Roofline staff recording the report); the buyer reads it. */
export type PurchaseAppraisal = {
  __typename?: 'PurchaseAppraisal';
  /** The contract price above the appraised value, which the buyer pays in cash (0 when the appraisal meets the price); null until received. */
  appraisalGap?: Maybe<Scalars['Float']['output']>;
  /** When the appraisal was ordered (the offer went to appraisal and services). */
  orderedAt?: Maybe<Scalars['DateTime']['output']>;
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  status: PurchaseAppraisalStatus;
  /** The appraised value in dollars; null until received. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** Where the appraisal stands: ordered when the offer goes to appraisal and services, received when the appraiser's value is recorded. */
export type PurchaseAppraisalStatus =
  | 'ORDERED'
  | 'RECEIVED';

export type PurchaseBudgetEstimate = {
  __typename?: 'PurchaseBudgetEstimate';
  monthlyBudgetHigh: Scalars['Float']['output'];
  monthlyBudgetLow: Scalars['Float']['output'];
  /** The 30-year fixed rate our rates engine priced, in percent. */
  mortgageRate: Scalars['Float']['output'];
  withRoofline: PurchasePriceRange;
  withoutRoofline: PurchasePriceRange;
};

export type PurchaseBudgetEstimateInput = {
  annualIncome: Scalars['Float']['input'];
  /** A loan the buyer brings alongside Roofline; our rates engine prices it. */
  buyerLoan?: InputMaybe<Scalars['Float']['input']>;
  creditScoreEstimate?: InputMaybe<CreditScoreRange>;
  downPayment: Scalars['Float']['input'];
  monthlyDebts: Scalars['Float']['input'];
  /** Two-letter state code, to price the loan. */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type PurchaseBudgetEstimatePayload = {
  __typename?: 'PurchaseBudgetEstimatePayload';
  errors: Array<UserError>;
  /** Null when the loan cannot be priced (the errors say why, in the rates calculator's words). */
  estimate?: Maybe<PurchaseBudgetEstimate>;
};

export type PurchaseDenial = {
  __typename?: 'PurchaseDenial';
  code: EligibilityDenialCode;
  message: Scalars['String']['output'];
};

export type PurchaseExhibitCChange = {
  __typename?: 'PurchaseExhibitCChange';
  after: Scalars['Float']['output'];
  before: Scalars['Float']['output'];
  field: Scalars['String']['output'];
};

/** Exhibit C of the option agreement (spec section 3): money in dollars, percentages in percent. */
export type PurchaseExhibitCFields = {
  __typename?: 'PurchaseExhibitCFields';
  maxAddlOptionPaymentPercentage: Scalars['Float']['output'];
  maxMonthlyEquityPurchaseLimit: Scalars['Float']['output'];
  monthlyReductionPaymentLimit: Scalars['Float']['output'];
  originalAgreedValue: Scalars['Float']['output'];
  originalDesignatedPercentage: Scalars['Float']['output'];
  recurringPurchaseScheduled: Scalars['Boolean']['output'];
};

/** What the buyer brings to closing. */
export type PurchaseFundsToClose = {
  __typename?: 'PurchaseFundsToClose';
  /** The contract price above the appraisal, which the buyer pays in cash. */
  appraisalGap: Scalars['Float']['output'];
  downPayment: Scalars['Float']['output'];
  /** Down payment plus the appraisal gap less earnest money already deposited. */
  dueAtClosing: Scalars['Float']['output'];
  earnestMoneyDeposited: Scalars['Float']['output'];
  monthlyPayment: Scalars['Float']['output'];
  rooflinePurchase: Scalars['Float']['output'];
};

export type PurchaseInviteeInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type PurchaseOffer = {
  __typename?: 'PurchaseOffer';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The pre-approval letter tailored to this offer (its address and price), once written; rewritten when the offer changes. */
  letter?: Maybe<Document>;
  price: Scalars['Float']['output'];
  status: PurchaseOfferStatus;
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['UUID']['output'];
};

export type PurchaseOfferLetterPayload = {
  __typename?: 'PurchaseOfferLetterPayload';
  errors: Array<UserError>;
  /** The letter naming the offer's address and price; null when refused (a price above the pre-approval, or no offers being made). */
  letter?: Maybe<Document>;
};

/** The figures of an accepted offer before the buyer commits: Exhibit C and what changed from the last figures. */
export type PurchaseOfferPreview = {
  __typename?: 'PurchaseOfferPreview';
  changes: Array<PurchaseExhibitCChange>;
  exhibitCFields: PurchaseExhibitCFields;
  fundsToClose: PurchaseFundsToClose;
};

export type PurchaseOfferPreviewPayload = {
  __typename?: 'PurchaseOfferPreviewPayload';
  errors: Array<UserError>;
  preview?: Maybe<PurchaseOfferPreview>;
};

export type PurchaseOfferStatus =
  | 'ACCEPTED'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'WITHDRAWN';

export type PurchasePriceRange = {
  __typename?: 'PurchasePriceRange';
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  monthlyCostAtHigh: Scalars['Float']['output'];
};

export type PurchaseSection = {
  __typename?: 'PurchaseSection';
  name: Scalars['String']['output'];
  party: ApplicationParty;
  percentComplete: Scalars['Int']['output'];
  status: SectionStatus;
  title: Scalars['String']['output'];
};

/** Where a buyer is in their home search (spec section 3, purchase stage). */
export type PurchaseStage =
  | 'CONTRACT'
  | 'OFFERS'
  | 'OPEN_HOUSES'
  | 'RESEARCHING';

export type PurchaseStageChange = {
  __typename?: 'PurchaseStageChange';
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  fromStage: PurchaseApplicationStage;
  reason?: Maybe<Scalars['String']['output']>;
  toStage: PurchaseApplicationStage;
};

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
  /** The latest document sent to verify one of the user's bank accounts, null when none was; NOT_FOUND for anyone else's. */
  bankAccountDocumentReview?: Maybe<BankAccountDocumentReview>;
  /** The confirm step's figures for a buy-in or cash-out, or the limit that refuses it. */
  equityTransactionPreview: EquityTransactionCheck;
  faqEntries: Array<FaqEntry>;
  featureFlags: FeatureFlags;
  /** The financial items linked to one of the user's applications; NOT_FOUND for anyone else's. */
  financialItems: Array<FinancialItem>;
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
  /** The read-only dashboard of an invited, accepted member; anyone else gets NOT_FOUND. */
  partnerPropertyDashboard: PropertyDashboard;
  /** The signed-in user's linked bank accounts, each with whether it can be saved as a payment method. */
  paymentBankAccountChoices: Array<PaymentBankAccountChoice>;
  /** The signed-in user's saved cards and bank accounts, the default first. */
  paymentMethods: Array<PaymentMethod>;
  /** Details of a suggestion; null when the place id is unknown. */
  place?: Maybe<Place>;
  /** Exhibit C for a contract price (and appraisal) before the buyer commits. */
  previewPurchaseOffer: PurchaseOfferPreviewPayload;
  program?: Maybe<Program>;
  /** Programs while the programs flag is on, filtered by product, state availability and type. */
  programs: Array<Program>;
  /** The owner's dashboard; anyone else gets NOT_FOUND. */
  propertyDashboard: PropertyDashboard;
  /** The agent's read-only status page; null for a wrong or expired link. */
  purchaseAgentStatus?: Maybe<PurchaseAgentStatus>;
  /** One purchase application the signed-in user owns or is the co-applicant of; NOT_FOUND otherwise. */
  purchaseApplication: PurchaseApplication;
  purchaseApplications: Array<PurchaseApplication>;
  /** The price range a buyer can afford with and without Roofline (anyone may ask). */
  purchaseBudgetEstimate: PurchaseBudgetEstimatePayload;
  /** One quoted option in full, fee breakdown and yearly schedule included: what its details show. Null once its quote has expired. */
  rateOption?: Maybe<RateOption>;
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
  /**
   * The entry a link mailed to its address names (joining the waitlist mails one); null when the
   * link is unknown or expired. The email alone never reads an entry.
   */
  waitlistEntryByLink?: Maybe<WaitlistEntry>;
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


export type QueryBankAccountDocumentReviewArgs = {
  financialItemUuid: Scalars['UUID']['input'];
};


export type QueryEquityTransactionPreviewArgs = {
  input: EquityTransactionInput;
};


export type QueryFinancialItemsArgs = {
  applicationType: BankLinkApplicationType;
  applicationUuid: Scalars['UUID']['input'];
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


export type QueryPartnerPropertyDashboardArgs = {
  uuid: Scalars['UUID']['input'];
};


export type QueryPlaceArgs = {
  placeId: Scalars['String']['input'];
};


export type QueryPreviewPurchaseOfferArgs = {
  input: PreviewPurchaseOfferInput;
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


export type QueryPropertyDashboardArgs = {
  uuid: Scalars['UUID']['input'];
};


export type QueryPurchaseAgentStatusArgs = {
  token: Scalars['String']['input'];
};


export type QueryPurchaseApplicationArgs = {
  uuid: Scalars['UUID']['input'];
};


export type QueryPurchaseBudgetEstimateArgs = {
  input: PurchaseBudgetEstimateInput;
};


export type QueryRateOptionArgs = {
  rateOptionUuid: Scalars['UUID']['input'];
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


export type QueryWaitlistEntryByLinkArgs = {
  token: Scalars['String']['input'];
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
  /** Prepaid finance charges as Regulation Z counts them (the APR's amount financed is the loan less these). */
  prepaidFinanceCharges: Scalars['Float']['output'];
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

export type RecordManualBankVerificationInput = {
  /** A VOIDED_CHECK or BANK_ACCOUNT_STATEMENT uploaded to the same application: sent for review (§3.219), the account is usable once it is approved (bankAccountDocumentReview). */
  documentUuid: Scalars['UUID']['input'];
  financialItemUuid: Scalars['UUID']['input'];
};

export type RecordPurchaseOfferInput = {
  address: Scalars['String']['input'];
  /** Omit to add a new offer; give it to change one. */
  offerUuid?: InputMaybe<Scalars['UUID']['input']>;
  price: Scalars['Float']['input'];
  status: PurchaseOfferStatus;
  uuid: Scalars['UUID']['input'];
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

export type RemoveFinancialItemPayload = {
  __typename?: 'RemoveFinancialItemPayload';
  errors: Array<UserError>;
  removedFinancialItemUuid?: Maybe<Scalars['UUID']['output']>;
};

export type RequestEmailVerificationPayload = {
  __typename?: 'RequestEmailVerificationPayload';
  ok: Scalars['Boolean']['output'];
};

export type RequestEquityVerificationCodeInput = {
  propertyUuid: Scalars['UUID']['input'];
};

export type RequestEquityVerificationCodePayload = {
  __typename?: 'RequestEquityVerificationCodePayload';
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
  /** Linked bank accounts (spec section 3). */
  bankAccounts: Array<FinancialItem>;
  cashOutAmount?: Maybe<Scalars['Float']['output']>;
  cashOutPurpose?: Maybe<CashOutPurpose>;
  coOwnerAnnualIncome?: Maybe<Scalars['Float']['output']>;
  coOwnerEmails: Array<Scalars['String']['output']>;
  contractAcceptedAt?: Maybe<Scalars['DateTime']['output']>;
  contractPageCount?: Maybe<Scalars['Int']['output']>;
  /** The option agreement page by page, as its PDF prints it; empty until it is generated. */
  contractPages: Array<RestructureContractPage>;
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
  /** Linked investments (spec section 3). */
  investments: Array<FinancialItem>;
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
  /** The linked account payments come from (a FinancialAccount uuid). */
  paymentBankAccountId?: Maybe<Scalars['UUID']['output']>;
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
  /** The underwriting checks approval waits for, each with its status; empty until the application is submitted. */
  underwritingChecks: Array<UnderwritingCheck>;
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

/** One thing printed on a page of the option agreement, in reading order. */
export type RestructureContractLine = {
  __typename?: 'RestructureContractLine';
  /** A table header's or row's cells, as printed; null for every other kind. */
  cells?: Maybe<Array<Scalars['String']['output']>>;
  kind: RestructureContractLineKind;
  text: Scalars['String']['output'];
  /** A figure's value, as printed; null for every other kind. */
  value?: Maybe<Scalars['String']['output']>;
};

/** What a line of the option agreement is: its title or subtitle, a section heading, a labelled figure, a clause, or a table's header or row. */
export type RestructureContractLineKind =
  | 'FIGURE'
  | 'HEADING'
  | 'NOTE'
  | 'SUBTITLE'
  | 'TABLE_HEADER'
  | 'TABLE_ROW'
  | 'TITLE';

/** One page of the option agreement as its PDF lays it out. */
export type RestructureContractPage = {
  __typename?: 'RestructureContractPage';
  lines: Array<RestructureContractLine>;
  number: Scalars['Int']['output'];
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

export type SandboxBankLinkLogInInput = {
  institutionId: Scalars['String']['input'];
  linkToken: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type SandboxBankLinkManualAccountInput = {
  accountNumber: Scalars['String']['input'];
  accountType: BankAccountType;
  linkToken: Scalars['String']['input'];
  routingNumber: Scalars['String']['input'];
};

export type SandboxBankLinkPayload = {
  __typename?: 'SandboxBankLinkPayload';
  errors: Array<UserError>;
  institutionName?: Maybe<Scalars['String']['output']>;
  publicToken?: Maybe<Scalars['String']['output']>;
};

export type SandboxCardInput = {
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  number: Scalars['String']['input'];
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type SavePaymentBankAccountInput = {
  /** One of the user's linked accounts; anyone else's is NOT_FOUND. */
  financialAccountUuid: Scalars['UUID']['input'];
};

export type SavePaymentBankAccountPayload = {
  __typename?: 'SavePaymentBankAccountPayload';
  errors: Array<UserError>;
  paymentMethod?: Maybe<PaymentMethod>;
};

export type SavePurchaseApplicationAnswersInput = {
  answers: PurchaseAnswersInput;
  uuid: Scalars['UUID']['input'];
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

export type StartPaymentSetupPayload = {
  __typename?: 'StartPaymentSetupPayload';
  errors: Array<UserError>;
  setup?: Maybe<PaymentSetup>;
};

export type StartPurchaseApplicationInput = {
  incomeSource?: InputMaybe<IncomeSource>;
  prequalUuid: Scalars['UUID']['input'];
  purchaseStage?: InputMaybe<PurchaseStage>;
  /** One of 0_3_MONTHS, 3_6_MONTHS, 6_PLUS_MONTHS, NOT_SURE. */
  timeline?: InputMaybe<Scalars['String']['input']>;
};

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

/** The buyer confirms the services' documents; the appraised value comes from the appraiser, never from this input. */
export type SubmitPurchaseAppraisalInput = {
  uuid: Scalars['UUID']['input'];
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

export type SubmitRestructureApplicationInput = {
  /** The applicant agrees to a soft credit check, as the credit pull notice describes; submit is refused without it. */
  creditCheckConsent?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['UUID']['input'];
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

/** One underwriting check of the application and where it stands. */
export type UnderwritingCheck = {
  __typename?: 'UnderwritingCheck';
  /** When it passed or failed; null while pending. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  kind: UnderwritingCheckKind;
  /** What the applicant reads about a failed check; null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  status: UnderwritingCheckStatus;
};

/** An underwriting check approval waits for (decision 0034), in the order they run. */
export type UnderwritingCheckKind =
  | 'APPRAISAL'
  | 'AUTOMATED_VALUATION'
  | 'CREDIT_CHECK_CONSENT'
  | 'IDENTITY';

export type UnderwritingCheckStatus =
  | 'FAILED'
  | 'PASSED'
  | 'PENDING';

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

export type UserProperty = {
  __typename?: 'UserProperty';
  dealType: Array<DealType>;
  propertyUuid: Scalars['UUID']['output'];
  /** OWNER for a home the user owns (its dashboard); CO_OWNER or CO_APPLICANT for one they were invited to and accepted (the read-only partner dashboard). */
  viewerRole: PropertyViewerRole;
};

/** Where a home value came from. */
export type ValuationSource =
  /** An appraiser's value, recorded by Roofline. */
  | 'APPRAISAL'
  /** An outside automated valuation model's value for the home. */
  | 'AUTOMATED_VALUATION'
  /** The agreed value at closing. */
  | 'CLOSING'
  /** The value at closing moved by the state's house-price index. */
  | 'HOUSE_PRICE_INDEX';

export type VerifyEmailInput = {
  token: Scalars['String']['input'];
};

export type VerifyEmailPayload = {
  __typename?: 'VerifyEmailPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type VerifyEquityTransactionInput = {
  amount: Scalars['Float']['input'];
  frequency?: InputMaybe<PaymentFrequency>;
  /** Chosen by the browser at confirm; the same key returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  kind: EquityTransactionKind;
  /** The account password, or */
  password?: InputMaybe<Scalars['String']['input']>;
  /**
   * The saved card or bank account a buy-in charges (the default when omitted); a monthly buy-in
   * charges it every month. Another user's, or a removed one, is refused.
   */
  paymentMethodUuid?: InputMaybe<Scalars['UUID']['input']>;
  propertyUuid: Scalars['UUID']['input'];
  /** the one-time code mailed by requestEquityVerificationCode. */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
};

export type VerifyEquityTransactionPayload = {
  __typename?: 'VerifyEquityTransactionPayload';
  entry?: Maybe<EquityLedgerEntry>;
  errors: Array<UserError>;
  payment?: Maybe<EquityPaymentReceipt>;
  /** A cash-out's payment to the homeowner's linked bank account. */
  payout?: Maybe<EquityPayoutReceipt>;
  refusal?: Maybe<EquityRefusal>;
  /** True when the key had been used: the first result is returned and nothing new happened. */
  replayed: Scalars['Boolean']['output'];
};

export type VerifyMicrodepositsInput = {
  /** The two deposits in cents, in either order. */
  amountsCents: Array<Scalars['Int']['input']>;
  financialItemUuid: Scalars['UUID']['input'];
};

export type VerifyPaymentSetupInput = {
  /** The setup_intent of the return address; its status there is never trusted, the processor is asked. */
  setupIntentId: Scalars['String']['input'];
};

export type ViewPurchaseContractPageInput = {
  /** The page of the option agreement now on screen, from 1. */
  page: Scalars['Int']['input'];
  uuid: Scalars['UUID']['input'];
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

export type WhatIfSale = {
  __typename?: 'WhatIfSale';
  /** What the homeowner keeps; negative when the home is under water. */
  homeownerNet: Scalars['Float']['output'];
  mortgagePayoff: Scalars['Float']['output'];
  rooflineShare: Scalars['Float']['output'];
  saleValue: Scalars['Float']['output'];
  scenario: WhatIfScenario;
};

export type WhatIfScenario =
  | 'DOWN_10_PERCENT'
  | 'TODAY'
  | 'UP_10_PERCENT';

export type WritePurchaseOfferLetterInput = {
  offerUuid: Scalars['UUID']['input'];
  uuid: Scalars['UUID']['input'];
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
  AcceptPropertyInvitationInput: AcceptPropertyInvitationInput;
  AcceptPropertyInvitationPayload: ResolverTypeWrapper<AcceptPropertyInvitationPayload>;
  AcceptPurchaseInvitationInput: AcceptPurchaseInvitationInput;
  AccountVerificationStatus: AccountVerificationStatus;
  ActiveApplication: ResolverTypeWrapper<ActiveApplication>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AmortizationYear: ResolverTypeWrapper<AmortizationYear>;
  AnalyticsActivity: ResolverTypeWrapper<AnalyticsActivity>;
  AnswerRefinanceApplicationQuestionInput: AnswerRefinanceApplicationQuestionInput;
  AnswerRefinanceApplicationQuestionPayload: ResolverTypeWrapper<AnswerRefinanceApplicationQuestionPayload>;
  ApplicantMode: ApplicantMode;
  ApplicationOccupancy: ApplicationOccupancy;
  ApplicationParty: ApplicationParty;
  ApplicationSection: ResolverTypeWrapper<ApplicationSection>;
  ApplicationType: ApplicationType;
  Article: ResolverTypeWrapper<Article>;
  ArticleCategory: ResolverTypeWrapper<ArticleCategory>;
  ArticlePage: ResolverTypeWrapper<ArticlePage>;
  ArticleStatus: ArticleStatus;
  BankAccountDocumentReview: ResolverTypeWrapper<BankAccountDocumentReview>;
  BankAccountDocumentReviewStatus: BankAccountDocumentReviewStatus;
  BankAccountType: BankAccountType;
  BankLinkApplicationType: BankLinkApplicationType;
  BankLinkProviderKind: BankLinkProviderKind;
  BankLinkToken: ResolverTypeWrapper<BankLinkToken>;
  BankruptcyChapter: BankruptcyChapter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardBrand: CardBrand;
  CashOutPurpose: CashOutPurpose;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ChangeWaitlistEntryInput: ChangeWaitlistEntryInput;
  ChoosePaymentBankAccountInput: ChoosePaymentBankAccountInput;
  ChoosePaymentBankAccountPayload: ResolverTypeWrapper<ChoosePaymentBankAccountPayload>;
  ChosenRateOption: ResolverTypeWrapper<ChosenRateOption>;
  Citizenship: Citizenship;
  ClosingDisbursement: ResolverTypeWrapper<ClosingDisbursement>;
  ClosingDisbursementStatus: ClosingDisbursementStatus;
  CompleteSandboxCardAuthenticationInput: CompleteSandboxCardAuthenticationInput;
  ConfirmSandboxCardSetupInput: ConfirmSandboxCardSetupInput;
  ConsentKind: ConsentKind;
  CreateBankLinkTokenInput: CreateBankLinkTokenInput;
  CreateBankLinkTokenPayload: ResolverTypeWrapper<CreateBankLinkTokenPayload>;
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
  EarnestMoneyStatus: EarnestMoneyStatus;
  EligibilityDenial: ResolverTypeWrapper<EligibilityDenial>;
  EligibilityDenialCode: EligibilityDenialCode;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Employment: ResolverTypeWrapper<Employment>;
  EquityLedgerEntry: ResolverTypeWrapper<EquityLedgerEntry>;
  EquityLedgerEntryKind: EquityLedgerEntryKind;
  EquityLimit: EquityLimit;
  EquityLimits: ResolverTypeWrapper<EquityLimits>;
  EquityPaymentReceipt: ResolverTypeWrapper<EquityPaymentReceipt>;
  EquityPayoutReceipt: ResolverTypeWrapper<EquityPayoutReceipt>;
  EquityRefusal: ResolverTypeWrapper<EquityRefusal>;
  EquityTransactionCheck: ResolverTypeWrapper<EquityTransactionCheck>;
  EquityTransactionInput: EquityTransactionInput;
  EquityTransactionKind: EquityTransactionKind;
  EquityTransactionPreview: ResolverTypeWrapper<EquityTransactionPreview>;
  ErrorCode: ErrorCode;
  FaqEntry: ResolverTypeWrapper<FaqEntry>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  FeeLine: ResolverTypeWrapper<FeeLine>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FinalizeRestructureInput: FinalizeRestructureInput;
  FinancialAccount: ResolverTypeWrapper<FinancialAccountModel>;
  FinancialItem: ResolverTypeWrapper<FinancialItemModel>;
  FinancialItemError: ResolverTypeWrapper<FinancialItemError>;
  FinancialItemInput: FinancialItemInput;
  FinancialItemKind: FinancialItemKind;
  FinancialItemPayload: ResolverTypeWrapper<Omit<FinancialItemPayload, 'financialItem'> & { financialItem?: Maybe<ResolversTypes['FinancialItem']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GiftSource: GiftSource;
  GiftType: GiftType;
  HomeValuation: ResolverTypeWrapper<HomeValuation>;
  HousingStatus: HousingStatus;
  IncomeSource: IncomeSource;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  JoinWaitlistInput: JoinWaitlistInput;
  JoinWaitlistPayload: ResolverTypeWrapper<JoinWaitlistPayload>;
  LeaveWaitlistInput: LeaveWaitlistInput;
  LeaveWaitlistPayload: ResolverTypeWrapper<LeaveWaitlistPayload>;
  LegalDocument: ResolverTypeWrapper<LegalDocument>;
  Lender: ResolverTypeWrapper<Lender>;
  LienType: LienType;
  LinkFinancialItemInput: LinkFinancialItemInput;
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
  MonthlyPaymentSplit: ResolverTypeWrapper<MonthlyPaymentSplit>;
  MortgageInterestType: MortgageInterestType;
  MortgageType: MortgageType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewUserInput: NewUserInput;
  OccupancyType: OccupancyType;
  OwnershipPoint: ResolverTypeWrapper<OwnershipPoint>;
  PaymentBankAccount: ResolverTypeWrapper<PaymentBankAccount>;
  PaymentBankAccountChoice: ResolverTypeWrapper<PaymentBankAccountChoice>;
  PaymentBankAccountInput: PaymentBankAccountInput;
  PaymentFrequency: PaymentFrequency;
  PaymentMethod: ResolverTypeWrapper<PaymentMethodModel>;
  PaymentMethodInput: PaymentMethodInput;
  PaymentMethodKind: PaymentMethodKind;
  PaymentMethodsPayload: ResolverTypeWrapper<Omit<PaymentMethodsPayload, 'paymentMethods'> & { paymentMethods: Array<ResolversTypes['PaymentMethod']> }>;
  PaymentProcessorKind: PaymentProcessorKind;
  PaymentSetup: ResolverTypeWrapper<PaymentSetup>;
  PaymentSetupPayload: ResolverTypeWrapper<Omit<PaymentSetupPayload, 'paymentMethod'> & { paymentMethod?: Maybe<ResolversTypes['PaymentMethod']> }>;
  PaymentSetupStatus: PaymentSetupStatus;
  Place: ResolverTypeWrapper<Place>;
  Prequal: ResolverTypeWrapper<Prequal>;
  PrequalInput: PrequalInput;
  PreviewPurchaseOfferInput: PreviewPurchaseOfferInput;
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
  PropertyDashboard: ResolverTypeWrapper<PropertyDashboardView>;
  PropertyExhibitCFields: ResolverTypeWrapper<PropertyExhibitCFields>;
  PropertyLoan: ResolverTypeWrapper<PropertyLoan>;
  PropertyType: PropertyType;
  PropertyViewerRole: PropertyViewerRole;
  PurchaseAgentLetter: ResolverTypeWrapper<PurchaseAgentLetter>;
  PurchaseAgentLinkPayload: ResolverTypeWrapper<PurchaseAgentLinkPayload>;
  PurchaseAgentStatus: ResolverTypeWrapper<PurchaseAgentStatus>;
  PurchaseAnswersInput: PurchaseAnswersInput;
  PurchaseApplication: ResolverTypeWrapper<PurchaseApplicationView>;
  PurchaseApplicationInput: PurchaseApplicationInput;
  PurchaseApplicationPayload: ResolverTypeWrapper<Omit<PurchaseApplicationPayload, 'purchaseApplication'> & { purchaseApplication?: Maybe<ResolversTypes['PurchaseApplication']> }>;
  PurchaseApplicationStage: PurchaseApplicationStage;
  PurchaseApplicationValues: ResolverTypeWrapper<PurchaseApplicationValues>;
  PurchaseAppraisal: ResolverTypeWrapper<PurchaseAppraisal>;
  PurchaseAppraisalStatus: PurchaseAppraisalStatus;
  PurchaseBudgetEstimate: ResolverTypeWrapper<PurchaseBudgetEstimate>;
  PurchaseBudgetEstimateInput: PurchaseBudgetEstimateInput;
  PurchaseBudgetEstimatePayload: ResolverTypeWrapper<PurchaseBudgetEstimatePayload>;
  PurchaseDenial: ResolverTypeWrapper<PurchaseDenial>;
  PurchaseExhibitCChange: ResolverTypeWrapper<PurchaseExhibitCChange>;
  PurchaseExhibitCFields: ResolverTypeWrapper<PurchaseExhibitCFields>;
  PurchaseFundsToClose: ResolverTypeWrapper<PurchaseFundsToClose>;
  PurchaseInviteeInput: PurchaseInviteeInput;
  PurchaseOffer: ResolverTypeWrapper<Omit<PurchaseOffer, 'letter'> & { letter?: Maybe<ResolversTypes['Document']> }>;
  PurchaseOfferLetterPayload: ResolverTypeWrapper<Omit<PurchaseOfferLetterPayload, 'letter'> & { letter?: Maybe<ResolversTypes['Document']> }>;
  PurchaseOfferPreview: ResolverTypeWrapper<PurchaseOfferPreview>;
  PurchaseOfferPreviewPayload: ResolverTypeWrapper<PurchaseOfferPreviewPayload>;
  PurchaseOfferStatus: PurchaseOfferStatus;
  PurchasePriceRange: ResolverTypeWrapper<PurchasePriceRange>;
  PurchaseSection: ResolverTypeWrapper<PurchaseSection>;
  PurchaseStage: PurchaseStage;
  PurchaseStageChange: ResolverTypeWrapper<PurchaseStageChange>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionMap: ResolverTypeWrapper<QuestionMap>;
  RateOption: ResolverTypeWrapper<RateOption>;
  RatesFilters: RatesFilters;
  RatesInput: RatesInput;
  RatesResult: ResolverTypeWrapper<RatesResult>;
  RatesSort: RatesSort;
  RecordConsentInput: RecordConsentInput;
  RecordConsentPayload: ResolverTypeWrapper<Omit<RecordConsentPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  RecordManualBankVerificationInput: RecordManualBankVerificationInput;
  RecordPurchaseOfferInput: RecordPurchaseOfferInput;
  RecordRestructureLinkClickedInput: RecordRestructureLinkClickedInput;
  RefinanceApplication: ResolverTypeWrapper<RefinanceApplication>;
  RemoveFinancialItemPayload: ResolverTypeWrapper<RemoveFinancialItemPayload>;
  RequestEmailVerificationPayload: ResolverTypeWrapper<RequestEmailVerificationPayload>;
  RequestEquityVerificationCodeInput: RequestEquityVerificationCodeInput;
  RequestEquityVerificationCodePayload: ResolverTypeWrapper<RequestEquityVerificationCodePayload>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RestructureAnswersInput: RestructureAnswersInput;
  RestructureApplication: ResolverTypeWrapper<RestructureApplicationView>;
  RestructureApplicationInput: RestructureApplicationInput;
  RestructureApplicationPayload: ResolverTypeWrapper<Omit<RestructureApplicationPayload, 'restructureApplication'> & { restructureApplication?: Maybe<ResolversTypes['RestructureApplication']> }>;
  RestructureContractLine: ResolverTypeWrapper<RestructureContractLine>;
  RestructureContractLineKind: RestructureContractLineKind;
  RestructureContractPage: ResolverTypeWrapper<RestructureContractPage>;
  RestructureDenial: ResolverTypeWrapper<RestructureDenial>;
  RestructureDocumentLink: RestructureDocumentLink;
  RestructureOffer: ResolverTypeWrapper<RestructureOffer>;
  RestructureProductTerms: ResolverTypeWrapper<RestructureProductTerms>;
  RestructureStage: RestructureStage;
  RestructureStageChange: ResolverTypeWrapper<RestructureStageChange>;
  SandboxBankLinkLogInInput: SandboxBankLinkLogInInput;
  SandboxBankLinkManualAccountInput: SandboxBankLinkManualAccountInput;
  SandboxBankLinkPayload: ResolverTypeWrapper<SandboxBankLinkPayload>;
  SandboxCardInput: SandboxCardInput;
  SavePaymentBankAccountInput: SavePaymentBankAccountInput;
  SavePaymentBankAccountPayload: ResolverTypeWrapper<Omit<SavePaymentBankAccountPayload, 'paymentMethod'> & { paymentMethod?: Maybe<ResolversTypes['PaymentMethod']> }>;
  SavePurchaseApplicationAnswersInput: SavePurchaseApplicationAnswersInput;
  SaveRestructureApplicationAnswersInput: SaveRestructureApplicationAnswersInput;
  SearchRatesInput: SearchRatesInput;
  SearchRatesPayload: ResolverTypeWrapper<SearchRatesPayload>;
  SectionCompletion: ResolverTypeWrapper<SectionCompletion>;
  SectionStatus: SectionStatus;
  StartPaymentSetupPayload: ResolverTypeWrapper<StartPaymentSetupPayload>;
  StartPurchaseApplicationInput: StartPurchaseApplicationInput;
  StartRefinanceApplicationInput: StartRefinanceApplicationInput;
  StartRefinanceApplicationPayload: ResolverTypeWrapper<StartRefinanceApplicationPayload>;
  StartRestructureApplicationInput: StartRestructureApplicationInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitPurchaseAppraisalInput: SubmitPurchaseAppraisalInput;
  SubmitRefinanceApplicationInput: SubmitRefinanceApplicationInput;
  SubmitRefinanceApplicationPayload: ResolverTypeWrapper<SubmitRefinanceApplicationPayload>;
  SubmitRestructureApplicationInput: SubmitRestructureApplicationInput;
  TaxFileType: TaxFileType;
  Testimonial: ResolverTypeWrapper<Testimonial>;
  UUID: ResolverTypeWrapper<Scalars['UUID']['output']>;
  UnderwritingCheck: ResolverTypeWrapper<UnderwritingCheck>;
  UnderwritingCheckKind: UnderwritingCheckKind;
  UnderwritingCheckStatus: UnderwritingCheckStatus;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UploadDocumentInput: UploadDocumentInput;
  UploadDocumentPayload: ResolverTypeWrapper<Omit<UploadDocumentPayload, 'document'> & { document?: Maybe<ResolversTypes['Document']> }>;
  UploadDocumentReplacementInput: UploadDocumentReplacementInput;
  User: ResolverTypeWrapper<UserModel>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  UserProperty: ResolverTypeWrapper<UserProperty>;
  ValuationSource: ValuationSource;
  VerifyEmailInput: VerifyEmailInput;
  VerifyEmailPayload: ResolverTypeWrapper<VerifyEmailPayload>;
  VerifyEquityTransactionInput: VerifyEquityTransactionInput;
  VerifyEquityTransactionPayload: ResolverTypeWrapper<VerifyEquityTransactionPayload>;
  VerifyMicrodepositsInput: VerifyMicrodepositsInput;
  VerifyPaymentSetupInput: VerifyPaymentSetupInput;
  ViewPurchaseContractPageInput: ViewPurchaseContractPageInput;
  ViewRestructureContractPageInput: ViewRestructureContractPageInput;
  WaitlistEntry: ResolverTypeWrapper<WaitlistEntry>;
  WhatIfSale: ResolverTypeWrapper<WhatIfSale>;
  WhatIfScenario: WhatIfScenario;
  WritePurchaseOfferLetterInput: WritePurchaseOfferLetterInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptPropertyInvitationInput: AcceptPropertyInvitationInput;
  AcceptPropertyInvitationPayload: AcceptPropertyInvitationPayload;
  AcceptPurchaseInvitationInput: AcceptPurchaseInvitationInput;
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
  BankAccountDocumentReview: BankAccountDocumentReview;
  BankLinkToken: BankLinkToken;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ChangeWaitlistEntryInput: ChangeWaitlistEntryInput;
  ChoosePaymentBankAccountInput: ChoosePaymentBankAccountInput;
  ChoosePaymentBankAccountPayload: ChoosePaymentBankAccountPayload;
  ChosenRateOption: ChosenRateOption;
  ClosingDisbursement: ClosingDisbursement;
  CompleteSandboxCardAuthenticationInput: CompleteSandboxCardAuthenticationInput;
  ConfirmSandboxCardSetupInput: ConfirmSandboxCardSetupInput;
  CreateBankLinkTokenInput: CreateBankLinkTokenInput;
  CreateBankLinkTokenPayload: CreateBankLinkTokenPayload;
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
  EquityLedgerEntry: EquityLedgerEntry;
  EquityLimits: EquityLimits;
  EquityPaymentReceipt: EquityPaymentReceipt;
  EquityPayoutReceipt: EquityPayoutReceipt;
  EquityRefusal: EquityRefusal;
  EquityTransactionCheck: EquityTransactionCheck;
  EquityTransactionInput: EquityTransactionInput;
  EquityTransactionPreview: EquityTransactionPreview;
  FaqEntry: FaqEntry;
  FeatureFlags: FeatureFlags;
  FeeLine: FeeLine;
  File: Scalars['File']['output'];
  FinalizeRestructureInput: FinalizeRestructureInput;
  FinancialAccount: FinancialAccountModel;
  FinancialItem: FinancialItemModel;
  FinancialItemError: FinancialItemError;
  FinancialItemInput: FinancialItemInput;
  FinancialItemPayload: Omit<FinancialItemPayload, 'financialItem'> & { financialItem?: Maybe<ResolversParentTypes['FinancialItem']> };
  Float: Scalars['Float']['output'];
  HomeValuation: HomeValuation;
  Int: Scalars['Int']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  JoinWaitlistInput: JoinWaitlistInput;
  JoinWaitlistPayload: JoinWaitlistPayload;
  LeaveWaitlistInput: LeaveWaitlistInput;
  LeaveWaitlistPayload: LeaveWaitlistPayload;
  LegalDocument: LegalDocument;
  Lender: Lender;
  LinkFinancialItemInput: LinkFinancialItemInput;
  LoanCost: LoanCost;
  LoanCostInput: LoanCostInput;
  Location: Location;
  LocationInput: LocationInput;
  MailingAddress: MailingAddress;
  MailingAddressInput: MailingAddressInput;
  MilitaryService: MilitaryService;
  MonthlyHousingCosts: MonthlyHousingCosts;
  MonthlyPaymentSplit: MonthlyPaymentSplit;
  Mutation: Record<PropertyKey, never>;
  NewUserInput: NewUserInput;
  OwnershipPoint: OwnershipPoint;
  PaymentBankAccount: PaymentBankAccount;
  PaymentBankAccountChoice: PaymentBankAccountChoice;
  PaymentBankAccountInput: PaymentBankAccountInput;
  PaymentMethod: PaymentMethodModel;
  PaymentMethodInput: PaymentMethodInput;
  PaymentMethodsPayload: Omit<PaymentMethodsPayload, 'paymentMethods'> & { paymentMethods: Array<ResolversParentTypes['PaymentMethod']> };
  PaymentSetup: PaymentSetup;
  PaymentSetupPayload: Omit<PaymentSetupPayload, 'paymentMethod'> & { paymentMethod?: Maybe<ResolversParentTypes['PaymentMethod']> };
  Place: Place;
  Prequal: Prequal;
  PrequalInput: PrequalInput;
  PreviewPurchaseOfferInput: PreviewPurchaseOfferInput;
  PrivacyPreferences: PrivacyPreferences;
  PrivacyPreferencesInput: PrivacyPreferencesInput;
  ProductEligibility: ProductEligibility;
  Program: Program;
  ProgramHighlight: ProgramHighlight;
  PropertyDashboard: PropertyDashboardView;
  PropertyExhibitCFields: PropertyExhibitCFields;
  PropertyLoan: PropertyLoan;
  PurchaseAgentLetter: PurchaseAgentLetter;
  PurchaseAgentLinkPayload: PurchaseAgentLinkPayload;
  PurchaseAgentStatus: PurchaseAgentStatus;
  PurchaseAnswersInput: PurchaseAnswersInput;
  PurchaseApplication: PurchaseApplicationView;
  PurchaseApplicationInput: PurchaseApplicationInput;
  PurchaseApplicationPayload: Omit<PurchaseApplicationPayload, 'purchaseApplication'> & { purchaseApplication?: Maybe<ResolversParentTypes['PurchaseApplication']> };
  PurchaseApplicationValues: PurchaseApplicationValues;
  PurchaseAppraisal: PurchaseAppraisal;
  PurchaseBudgetEstimate: PurchaseBudgetEstimate;
  PurchaseBudgetEstimateInput: PurchaseBudgetEstimateInput;
  PurchaseBudgetEstimatePayload: PurchaseBudgetEstimatePayload;
  PurchaseDenial: PurchaseDenial;
  PurchaseExhibitCChange: PurchaseExhibitCChange;
  PurchaseExhibitCFields: PurchaseExhibitCFields;
  PurchaseFundsToClose: PurchaseFundsToClose;
  PurchaseInviteeInput: PurchaseInviteeInput;
  PurchaseOffer: Omit<PurchaseOffer, 'letter'> & { letter?: Maybe<ResolversParentTypes['Document']> };
  PurchaseOfferLetterPayload: Omit<PurchaseOfferLetterPayload, 'letter'> & { letter?: Maybe<ResolversParentTypes['Document']> };
  PurchaseOfferPreview: PurchaseOfferPreview;
  PurchaseOfferPreviewPayload: PurchaseOfferPreviewPayload;
  PurchasePriceRange: PurchasePriceRange;
  PurchaseSection: PurchaseSection;
  PurchaseStageChange: PurchaseStageChange;
  Query: Record<PropertyKey, never>;
  QuestionMap: QuestionMap;
  RateOption: RateOption;
  RatesFilters: RatesFilters;
  RatesInput: RatesInput;
  RatesResult: RatesResult;
  RecordConsentInput: RecordConsentInput;
  RecordConsentPayload: Omit<RecordConsentPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  RecordManualBankVerificationInput: RecordManualBankVerificationInput;
  RecordPurchaseOfferInput: RecordPurchaseOfferInput;
  RecordRestructureLinkClickedInput: RecordRestructureLinkClickedInput;
  RefinanceApplication: RefinanceApplication;
  RemoveFinancialItemPayload: RemoveFinancialItemPayload;
  RequestEmailVerificationPayload: RequestEmailVerificationPayload;
  RequestEquityVerificationCodeInput: RequestEquityVerificationCodeInput;
  RequestEquityVerificationCodePayload: RequestEquityVerificationCodePayload;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RestructureAnswersInput: RestructureAnswersInput;
  RestructureApplication: RestructureApplicationView;
  RestructureApplicationInput: RestructureApplicationInput;
  RestructureApplicationPayload: Omit<RestructureApplicationPayload, 'restructureApplication'> & { restructureApplication?: Maybe<ResolversParentTypes['RestructureApplication']> };
  RestructureContractLine: RestructureContractLine;
  RestructureContractPage: RestructureContractPage;
  RestructureDenial: RestructureDenial;
  RestructureOffer: RestructureOffer;
  RestructureProductTerms: RestructureProductTerms;
  RestructureStageChange: RestructureStageChange;
  SandboxBankLinkLogInInput: SandboxBankLinkLogInInput;
  SandboxBankLinkManualAccountInput: SandboxBankLinkManualAccountInput;
  SandboxBankLinkPayload: SandboxBankLinkPayload;
  SandboxCardInput: SandboxCardInput;
  SavePaymentBankAccountInput: SavePaymentBankAccountInput;
  SavePaymentBankAccountPayload: Omit<SavePaymentBankAccountPayload, 'paymentMethod'> & { paymentMethod?: Maybe<ResolversParentTypes['PaymentMethod']> };
  SavePurchaseApplicationAnswersInput: SavePurchaseApplicationAnswersInput;
  SaveRestructureApplicationAnswersInput: SaveRestructureApplicationAnswersInput;
  SearchRatesInput: SearchRatesInput;
  SearchRatesPayload: SearchRatesPayload;
  SectionCompletion: SectionCompletion;
  StartPaymentSetupPayload: StartPaymentSetupPayload;
  StartPurchaseApplicationInput: StartPurchaseApplicationInput;
  StartRefinanceApplicationInput: StartRefinanceApplicationInput;
  StartRefinanceApplicationPayload: StartRefinanceApplicationPayload;
  StartRestructureApplicationInput: StartRestructureApplicationInput;
  String: Scalars['String']['output'];
  SubmitPurchaseAppraisalInput: SubmitPurchaseAppraisalInput;
  SubmitRefinanceApplicationInput: SubmitRefinanceApplicationInput;
  SubmitRefinanceApplicationPayload: SubmitRefinanceApplicationPayload;
  SubmitRestructureApplicationInput: SubmitRestructureApplicationInput;
  Testimonial: Testimonial;
  UUID: Scalars['UUID']['output'];
  UnderwritingCheck: UnderwritingCheck;
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
  VerifyEquityTransactionInput: VerifyEquityTransactionInput;
  VerifyEquityTransactionPayload: VerifyEquityTransactionPayload;
  VerifyMicrodepositsInput: VerifyMicrodepositsInput;
  VerifyPaymentSetupInput: VerifyPaymentSetupInput;
  ViewPurchaseContractPageInput: ViewPurchaseContractPageInput;
  ViewRestructureContractPageInput: ViewRestructureContractPageInput;
  WaitlistEntry: WaitlistEntry;
  WhatIfSale: WhatIfSale;
  WritePurchaseOfferLetterInput: WritePurchaseOfferLetterInput;
};

export type AcceptPropertyInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptPropertyInvitationPayload'] = ResolversParentTypes['AcceptPropertyInvitationPayload']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type BankAccountDocumentReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankAccountDocumentReview'] = ResolversParentTypes['BankAccountDocumentReview']> = {
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  financialItemUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BankAccountDocumentReviewStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type BankLinkTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankLinkToken'] = ResolversParentTypes['BankLinkToken']> = {
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  linkToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oauthReturnPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['BankLinkProviderKind'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChoosePaymentBankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChoosePaymentBankAccountPayload'] = ResolversParentTypes['ChoosePaymentBankAccountPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  paymentBankAccountId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
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

export type ClosingDisbursementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClosingDisbursement'] = ResolversParentTypes['ClosingDisbursement']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bankAccountLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClosingDisbursementStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateBankLinkTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateBankLinkTokenPayload'] = ResolversParentTypes['CreateBankLinkTokenPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['BankLinkToken']>, ParentType, ContextType>;
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

export type EquityLedgerEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityLedgerEntry'] = ResolversParentTypes['EquityLedgerEntry']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designatedPercentageAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  designatedPercentageBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EquityLedgerEntryKind'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type EquityLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityLimits'] = ResolversParentTypes['EquityLimits']> = {
  cashOut?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lifetimeCashOutRemaining?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  oneTimeBuyIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurringBuyIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EquityPaymentReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityPaymentReceipt'] = ResolversParentTypes['EquityPaymentReceipt']> = {
  paymentMethodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquityPayoutReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityPayoutReceipt'] = ResolversParentTypes['EquityPayoutReceipt']> = {
  bankAccountLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payoutUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquityRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityRefusal'] = ResolversParentTypes['EquityRefusal']> = {
  limit?: Resolver<ResolversTypes['EquityLimit'], ParentType, ContextType>;
  maxAllowed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EquityTransactionCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityTransactionCheck'] = ResolversParentTypes['EquityTransactionCheck']> = {
  preview?: Resolver<Maybe<ResolversTypes['EquityTransactionPreview']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['EquityRefusal']>, ParentType, ContextType>;
};

export type EquityTransactionPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EquityTransactionPreview'] = ResolversParentTypes['EquityTransactionPreview']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  designatedPercentageAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  designatedPercentageBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  homeValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeownerEquityAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeownerEquityBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EquityTransactionKind'], ParentType, ContextType>;
  monthlyPaymentAfter?: Resolver<ResolversTypes['MonthlyPaymentSplit'], ParentType, ContextType>;
  monthlyPaymentBefore?: Resolver<ResolversTypes['MonthlyPaymentSplit'], ParentType, ContextType>;
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

export type FinancialAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancialAccount'] = ResolversParentTypes['FinancialAccount']> = {
  accountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mask?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  verificationStatus?: Resolver<ResolversTypes['AccountVerificationStatus'], ParentType, ContextType>;
};

export type FinancialItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancialItem'] = ResolversParentTypes['FinancialItem']> = {
  accounts?: Resolver<Array<ResolversTypes['FinancialAccount']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FinancialItemError']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FinancialItemKind'], ParentType, ContextType>;
  manualVerificationAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  microdepositVerifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type FinancialItemErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancialItemError'] = ResolversParentTypes['FinancialItemError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FinancialItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancialItemPayload'] = ResolversParentTypes['FinancialItemPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  financialItem?: Resolver<Maybe<ResolversTypes['FinancialItem']>, ParentType, ContextType>;
};

export type HomeValuationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeValuation'] = ResolversParentTypes['HomeValuation']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ValuationSource'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type JoinWaitlistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JoinWaitlistPayload'] = ResolversParentTypes['JoinWaitlistPayload']> = {
  entry?: Resolver<Maybe<ResolversTypes['WaitlistEntry']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  prequal?: Resolver<Maybe<ResolversTypes['Prequal']>, ParentType, ContextType>;
};

export type LeaveWaitlistPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeaveWaitlistPayload'] = ResolversParentTypes['LeaveWaitlistPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type MonthlyPaymentSplitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyPaymentSplit'] = ResolversParentTypes['MonthlyPaymentSplit']> = {
  additionalEquity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reductionPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  usageFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptPropertyInvitation?: Resolver<ResolversTypes['AcceptPropertyInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptPropertyInvitationArgs, 'input'>>;
  acceptPurchaseContract?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationAcceptPurchaseContractArgs, 'input'>>;
  acceptPurchaseInvitation?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationAcceptPurchaseInvitationArgs, 'input'>>;
  acceptPurchaseOptionAgreement?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationAcceptPurchaseOptionAgreementArgs, 'input'>>;
  acceptRestructureContract?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationAcceptRestructureContractArgs, 'input'>>;
  acknowledgePrivacyPreferencesBanner?: Resolver<ResolversTypes['PrivacyPreferences'], ParentType, ContextType>;
  answerRefinanceApplicationQuestion?: Resolver<ResolversTypes['AnswerRefinanceApplicationQuestionPayload'], ParentType, ContextType, RequireFields<MutationAnswerRefinanceApplicationQuestionArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeWaitlistEntry?: Resolver<ResolversTypes['JoinWaitlistPayload'], ParentType, ContextType, RequireFields<MutationChangeWaitlistEntryArgs, 'input'>>;
  choosePaymentBankAccount?: Resolver<ResolversTypes['ChoosePaymentBankAccountPayload'], ParentType, ContextType, RequireFields<MutationChoosePaymentBankAccountArgs, 'input'>>;
  completePurchaseUploads?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationCompletePurchaseUploadsArgs, 'input'>>;
  completeRestructureUploads?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationCompleteRestructureUploadsArgs, 'input'>>;
  completeSandboxCardAuthentication?: Resolver<ResolversTypes['PaymentSetupPayload'], ParentType, ContextType, RequireFields<MutationCompleteSandboxCardAuthenticationArgs, 'input'>>;
  confirmSandboxCardSetup?: Resolver<ResolversTypes['PaymentSetupPayload'], ParentType, ContextType, RequireFields<MutationConfirmSandboxCardSetupArgs, 'input'>>;
  createBankLinkToken?: Resolver<ResolversTypes['CreateBankLinkTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateBankLinkTokenArgs, 'input'>>;
  createPrequal?: Resolver<ResolversTypes['CreatePrequalPayload'], ParentType, ContextType, RequireFields<MutationCreatePrequalArgs, 'prequalInput'>>;
  createPurchaseAgentLink?: Resolver<ResolversTypes['PurchaseAgentLinkPayload'], ParentType, ContextType, RequireFields<MutationCreatePurchaseAgentLinkArgs, 'input'>>;
  deleteDocument?: Resolver<ResolversTypes['DeleteDocumentPayload'], ParentType, ContextType, RequireFields<MutationDeleteDocumentArgs, 'input'>>;
  finalizeRestructure?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationFinalizeRestructureArgs, 'input'>>;
  joinWaitlist?: Resolver<ResolversTypes['JoinWaitlistPayload'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'input'>>;
  leaveWaitlist?: Resolver<ResolversTypes['LeaveWaitlistPayload'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'input'>>;
  linkFinancialItem?: Resolver<ResolversTypes['FinancialItemPayload'], ParentType, ContextType, RequireFields<MutationLinkFinancialItemArgs, 'input'>>;
  recordConsent?: Resolver<ResolversTypes['RecordConsentPayload'], ParentType, ContextType, RequireFields<MutationRecordConsentArgs, 'input'>>;
  recordManualBankVerification?: Resolver<ResolversTypes['FinancialItemPayload'], ParentType, ContextType, RequireFields<MutationRecordManualBankVerificationArgs, 'input'>>;
  recordPurchaseOffer?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationRecordPurchaseOfferArgs, 'input'>>;
  recordRestructureLinkClicked?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationRecordRestructureLinkClickedArgs, 'input'>>;
  refreshFinancialItem?: Resolver<ResolversTypes['FinancialItemPayload'], ParentType, ContextType, RequireFields<MutationRefreshFinancialItemArgs, 'input'>>;
  removeFinancialItem?: Resolver<ResolversTypes['RemoveFinancialItemPayload'], ParentType, ContextType, RequireFields<MutationRemoveFinancialItemArgs, 'input'>>;
  removePaymentMethod?: Resolver<ResolversTypes['PaymentMethodsPayload'], ParentType, ContextType, RequireFields<MutationRemovePaymentMethodArgs, 'input'>>;
  requestEmailVerification?: Resolver<ResolversTypes['RequestEmailVerificationPayload'], ParentType, ContextType>;
  requestEquityVerificationCode?: Resolver<ResolversTypes['RequestEquityVerificationCodePayload'], ParentType, ContextType, RequireFields<MutationRequestEquityVerificationCodeArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sandboxBankLinkLogIn?: Resolver<ResolversTypes['SandboxBankLinkPayload'], ParentType, ContextType, RequireFields<MutationSandboxBankLinkLogInArgs, 'input'>>;
  sandboxBankLinkManualAccount?: Resolver<ResolversTypes['SandboxBankLinkPayload'], ParentType, ContextType, RequireFields<MutationSandboxBankLinkManualAccountArgs, 'input'>>;
  savePaymentBankAccount?: Resolver<ResolversTypes['SavePaymentBankAccountPayload'], ParentType, ContextType, RequireFields<MutationSavePaymentBankAccountArgs, 'input'>>;
  savePurchaseApplicationAnswers?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationSavePurchaseApplicationAnswersArgs, 'input'>>;
  saveRestructureApplicationAnswers?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationSaveRestructureApplicationAnswersArgs, 'input'>>;
  searchRates?: Resolver<ResolversTypes['SearchRatesPayload'], ParentType, ContextType, RequireFields<MutationSearchRatesArgs, 'input'>>;
  setDefaultPaymentMethod?: Resolver<ResolversTypes['PaymentMethodsPayload'], ParentType, ContextType, RequireFields<MutationSetDefaultPaymentMethodArgs, 'input'>>;
  setPrivacyPreferences?: Resolver<ResolversTypes['PrivacyPreferences'], ParentType, ContextType, RequireFields<MutationSetPrivacyPreferencesArgs, 'preferences'>>;
  startPaymentSetup?: Resolver<ResolversTypes['StartPaymentSetupPayload'], ParentType, ContextType>;
  startPurchaseApplication?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationStartPurchaseApplicationArgs, 'input'>>;
  startRefinanceApplication?: Resolver<ResolversTypes['StartRefinanceApplicationPayload'], ParentType, ContextType, RequireFields<MutationStartRefinanceApplicationArgs, 'input'>>;
  startRestructureApplication?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationStartRestructureApplicationArgs, 'input'>>;
  submitPurchaseApplication?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitPurchaseApplicationArgs, 'input'>>;
  submitPurchaseAppraisalAndServices?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitPurchaseAppraisalAndServicesArgs, 'input'>>;
  submitPurchaseOffers?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitPurchaseOffersArgs, 'input'>>;
  submitRefinanceApplication?: Resolver<ResolversTypes['SubmitRefinanceApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitRefinanceApplicationArgs, 'input'>>;
  submitRestructureApplication?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationSubmitRestructureApplicationArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadDocument?: Resolver<ResolversTypes['UploadDocumentPayload'], ParentType, ContextType, RequireFields<MutationUploadDocumentArgs, 'input'>>;
  uploadDocumentReplacement?: Resolver<ResolversTypes['UploadDocumentPayload'], ParentType, ContextType, RequireFields<MutationUploadDocumentReplacementArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailPayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'input'>>;
  verifyEquityTransaction?: Resolver<ResolversTypes['VerifyEquityTransactionPayload'], ParentType, ContextType, RequireFields<MutationVerifyEquityTransactionArgs, 'input'>>;
  verifyMicrodeposits?: Resolver<ResolversTypes['FinancialItemPayload'], ParentType, ContextType, RequireFields<MutationVerifyMicrodepositsArgs, 'input'>>;
  verifyPaymentSetup?: Resolver<ResolversTypes['PaymentSetupPayload'], ParentType, ContextType, RequireFields<MutationVerifyPaymentSetupArgs, 'input'>>;
  viewPurchaseContractPage?: Resolver<ResolversTypes['PurchaseApplicationPayload'], ParentType, ContextType, RequireFields<MutationViewPurchaseContractPageArgs, 'input'>>;
  viewRestructureContractPage?: Resolver<ResolversTypes['RestructureApplicationPayload'], ParentType, ContextType, RequireFields<MutationViewRestructureContractPageArgs, 'input'>>;
  writePurchaseOfferLetter?: Resolver<ResolversTypes['PurchaseOfferLetterPayload'], ParentType, ContextType, RequireFields<MutationWritePurchaseOfferLetterArgs, 'input'>>;
};

export type OwnershipPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnershipPoint'] = ResolversParentTypes['OwnershipPoint']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  designatedPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PaymentBankAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentBankAccount'] = ResolversParentTypes['PaymentBankAccount']> = {
  accountHolderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['BankAccountType'], ParentType, ContextType>;
  mask?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  routingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentBankAccountChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentBankAccountChoice'] = ResolversParentTypes['PaymentBankAccountChoice']> = {
  financialAccountUuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['CardBrand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type PaymentMethodsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethodsPayload'] = ResolversParentTypes['PaymentMethodsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type PaymentSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSetup'] = ResolversParentTypes['PaymentSetup']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  processor?: Resolver<ResolversTypes['PaymentProcessorKind'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setupIntentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentSetupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSetupPayload'] = ResolversParentTypes['PaymentSetupPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  setupIntentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentSetupStatus'], ParentType, ContextType>;
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
  maxPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
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

export type PropertyDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyDashboard'] = ResolversParentTypes['PropertyDashboard']> = {
  address?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  closingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  closingDisbursement?: Resolver<Maybe<ResolversTypes['ClosingDisbursement']>, ParentType, ContextType>;
  dealType?: Resolver<ResolversTypes['DealType'], ParentType, ContextType>;
  designatedPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  exhibitCFields?: Resolver<ResolversTypes['PropertyExhibitCFields'], ParentType, ContextType>;
  homeValue?: Resolver<ResolversTypes['HomeValuation'], ParentType, ContextType>;
  homeownerEquity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ledger?: Resolver<Array<ResolversTypes['EquityLedgerEntry']>, ParentType, ContextType>;
  lifetimeCashOut?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['EquityLimits'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['MonthlyPaymentSplit'], ParentType, ContextType>;
  mortgageBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nextPaymentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  ownershipHistory?: Resolver<Array<ResolversTypes['OwnershipPoint']>, ParentType, ContextType>;
  recurringBuyIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurringBuyInPaymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  rooflineShareValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourceApplicationUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
  viewerRole?: Resolver<ResolversTypes['PropertyViewerRole'], ParentType, ContextType>;
  whatIf?: Resolver<Array<ResolversTypes['WhatIfSale']>, ParentType, ContextType>;
};

export type PropertyExhibitCFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PropertyExhibitCFields'] = ResolversParentTypes['PropertyExhibitCFields']> = {
  maxAddlOptionPaymentPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxMonthlyEquityPurchaseLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyReductionPaymentLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  originalAgreedValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  originalDesignatedPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurringPurchaseScheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type PurchaseAgentLetterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseAgentLetter'] = ResolversParentTypes['PurchaseAgentLetter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseAgentLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseAgentLinkPayload'] = ResolversParentTypes['PurchaseAgentLinkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PurchaseAgentStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseAgentStatus'] = ResolversParentTypes['PurchaseAgentStatus']> = {
  agentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  letters?: Resolver<Array<ResolversTypes['PurchaseAgentLetter']>, ParentType, ContextType>;
  linkExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  preApprovalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  preApprovalExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  propertyAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['PurchaseApplicationStage'], ParentType, ContextType>;
};

export type PurchaseApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseApplication'] = ResolversParentTypes['PurchaseApplication']> = {
  acceptedOfferUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  agentLinkExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  applicationSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  applicationValues?: Resolver<ResolversTypes['PurchaseApplicationValues'], ParentType, ContextType>;
  appraisal?: Resolver<Maybe<ResolversTypes['PurchaseAppraisal']>, ParentType, ContextType>;
  appraisalAndServicesSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  appraisedValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bankAccounts?: Resolver<Array<ResolversTypes['FinancialItem']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closingSectionSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  coApplicantInvitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  coApplicantJoinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractPageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contractPages?: Resolver<Array<ResolversTypes['RestructureContractPage']>, ParentType, ContextType>;
  contractPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  denial?: Resolver<Maybe<ResolversTypes['PurchaseDenial']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType>;
  exhibitCFields?: Resolver<Maybe<ResolversTypes['PurchaseExhibitCFields']>, ParentType, ContextType>;
  expirationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fundsToClose?: Resolver<Maybe<ResolversTypes['PurchaseFundsToClose']>, ParentType, ContextType>;
  investments?: Resolver<Array<ResolversTypes['FinancialItem']>, ParentType, ContextType>;
  missingAnswers?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  missingDocuments?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  myOffersSubmittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['PurchaseOffer']>, ParentType, ContextType>;
  optionAgreementAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  optionAgreementViewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  party?: Resolver<ResolversTypes['ApplicationParty'], ParentType, ContextType>;
  paymentBankAccountId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  preApprovalAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  preApprovalExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  preApprovedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  prequalUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  propertyUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
  purchaseStage?: Resolver<Maybe<ResolversTypes['PurchaseStage']>, ParentType, ContextType>;
  requiredDocuments?: Resolver<Array<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['PurchaseSection']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['PurchaseApplicationStage'], ParentType, ContextType>;
  stageHistory?: Resolver<Array<ResolversTypes['PurchaseStageChange']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadsCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type PurchaseApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseApplicationPayload'] = ResolversParentTypes['PurchaseApplicationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  purchaseApplication?: Resolver<Maybe<ResolversTypes['PurchaseApplication']>, ParentType, ContextType>;
};

export type PurchaseApplicationValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseApplicationValues'] = ResolversParentTypes['PurchaseApplicationValues']> = {
  agentBrokerage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  annualIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coApplicantAnnualIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coApplicantEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantEmployerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantFirstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantIncomeSource?: Resolver<Maybe<ResolversTypes['IncomeSource']>, ParentType, ContextType>;
  coApplicantJobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coApplicantLastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPropertyStatus?: Resolver<Maybe<ResolversTypes['PriorHomeStatus']>, ParentType, ContextType>;
  downPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  earnestMoney?: Resolver<Maybe<ResolversTypes['EarnestMoneyStatus']>, ParentType, ContextType>;
  earnestMoneyAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  employerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employmentStartDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  giftAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  giftSource?: Resolver<Maybe<ResolversTypes['GiftSource']>, ParentType, ContextType>;
  giftType?: Resolver<Maybe<ResolversTypes['GiftType']>, ParentType, ContextType>;
  hasAgent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasCoApplicant?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasGift?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  housingStatus?: Resolver<Maybe<ResolversTypes['HousingStatus']>, ParentType, ContextType>;
  incomeSource?: Resolver<Maybe<ResolversTypes['IncomeSource']>, ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  liquidAssets?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthlyDebts?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  otherPropertiesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ownsOtherProperties?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  propertyAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PurchaseAppraisalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseAppraisal'] = ResolversParentTypes['PurchaseAppraisal']> = {
  appraisalGap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orderedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseAppraisalStatus'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PurchaseBudgetEstimateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseBudgetEstimate'] = ResolversParentTypes['PurchaseBudgetEstimate']> = {
  monthlyBudgetHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyBudgetLow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mortgageRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  withRoofline?: Resolver<ResolversTypes['PurchasePriceRange'], ParentType, ContextType>;
  withoutRoofline?: Resolver<ResolversTypes['PurchasePriceRange'], ParentType, ContextType>;
};

export type PurchaseBudgetEstimatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseBudgetEstimatePayload'] = ResolversParentTypes['PurchaseBudgetEstimatePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['PurchaseBudgetEstimate']>, ParentType, ContextType>;
};

export type PurchaseDenialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseDenial'] = ResolversParentTypes['PurchaseDenial']> = {
  code?: Resolver<ResolversTypes['EligibilityDenialCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseExhibitCChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseExhibitCChange'] = ResolversParentTypes['PurchaseExhibitCChange']> = {
  after?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseExhibitCFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseExhibitCFields'] = ResolversParentTypes['PurchaseExhibitCFields']> = {
  maxAddlOptionPaymentPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxMonthlyEquityPurchaseLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyReductionPaymentLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  originalAgreedValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  originalDesignatedPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurringPurchaseScheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PurchaseFundsToCloseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseFundsToClose'] = ResolversParentTypes['PurchaseFundsToClose']> = {
  appraisalGap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  downPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueAtClosing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earnestMoneyDeposited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rooflinePurchase?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PurchaseOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOffer'] = ResolversParentTypes['PurchaseOffer']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseOfferStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type PurchaseOfferLetterPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOfferLetterPayload'] = ResolversParentTypes['PurchaseOfferLetterPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
};

export type PurchaseOfferPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOfferPreview'] = ResolversParentTypes['PurchaseOfferPreview']> = {
  changes?: Resolver<Array<ResolversTypes['PurchaseExhibitCChange']>, ParentType, ContextType>;
  exhibitCFields?: Resolver<ResolversTypes['PurchaseExhibitCFields'], ParentType, ContextType>;
  fundsToClose?: Resolver<ResolversTypes['PurchaseFundsToClose'], ParentType, ContextType>;
};

export type PurchaseOfferPreviewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseOfferPreviewPayload'] = ResolversParentTypes['PurchaseOfferPreviewPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['PurchaseOfferPreview']>, ParentType, ContextType>;
};

export type PurchasePriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchasePriceRange'] = ResolversParentTypes['PurchasePriceRange']> = {
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyCostAtHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PurchaseSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseSection'] = ResolversParentTypes['PurchaseSection']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['ApplicationParty'], ParentType, ContextType>;
  percentComplete?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SectionStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseStageChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PurchaseStageChange'] = ResolversParentTypes['PurchaseStageChange']> = {
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromStage?: Resolver<ResolversTypes['PurchaseApplicationStage'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStage?: Resolver<ResolversTypes['PurchaseApplicationStage'], ParentType, ContextType>;
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
  bankAccountDocumentReview?: Resolver<Maybe<ResolversTypes['BankAccountDocumentReview']>, ParentType, ContextType, RequireFields<QueryBankAccountDocumentReviewArgs, 'financialItemUuid'>>;
  equityTransactionPreview?: Resolver<ResolversTypes['EquityTransactionCheck'], ParentType, ContextType, RequireFields<QueryEquityTransactionPreviewArgs, 'input'>>;
  faqEntries?: Resolver<Array<ResolversTypes['FaqEntry']>, ParentType, ContextType>;
  featureFlags?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  financialItems?: Resolver<Array<ResolversTypes['FinancialItem']>, ParentType, ContextType, RequireFields<QueryFinancialItemsArgs, 'applicationType' | 'applicationUuid'>>;
  getMyPrivacyPreferences?: Resolver<Maybe<ResolversTypes['PrivacyPreferences']>, ParentType, ContextType>;
  getRefiRates?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryGetRefiRatesArgs, 'ratesInput'>>;
  legalDocument?: Resolver<Maybe<ResolversTypes['LegalDocument']>, ParentType, ContextType, RequireFields<QueryLegalDocumentArgs, 'slug'>>;
  loanCost?: Resolver<ResolversTypes['LoanCost'], ParentType, ContextType, RequireFields<QueryLoanCostArgs, 'input'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerPropertyDashboard?: Resolver<ResolversTypes['PropertyDashboard'], ParentType, ContextType, RequireFields<QueryPartnerPropertyDashboardArgs, 'uuid'>>;
  paymentBankAccountChoices?: Resolver<Array<ResolversTypes['PaymentBankAccountChoice']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'placeId'>>;
  previewPurchaseOffer?: Resolver<ResolversTypes['PurchaseOfferPreviewPayload'], ParentType, ContextType, RequireFields<QueryPreviewPurchaseOfferArgs, 'input'>>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'product' | 'slug'>>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType, Partial<QueryProgramsArgs>>;
  propertyDashboard?: Resolver<ResolversTypes['PropertyDashboard'], ParentType, ContextType, RequireFields<QueryPropertyDashboardArgs, 'uuid'>>;
  purchaseAgentStatus?: Resolver<Maybe<ResolversTypes['PurchaseAgentStatus']>, ParentType, ContextType, RequireFields<QueryPurchaseAgentStatusArgs, 'token'>>;
  purchaseApplication?: Resolver<ResolversTypes['PurchaseApplication'], ParentType, ContextType, RequireFields<QueryPurchaseApplicationArgs, 'uuid'>>;
  purchaseApplications?: Resolver<Array<ResolversTypes['PurchaseApplication']>, ParentType, ContextType>;
  purchaseBudgetEstimate?: Resolver<ResolversTypes['PurchaseBudgetEstimatePayload'], ParentType, ContextType, RequireFields<QueryPurchaseBudgetEstimateArgs, 'input'>>;
  rateOption?: Resolver<Maybe<ResolversTypes['RateOption']>, ParentType, ContextType, RequireFields<QueryRateOptionArgs, 'rateOptionUuid'>>;
  ratesPage?: Resolver<ResolversTypes['RatesResult'], ParentType, ContextType, RequireFields<QueryRatesPageArgs, 'ratesInput'>>;
  refinanceApplication?: Resolver<ResolversTypes['RefinanceApplication'], ParentType, ContextType, RequireFields<QueryRefinanceApplicationArgs, 'uuid'>>;
  refinanceApplications?: Resolver<Array<ResolversTypes['RefinanceApplication']>, ParentType, ContextType>;
  relatedArticles?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryRelatedArticlesArgs, 'limit' | 'slug'>>;
  restructureApplication?: Resolver<ResolversTypes['RestructureApplication'], ParentType, ContextType, RequireFields<QueryRestructureApplicationArgs, 'uuid'>>;
  restructureApplications?: Resolver<Array<ResolversTypes['RestructureApplication']>, ParentType, ContextType>;
  testimonials?: Resolver<Array<ResolversTypes['Testimonial']>, ParentType, ContextType>;
  waitlistEntryByLink?: Resolver<Maybe<ResolversTypes['WaitlistEntry']>, ParentType, ContextType, RequireFields<QueryWaitlistEntryByLinkArgs, 'token'>>;
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
  prepaidFinanceCharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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

export type RemoveFinancialItemPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveFinancialItemPayload'] = ResolversParentTypes['RemoveFinancialItemPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  removedFinancialItemUuid?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
};

export type RequestEmailVerificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestEmailVerificationPayload'] = ResolversParentTypes['RequestEmailVerificationPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestEquityVerificationCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestEquityVerificationCodePayload'] = ResolversParentTypes['RequestEquityVerificationCodePayload']> = {
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
  bankAccounts?: Resolver<Array<ResolversTypes['FinancialItem']>, ParentType, ContextType>;
  cashOutAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cashOutPurpose?: Resolver<Maybe<ResolversTypes['CashOutPurpose']>, ParentType, ContextType>;
  coOwnerAnnualIncome?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  coOwnerEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  contractAcceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractPageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contractPages?: Resolver<Array<ResolversTypes['RestructureContractPage']>, ParentType, ContextType>;
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
  investments?: Resolver<Array<ResolversTypes['FinancialItem']>, ParentType, ContextType>;
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
  paymentBankAccountId?: Resolver<Maybe<ResolversTypes['UUID']>, ParentType, ContextType>;
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
  underwritingChecks?: Resolver<Array<ResolversTypes['UnderwritingCheck']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadsCompletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['UUID'], ParentType, ContextType>;
};

export type RestructureApplicationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureApplicationPayload'] = ResolversParentTypes['RestructureApplicationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  restructureApplication?: Resolver<Maybe<ResolversTypes['RestructureApplication']>, ParentType, ContextType>;
};

export type RestructureContractLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureContractLine'] = ResolversParentTypes['RestructureContractLine']> = {
  cells?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RestructureContractLineKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RestructureContractPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestructureContractPage'] = ResolversParentTypes['RestructureContractPage']> = {
  lines?: Resolver<Array<ResolversTypes['RestructureContractLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type SandboxBankLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SandboxBankLinkPayload'] = ResolversParentTypes['SandboxBankLinkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SavePaymentBankAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavePaymentBankAccountPayload'] = ResolversParentTypes['SavePaymentBankAccountPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
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

export type StartPaymentSetupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartPaymentSetupPayload'] = ResolversParentTypes['StartPaymentSetupPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  setup?: Resolver<Maybe<ResolversTypes['PaymentSetup']>, ParentType, ContextType>;
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

export type UnderwritingCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnderwritingCheck'] = ResolversParentTypes['UnderwritingCheck']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['UnderwritingCheckKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UnderwritingCheckStatus'], ParentType, ContextType>;
};

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
  viewerRole?: Resolver<ResolversTypes['PropertyViewerRole'], ParentType, ContextType>;
};

export type VerifyEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyEmailPayload'] = ResolversParentTypes['VerifyEmailPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VerifyEquityTransactionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyEquityTransactionPayload'] = ResolversParentTypes['VerifyEquityTransactionPayload']> = {
  entry?: Resolver<Maybe<ResolversTypes['EquityLedgerEntry']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['EquityPaymentReceipt']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['EquityPayoutReceipt']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['EquityRefusal']>, ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type WhatIfSaleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WhatIfSale'] = ResolversParentTypes['WhatIfSale']> = {
  homeownerNet?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mortgagePayoff?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rooflineShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  saleValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['WhatIfScenario'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AcceptPropertyInvitationPayload?: AcceptPropertyInvitationPayloadResolvers<ContextType>;
  ActiveApplication?: ActiveApplicationResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AmortizationYear?: AmortizationYearResolvers<ContextType>;
  AnalyticsActivity?: AnalyticsActivityResolvers<ContextType>;
  AnswerRefinanceApplicationQuestionPayload?: AnswerRefinanceApplicationQuestionPayloadResolvers<ContextType>;
  ApplicationSection?: ApplicationSectionResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleCategory?: ArticleCategoryResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  BankAccountDocumentReview?: BankAccountDocumentReviewResolvers<ContextType>;
  BankLinkToken?: BankLinkTokenResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ChoosePaymentBankAccountPayload?: ChoosePaymentBankAccountPayloadResolvers<ContextType>;
  ChosenRateOption?: ChosenRateOptionResolvers<ContextType>;
  ClosingDisbursement?: ClosingDisbursementResolvers<ContextType>;
  CreateBankLinkTokenPayload?: CreateBankLinkTokenPayloadResolvers<ContextType>;
  CreatePrequalPayload?: CreatePrequalPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Declarations?: DeclarationsResolvers<ContextType>;
  DeleteDocumentPayload?: DeleteDocumentPayloadResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  EligibilityDenial?: EligibilityDenialResolvers<ContextType>;
  EmailAddress?: GraphQLScalarType;
  Employment?: EmploymentResolvers<ContextType>;
  EquityLedgerEntry?: EquityLedgerEntryResolvers<ContextType>;
  EquityLimits?: EquityLimitsResolvers<ContextType>;
  EquityPaymentReceipt?: EquityPaymentReceiptResolvers<ContextType>;
  EquityPayoutReceipt?: EquityPayoutReceiptResolvers<ContextType>;
  EquityRefusal?: EquityRefusalResolvers<ContextType>;
  EquityTransactionCheck?: EquityTransactionCheckResolvers<ContextType>;
  EquityTransactionPreview?: EquityTransactionPreviewResolvers<ContextType>;
  FaqEntry?: FaqEntryResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FeeLine?: FeeLineResolvers<ContextType>;
  File?: GraphQLScalarType;
  FinancialAccount?: FinancialAccountResolvers<ContextType>;
  FinancialItem?: FinancialItemResolvers<ContextType>;
  FinancialItemError?: FinancialItemErrorResolvers<ContextType>;
  FinancialItemPayload?: FinancialItemPayloadResolvers<ContextType>;
  HomeValuation?: HomeValuationResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  JoinWaitlistPayload?: JoinWaitlistPayloadResolvers<ContextType>;
  LeaveWaitlistPayload?: LeaveWaitlistPayloadResolvers<ContextType>;
  LegalDocument?: LegalDocumentResolvers<ContextType>;
  Lender?: LenderResolvers<ContextType>;
  LoanCost?: LoanCostResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MailingAddress?: MailingAddressResolvers<ContextType>;
  MilitaryService?: MilitaryServiceResolvers<ContextType>;
  MonthlyHousingCosts?: MonthlyHousingCostsResolvers<ContextType>;
  MonthlyPaymentSplit?: MonthlyPaymentSplitResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OwnershipPoint?: OwnershipPointResolvers<ContextType>;
  PaymentBankAccount?: PaymentBankAccountResolvers<ContextType>;
  PaymentBankAccountChoice?: PaymentBankAccountChoiceResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodsPayload?: PaymentMethodsPayloadResolvers<ContextType>;
  PaymentSetup?: PaymentSetupResolvers<ContextType>;
  PaymentSetupPayload?: PaymentSetupPayloadResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Prequal?: PrequalResolvers<ContextType>;
  PrivacyPreferences?: PrivacyPreferencesResolvers<ContextType>;
  ProductEligibility?: ProductEligibilityResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramHighlight?: ProgramHighlightResolvers<ContextType>;
  PropertyDashboard?: PropertyDashboardResolvers<ContextType>;
  PropertyExhibitCFields?: PropertyExhibitCFieldsResolvers<ContextType>;
  PropertyLoan?: PropertyLoanResolvers<ContextType>;
  PurchaseAgentLetter?: PurchaseAgentLetterResolvers<ContextType>;
  PurchaseAgentLinkPayload?: PurchaseAgentLinkPayloadResolvers<ContextType>;
  PurchaseAgentStatus?: PurchaseAgentStatusResolvers<ContextType>;
  PurchaseApplication?: PurchaseApplicationResolvers<ContextType>;
  PurchaseApplicationPayload?: PurchaseApplicationPayloadResolvers<ContextType>;
  PurchaseApplicationValues?: PurchaseApplicationValuesResolvers<ContextType>;
  PurchaseAppraisal?: PurchaseAppraisalResolvers<ContextType>;
  PurchaseBudgetEstimate?: PurchaseBudgetEstimateResolvers<ContextType>;
  PurchaseBudgetEstimatePayload?: PurchaseBudgetEstimatePayloadResolvers<ContextType>;
  PurchaseDenial?: PurchaseDenialResolvers<ContextType>;
  PurchaseExhibitCChange?: PurchaseExhibitCChangeResolvers<ContextType>;
  PurchaseExhibitCFields?: PurchaseExhibitCFieldsResolvers<ContextType>;
  PurchaseFundsToClose?: PurchaseFundsToCloseResolvers<ContextType>;
  PurchaseOffer?: PurchaseOfferResolvers<ContextType>;
  PurchaseOfferLetterPayload?: PurchaseOfferLetterPayloadResolvers<ContextType>;
  PurchaseOfferPreview?: PurchaseOfferPreviewResolvers<ContextType>;
  PurchaseOfferPreviewPayload?: PurchaseOfferPreviewPayloadResolvers<ContextType>;
  PurchasePriceRange?: PurchasePriceRangeResolvers<ContextType>;
  PurchaseSection?: PurchaseSectionResolvers<ContextType>;
  PurchaseStageChange?: PurchaseStageChangeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionMap?: QuestionMapResolvers<ContextType>;
  RateOption?: RateOptionResolvers<ContextType>;
  RatesResult?: RatesResultResolvers<ContextType>;
  RecordConsentPayload?: RecordConsentPayloadResolvers<ContextType>;
  RefinanceApplication?: RefinanceApplicationResolvers<ContextType>;
  RemoveFinancialItemPayload?: RemoveFinancialItemPayloadResolvers<ContextType>;
  RequestEmailVerificationPayload?: RequestEmailVerificationPayloadResolvers<ContextType>;
  RequestEquityVerificationCodePayload?: RequestEquityVerificationCodePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RestructureApplication?: RestructureApplicationResolvers<ContextType>;
  RestructureApplicationPayload?: RestructureApplicationPayloadResolvers<ContextType>;
  RestructureContractLine?: RestructureContractLineResolvers<ContextType>;
  RestructureContractPage?: RestructureContractPageResolvers<ContextType>;
  RestructureDenial?: RestructureDenialResolvers<ContextType>;
  RestructureOffer?: RestructureOfferResolvers<ContextType>;
  RestructureProductTerms?: RestructureProductTermsResolvers<ContextType>;
  RestructureStageChange?: RestructureStageChangeResolvers<ContextType>;
  SandboxBankLinkPayload?: SandboxBankLinkPayloadResolvers<ContextType>;
  SavePaymentBankAccountPayload?: SavePaymentBankAccountPayloadResolvers<ContextType>;
  SearchRatesPayload?: SearchRatesPayloadResolvers<ContextType>;
  SectionCompletion?: SectionCompletionResolvers<ContextType>;
  StartPaymentSetupPayload?: StartPaymentSetupPayloadResolvers<ContextType>;
  StartRefinanceApplicationPayload?: StartRefinanceApplicationPayloadResolvers<ContextType>;
  SubmitRefinanceApplicationPayload?: SubmitRefinanceApplicationPayloadResolvers<ContextType>;
  Testimonial?: TestimonialResolvers<ContextType>;
  UUID?: GraphQLScalarType;
  UnderwritingCheck?: UnderwritingCheckResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UploadDocumentPayload?: UploadDocumentPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserProperty?: UserPropertyResolvers<ContextType>;
  VerifyEmailPayload?: VerifyEmailPayloadResolvers<ContextType>;
  VerifyEquityTransactionPayload?: VerifyEquityTransactionPayloadResolvers<ContextType>;
  WaitlistEntry?: WaitlistEntryResolvers<ContextType>;
  WhatIfSale?: WhatIfSaleResolvers<ContextType>;
};

