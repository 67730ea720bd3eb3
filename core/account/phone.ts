/** What a phone field says when it is not a US number of ten digits. */
export const PHONE_INVALID_MESSAGE = 'Enter a 10-digit US phone number.';

/** A typed phone number as its digits, without a leading country code 1: "+1 (415) 555-0100" → "4155550100". */
export function usPhoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}
