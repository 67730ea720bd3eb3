import { describe, expect, it } from 'vitest';
import { displayForMask, formatMasked, parseUsDate } from './masks';

describe('input masks', () => {
  it('groups money as it is typed and keeps two decimals at most', () => {
    expect(formatMasked('money', '1234567')).toBe('1,234,567');
    expect(formatMasked('money', '$1,250.505')).toBe('1,250.50');
    expect(formatMasked('money', '.5')).toBe('0.5');
    expect(displayForMask('money', 565000)).toBe('565,000');
    expect(displayForMask('money', 1250.5)).toBe('1,250.50');
  });

  it('writes dates as MM/DD/YYYY and reads them back as ISO dates', () => {
    expect(formatMasked('date', '04121986')).toBe('04/12/1986');
    expect(formatMasked('date', '0412')).toBe('04/12');
    expect(parseUsDate('04/12/1986')).toBe('1986-04-12');
    expect(parseUsDate('4/12/86')).toBe('4/12/86');
    expect(displayForMask('date', '1986-04-12')).toBe('04/12/1986');
  });

  it('groups phone numbers 3-3-4 and identifiers 3-2-4, dropping a leading country code', () => {
    expect(formatMasked('phone', '+1 (415) 555-0142')).toBe('415-555-0142');
    expect(formatMasked('taxpayerIdentifier', '123456789')).toBe('123-45-6789');
    expect(formatMasked('taxpayerIdentifier', '•••-••-6789')).toBe('•••-••-6789');
  });

  it('writes ZIP+4 with its dash', () => {
    expect(formatMasked('zip', '941091234')).toBe('94109-1234');
    expect(formatMasked('zip', '9410')).toBe('9410');
  });
});
