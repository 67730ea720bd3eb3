import { SOMETHING_WENT_WRONG } from '../apiErrors/messages.js';
import type { FinancialItemKind } from './vocabulary.js';

/** Words for a person about linking a bank; error codes themselves are never shown (spec section 4). */
export const bankLinkMessages = {
  invalidCredentials: 'The username or password you entered is incorrect. Check them and try again.',
  itemLocked: 'Your account is locked at your bank. Unlock it there, then try again.',
  institutionDown: 'Your bank is not responding right now. Try again later, or verify your account with a document.',
  notSupported: 'This account cannot be linked. Verify it with a voided check or a bank statement instead.',
  loginRequired: 'Your bank needs you to log in again to keep this account linked.',
  linkExpired: 'This bank link has expired. Start again.',
  tokenUsed: 'This bank link was already used. Start again.',
  microdepositsWrong: 'Those amounts do not match the deposits we sent. Check your statement and try again.',
  microdepositsFailed: 'The deposit amounts did not match too many times. Verify the account with a voided check or a bank statement.',
  microdepositsInvalid: 'Enter both deposit amounts, each between $0.01 and $0.99.',
  routingInvalid: 'Enter the 9-digit routing number printed on your checks.',
  /** Nine digits were typed, but they fail the ABA checksum: most often one digit is mistyped. */
  routingChecksum: 'That routing number is not valid: check the 9 digits printed on your checks.',
  accountNumberInvalid: 'Enter an account number of 4 to 17 digits.',
  accountNotVerified: 'Verify this account before choosing it for payments.',
  notCheckingOrSavings: 'Choose a checking or savings account for your payments.',
  onlyTheApplicantLinks: 'Only the applicant can link accounts to this application.',
  onlyTheApplicantChooses: 'Only the applicant can choose the account payments come from.',
  documentNotForVerification: 'Upload a voided check or a bank account statement for this application first.',
  somethingWentWrong: SOMETHING_WENT_WRONG,
  /** A link that found no account of the kind asked for (its accounts are of other kinds). */
  noBankAccounts: 'We found no checking or savings account at this bank. Try another bank, or enter the account details.',
  noInvestments: 'We found no investment or retirement account at this institution. Try another one.',
  noLiabilities: 'We found no credit card or loan at this institution. Try another one.',
  /** Micro-deposits verify a checking or savings account only. */
  manualEntryForBankAccounts: 'Only a checking or savings account can be entered by hand.',
} as const;

/** The message for a provider's error code (Plaid's names); unknown codes get the general one. */
export function bankLinkErrorMessage(code: string): string {
  switch (code) {
    case 'INVALID_CREDENTIALS':
      return bankLinkMessages.invalidCredentials;
    case 'ITEM_LOCKED':
      return bankLinkMessages.itemLocked;
    case 'INSTITUTION_DOWN':
    case 'INSTITUTION_NOT_RESPONDING':
      return bankLinkMessages.institutionDown;
    case 'ITEM_NOT_SUPPORTED':
    case 'NO_ACCOUNTS':
      return bankLinkMessages.notSupported;
    case 'INVALID_PRODUCT':
      return bankLinkMessages.manualEntryForBankAccounts;
    case 'ITEM_LOGIN_REQUIRED':
      return bankLinkMessages.loginRequired;
    case 'INVALID_LINK_TOKEN':
    case 'INVALID_PUBLIC_TOKEN':
      return bankLinkMessages.linkExpired;
    default:
      return bankLinkMessages.somethingWentWrong;
  }
}

/** What a link that shared no account of the kind asked for says. */
export function noAccountsOfKindMessage(kind: FinancialItemKind): string {
  if (kind === 'INVESTMENT') return bankLinkMessages.noInvestments;
  if (kind === 'LIABILITY') return bankLinkMessages.noLiabilities;
  return bankLinkMessages.noBankAccounts;
}
