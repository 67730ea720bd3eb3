import type { FinancialItemKind } from '#core/bankLinks/index';

/**
 * Bank linking with the semantics of Plaid: a link token opens the provider's link flow, which
 * hands back a public token (single use, 30 minutes); the server exchanges it for an access token
 * and item id, and reads the item's accounts with the access token. An item can fall into an
 * error (ITEM_LOGIN_REQUIRED) that the user repairs with a link token in update mode.
 */
export type ProviderVerificationStatus =
  'automatically_verified' | 'pending_automatic_verification' | 'pending_manual_verification' | 'manually_verified' | 'verification_failed' | null;

export interface ProviderAccount {
  accountId: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  verificationStatus: ProviderVerificationStatus;
}

export interface ProviderItem {
  itemId: string;
  institutionName: string | null;
  accounts: ProviderAccount[];
  /** Plaid's error_code when the item needs the user (ITEM_LOGIN_REQUIRED, …). */
  errorCode: string | null;
}

export class BankLinkProviderError extends Error {
  constructor(
    /** Plaid's error_code: INVALID_PUBLIC_TOKEN, INVALID_LINK_TOKEN, ITEM_LOGIN_REQUIRED, … */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BankLinkProviderError';
  }
}

export interface BankLinkProvider {
  /** 'sandbox' (embedded) or 'plaid'. */
  readonly name: string;
  /**
   * A link for one kind of item (the provider's product: auth, investments or liabilities), or
   * in update mode for the item of `accessToken`.
   */
  createLinkToken(input: {
    userUuid: string;
    redirectUri: string;
    kind?: FinancialItemKind;
    accessToken?: string | null;
  }): Promise<{ linkToken: string; expiration: Date }>;
  /**
   * Exchanges a public token made in a link opened with one of `linkTokens` (those issued to the
   * user finishing the link, for this application); any other public token is refused as
   * INVALID_PUBLIC_TOKEN, as one that does not exist, and stays usable by its own user.
   */
  exchangePublicToken(publicToken: string, linkTokens: readonly string[]): Promise<{ accessToken: string; itemId: string }>;
  getItem(accessToken: string): Promise<ProviderItem>;
  removeItem(accessToken: string): Promise<void>;
  /**
   * The ACH account and routing numbers of one account (Plaid's Auth product), read when a
   * payment processor needs them to debit the account and never stored. Absent where the
   * provider has none to give (the embedded sandbox keeps only the last four).
   */
  achNumbers?(accessToken: string, accountId: string): Promise<{ routingNumber: string; accountNumber: string } | null>;
}
