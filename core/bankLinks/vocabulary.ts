/** Spec section 3's financial item kinds. */
export const FINANCIAL_ITEM_KINDS = ['BANK_ACCOUNT', 'LIABILITY', 'INVESTMENT'] as const;
export type FinancialItemKind = (typeof FINANCIAL_ITEM_KINDS)[number];

/** An account's verification, with the meanings of Plaid's verification_status. */
export const ACCOUNT_VERIFICATION_STATUSES = [
  'VERIFIED',
  'PENDING_AUTOMATIC_VERIFICATION',
  'PENDING_MANUAL_VERIFICATION',
  'MANUALLY_VERIFIED',
  'VERIFICATION_FAILED',
] as const;
export type AccountVerificationStatus = (typeof ACCOUNT_VERIFICATION_STATUSES)[number];

/** Where a link was started: it returns there after an OAuth bank sends the user back. */
export const BANK_LINK_APPLICATION_TYPES = ['RESTRUCTURE', 'REFINANCE', 'PURCHASE'] as const;
export type BankLinkApplicationType = (typeof BANK_LINK_APPLICATION_TYPES)[number];

/** The OAuth return routes of spec section 2, by application type. */
export function oauthReturnPath(applicationType: BankLinkApplicationType): string {
  return `/financial-items/oauth/${applicationType.toLowerCase()}`;
}

/** Plaid's rules: a link token lives 4 hours, a public token 30 minutes and is used once. */
export const LINK_TOKEN_TTL_MINUTES = 240;
export const PUBLIC_TOKEN_TTL_MINUTES = 30;
/**
 * A public token is looked for among the newest link tokens the user opened for the application
 * (one provider call each with Plaid): a user rarely opens more before finishing one.
 */
export const LINK_TOKENS_SEARCHED = 5;
/** Wrong micro-deposit amounts allowed before the account is marked failed (Plaid allows 3). */
export const MICRODEPOSIT_ATTEMPTS = 3;
