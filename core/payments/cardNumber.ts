import type { CardBrand } from './vocabulary.js';

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every card number carries, so a typo is caught before any request. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The network by its issuer prefix (the IIN ranges networks publish). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'DINERS';
  if (/^35/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UNIONPAY';
  return 'UNKNOWN';
}

/** How many digits a complete number of this brand has. */
export function cardNumberLengths(brand: CardBrand): number[] {
  if (brand === 'AMEX') return [15];
  if (brand === 'DINERS') return [14, 16];
  if (brand === 'UNKNOWN') return [12, 13, 14, 15, 16, 17, 18, 19];
  return [16];
}

/** Groups of four (Amex 4-6-5), as printed on the card. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (cardBrandOf(digits) === 'AMEX') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
