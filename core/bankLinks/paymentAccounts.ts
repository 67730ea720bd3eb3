import type { AccountVerificationStatus } from './vocabulary.js';

/** What the payment rule reads of a linked account and of the item it belongs to. */
export interface LinkedAccountFacts {
  subtype: string | null;
  verificationStatus: AccountVerificationStatus;
}
export interface LinkedItemFacts {
  manualVerificationAt: Date | string | null;
}

/** Monthly payments are drawn from a checking or savings account, never an IRA or a loan. */
export const PAYMENT_ACCOUNT_SUBTYPES = ['checking', 'savings'] as const;

/** Verified by logging in, by micro-deposits, or by a voided check or statement for its item. */
export function isVerifiedForPayments(account: LinkedAccountFacts, item: LinkedItemFacts): boolean {
  return account.verificationStatus === 'VERIFIED' || account.verificationStatus === 'MANUALLY_VERIFIED' || item.manualVerificationAt !== null;
}

/**
 * Verified by the bank link itself: the provider matched the account when its owner logged in
 * (VERIFIED), or the owner confirmed its micro-deposits (MANUALLY_VERIFIED). An account admitted
 * on a voided check or statement for its item is still checked by a person.
 */
export function isVerifiedByLink(account: LinkedAccountFacts): boolean {
  return account.verificationStatus === 'VERIFIED' || account.verificationStatus === 'MANUALLY_VERIFIED';
}

export type PaymentAccountRefusal = 'NOT_CHECKING_OR_SAVINGS' | 'NOT_VERIFIED';

/** Why a linked account cannot take the monthly payments, or null when it can. */
export function paymentAccountRefusal(account: LinkedAccountFacts, item: LinkedItemFacts): PaymentAccountRefusal | null {
  if (!PAYMENT_ACCOUNT_SUBTYPES.some((subtype) => subtype === account.subtype)) return 'NOT_CHECKING_OR_SAVINGS';
  return isVerifiedForPayments(account, item) ? null : 'NOT_VERIFIED';
}
