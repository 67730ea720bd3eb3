/** Words for a person about payments, shared by the API, the mocks and the forms. */
export const paymentMessages = {
  methodRequired: 'Add a payment method before making a payment.',
  declined: 'Your payment was declined. Try another card or bank account.',
  methodNotFound: 'This payment method was not found.',
  setupNotFound: 'This payment setup was not found. Start again.',
  setupNotFinished: 'Your card has not been confirmed yet.',
  setupCanceled: 'This payment setup was canceled. Start again.',
  authenticationFailed: 'We could not authenticate your card. Try again or use another card.',
  amountInvalid: 'Enter an amount of at least $0.50.',
  cardNumberRequired: 'Enter your card number.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  expiryRequired: 'Enter the expiration date.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  cvcRequired: 'Enter the security code.',
  cvcInvalid: "Your card's security code is invalid.",
  postalCodeInvalid: 'Enter a 5-digit ZIP code.',
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

export function declineMessage(code: string | null | undefined): string {
  return (code && DECLINE_MESSAGES[code]) || paymentMessages.declined;
}
