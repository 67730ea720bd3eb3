import { formatCents } from '../money/formatMoney.js';
import { MIN_CHARGE_CENTS } from '../money/limits.js';

/** Words for a person about payments, shared by the API, the mocks and the forms. */
export const paymentMessages = {
  methodRequired: 'Add a payment method before making a payment.',
  declined: 'Your payment was declined. Try another card or bank account.',
  methodNotFound: 'This payment method was not found.',
  setupNotFound: 'This payment setup was not found. Start again.',
  setupNotFinished: 'Your card has not been confirmed yet.',
  setupCanceled: 'This payment setup was canceled. Start again.',
  authenticationFailed: 'We could not authenticate your card. Try again or use another card.',
  amountInvalid: `Enter an amount of at least ${formatCents(MIN_CHARGE_CENTS)}.`,
  cardNumberRequired: 'Enter your card number.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  expiryRequired: 'Enter the expiration date.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  cvcRequired: 'Enter the security code.',
  cvcInvalid: "Your card's security code is invalid.",
  postalCodeInvalid: 'Enter a 5-digit ZIP code.',
  bankAccountNotFound: 'This bank account was not found.',
  bankAccountNeedsLogin: 'Your bank needs you to log in again before this account can be used for payments.',
  bankAccountUnavailable: 'This bank account cannot be used for payments yet. Use a card instead.',
  bankDebitProcessing: 'Bank payments take a few business days to clear.',
} as const;

/** Processor decline codes (Stripe's names) and what each tells the cardholder. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  incorrect_cvc: "Your card's security code is incorrect.",
  expired_card: 'Your card has expired.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_required: paymentMessages.authenticationFailed,
  setup_intent_authentication_failure: paymentMessages.authenticationFailed,
};

/** ACH debit failure codes (Stripe's names) and what each tells the account holder. */
export const BANK_DEBIT_FAILURE_MESSAGES: Record<string, string> = {
  account_closed: 'Your bank says this account is closed.',
  no_account: 'Your bank could not find this account.',
  insufficient_funds: 'Your bank account has insufficient funds.',
  debit_not_authorized: 'Your bank did not allow this debit.',
};

/** The words for a decline; a bank account's codes read as a bank's, a card's as a card's. */
export function declineMessage(code: string | null | undefined, kind: 'CARD' | 'BANK_ACCOUNT' = 'CARD'): string {
  const messages = kind === 'BANK_ACCOUNT' ? BANK_DEBIT_FAILURE_MESSAGES : DECLINE_MESSAGES;
  return (code && messages[code]) || paymentMessages.declined;
}

/** A refused charge in full: the reason, then what to do ("Try another card or bank account."). */
export function declinedPaymentMessage(code: string | null | undefined, kind: 'CARD' | 'BANK_ACCOUNT' = 'CARD'): string {
  const reason = declineMessage(code, kind);
  return reason === paymentMessages.declined ? reason : `${reason} ${paymentMessages.declined.replace('Your payment was declined. ', '')}`;
}
