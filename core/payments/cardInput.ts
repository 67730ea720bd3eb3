import { cardBrandOf, cardNumberLengths, digitsOf, passesLuhn } from './cardNumber.js';
import { paymentMessages } from './messages.js';

export interface CardInput {
  number: string;
  /** MM / YY as typed. */
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export interface ParsedExpiry {
  month: number;
  year: number;
}

/** MM/YY or MM/YYYY with any spacing; null when it is not a real month. */
export function parseExpiry(value: string): ParsedExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: ParsedExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/**
 * The card form's checks, field by field. `complete` false is for checking while typing: a
 * number still being typed is not called incomplete yet.
 */
export function validateCardInput(input: CardInput, now: Date, { complete = true } = {}): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(input.number);
  const brand = cardBrandOf(digits);
  const lengths = cardNumberLengths(brand);
  if (!digits) {
    if (complete) errors.number = paymentMessages.cardNumberRequired;
  } else if (/[^\d\s-]/.test(input.number) || digits.length > Math.max(...lengths)) {
    errors.number = paymentMessages.cardNumberInvalid;
  } else if (!lengths.includes(digits.length)) {
    if (complete) errors.number = paymentMessages.cardNumberIncomplete;
  } else if (!passesLuhn(digits)) {
    errors.number = paymentMessages.cardNumberInvalid;
  }

  const expiry = parseExpiry(input.expiry);
  if (!input.expiry.trim()) {
    if (complete) errors.expiry = paymentMessages.expiryRequired;
  } else if (!expiry) {
    if (complete || digitsOf(input.expiry).length >= 4) errors.expiry = paymentMessages.expiryInvalid;
  } else if (isExpired(expiry, now)) {
    errors.expiry = paymentMessages.expiryInPast;
  }

  const cvcLength = brand === 'AMEX' ? 4 : 3;
  if (!input.cvc.trim()) {
    if (complete) errors.cvc = paymentMessages.cvcRequired;
  } else if (!/^\d+$/.test(input.cvc.trim()) || input.cvc.trim().length > cvcLength || (complete && input.cvc.trim().length !== cvcLength)) {
    errors.cvc = paymentMessages.cvcInvalid;
  }

  const postal = input.postalCode.trim();
  if (postal && !/^\d{5}$/.test(postal) && (complete || postal.length >= 5)) errors.postalCode = paymentMessages.postalCodeInvalid;
  if (!postal && complete) errors.postalCode = paymentMessages.postalCodeInvalid;
  return errors;
}
