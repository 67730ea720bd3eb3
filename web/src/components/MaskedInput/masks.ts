/**
 * Input masks: how a value looks while it is typed, and how the typed text turns into the
 * value the application stores. Formatting keeps only the characters a mask allows, so
 * pasting "(415) 555-0142" or "$1,250" works as well as typing.
 */
import { dollarsToCents } from '#core/money/cents';
import { typedDollars } from '#core/money/formatMoney';

export type MaskKind = 'money' | 'integer' | 'date' | 'phone' | 'taxpayerIdentifier' | 'zip';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "1234567.891" → "1,234,567.89": thousands separators, at most two decimals. */
function formatMoney(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped || '0'}.${rest.join('').slice(0, 2)}` : grouped;
}

/** "04121986" → "04/12/1986". */
function formatDate(text: string): string {
  const digits = digitsOf(text).slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** "4155550142" → "415-555-0142" (the spec's 3-3 grouping). */
function formatPhone(text: string): string {
  const digits = digitsOf(text)
    .replace(/^1(?=\d{10})/, '')
    .slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** "123456789" → "123-45-6789"; a masked saved value ("•••-••-6789") is left as it is. */
function formatTaxpayerIdentifier(text: string): string {
  if (text.startsWith('•')) return text;
  const digits = digitsOf(text).slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

function formatZip(text: string): string {
  const digits = digitsOf(text).slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function formatMasked(kind: MaskKind, text: string): string {
  switch (kind) {
    case 'money':
      return formatMoney(text);
    case 'integer':
      return digitsOf(text).slice(0, 3);
    case 'date':
      return formatDate(text);
    case 'phone':
      return formatPhone(text);
    case 'taxpayerIdentifier':
      return formatTaxpayerIdentifier(text);
    case 'zip':
      return formatZip(text);
  }
}

/** "04/12/1986" → "1986-04-12"; anything incomplete is returned as typed, for validation to explain. */
export function parseUsDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : text;
}

/** "1986-04-12" → "04/12/1986". */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** How a stored value is shown in its masked input. */
export function displayForMask(kind: MaskKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'date') return formatIsoDate(String(value));
  if (kind === 'money' && typeof value === 'number') return typedDollars(dollarsToCents(value));
  return formatMasked(kind, String(value));
}
