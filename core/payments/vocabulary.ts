/** What a saved payment method is: a card (SetupIntent) or a bank account (linked, then verified). */
export const PAYMENT_METHOD_KINDS = ['CARD', 'BANK_ACCOUNT'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** A charge's life: PROCESSING is a bank debit still clearing; a decline is never stored as a charge. */
export const PAYMENT_STATUSES = ['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment setup's state, with the meanings of Stripe's SetupIntent statuses. */
export const PAYMENT_SETUP_STATUSES = ['REQUIRES_PAYMENT_METHOD', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'CANCELED'] as const;
export type PaymentSetupStatus = (typeof PAYMENT_SETUP_STATUSES)[number];

/** Card networks we name; anything else is shown as a card. */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY', 'UNKNOWN'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Charges are in US dollars. */
export const PAYMENT_CURRENCY = 'usd';
