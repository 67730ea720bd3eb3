import { describe, expect, it } from 'vitest';
import { cardBrandOf, formatCardNumber, passesLuhn } from './cardNumber.js';
import { parseExpiry, validateCardInput } from './cardInput.js';
import { paymentMethodLabel } from './label.js';

const now = new Date('2026-11-23T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', postalCode: '94107' };

describe('card input', () => {
  it('accepts a complete, valid card', () => {
    expect(validateCardInput(good, now)).toEqual({});
  });

  it('checks the Luhn digit, the length by brand and the CVC length by brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(validateCardInput({ ...good, number: '4242424242424241' }, now).number).toBe('Your card number is invalid.');
    expect(validateCardInput({ ...good, number: '4242 4242' }, now).number).toBe('Your card number is incomplete.');
    expect(validateCardInput({ ...good, number: '4242 4242' }, now, { complete: false }).number).toBeUndefined();
    expect(validateCardInput({ ...good, number: '378282246310005', cvc: '123' }, now).cvc).toBe("Your card's security code is invalid.");
    expect(validateCardInput({ ...good, number: '378282246310005', cvc: '1234' }, now)).toEqual({});
  });

  it('judges the expiry by its month: this month is still good, last month is past', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(validateCardInput({ ...good, expiry: '11 / 26' }, now).expiry).toBeUndefined();
    expect(validateCardInput({ ...good, expiry: '10 / 26' }, now).expiry).toBe("Your card's expiration date is in the past.");
  });

  it('names brands and formats numbers as printed', () => {
    expect(cardBrandOf('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrandOf('2223003122003222')).toBe('MASTERCARD');
    expect(cardBrandOf('378282246310005')).toBe('AMEX');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(paymentMethodLabel({ kind: 'CARD', brand: 'AMEX', last4: '0005' })).toBe('American Express •••• 0005');
    expect(paymentMethodLabel({ kind: 'BANK_ACCOUNT', bankName: 'Tartan Bank', accountSubtype: 'checking', last4: '0000' })).toBe(
      'Tartan Bank checking •••• 0000',
    );
  });
});
