import { isAddressValue, yearsBefore } from './answers.js';
import type { FieldDef, FieldScope } from './fields.js';
import { isWholeCents } from '../money/cents.js';
import { formatMoney } from '../money/formatMoney.js';
import { MAX_MONEY_INPUT } from '../money/limits.js';
import { MONEY_FORMAT_MESSAGE } from '../money/moneySchema.js';
import { isBlankAmount, readTypedAmount } from '../money/parseDollars.js';
import { isUsStateCode } from '../usStates.js';
import { PHONE_INVALID_MESSAGE } from '../account/phone.js';

/** One problem with a field; `path` is '' for the field itself or a part such as 'zip'. */
export interface FieldIssue {
  path: string;
  message: string;
}

const DEFAULT_TEXT_MAX = 100;
const DEFAULT_MULTILINE_MAX = 1000;

const trimmedOrNull = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw ?? null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Brings a submitted value to its stored form (trimmed, digits only, numbers from numeric
 * text, empty as null). Values that cannot be brought into shape are returned as they are,
 * so validation can say what is wrong with them.
 */
export function normalizeFieldValue(field: FieldDef, raw: unknown): unknown {
  if (raw === undefined) return null;
  switch (field.kind) {
    case 'text':
    case 'singleChoice':
    case 'date':
      return trimmedOrNull(raw);
    case 'email': {
      const value = trimmedOrNull(raw);
      return typeof value === 'string' ? value.toLowerCase() : value;
    }
    case 'phone': {
      if (typeof raw !== 'string') return raw;
      const digits = raw.replace(/[\s().+-]/g, '');
      if (digits === '') return null;
      return /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
    }
    case 'taxpayerIdentifier': {
      if (typeof raw !== 'string' || isMaskedTaxpayerIdentifier(raw)) return raw;
      const compact = raw.replace(/[\s-]/g, '');
      return compact === '' ? null : compact;
    }
    case 'money':
    case 'integer': {
      if (typeof raw !== 'string') return raw;
      if (isBlankAmount(raw)) return null;
      const amount = readTypedAmount(raw);
      return Number.isNaN(amount) ? raw : amount;
    }
    case 'yesNo':
    case 'checkbox':
      return raw;
    case 'multipleChoice': {
      if (!Array.isArray(raw)) return raw;
      const unique = [...new Set(raw)];
      return unique.length === 0 ? null : unique;
    }
    case 'address': {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
      const parts = raw as Record<string, unknown>;
      const text = (key: string) => (typeof parts[key] === 'string' ? (parts[key] as string).trim() : '');
      const address = { street: text('street'), unit: text('unit') || null, city: text('city'), state: text('state').toUpperCase(), zip: text('zip') };
      return address.street || address.city || address.state || address.zip || address.unit ? address : null;
    }
  }
}

function isEmpty(field: FieldDef, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (field.kind === 'checkbox') return value !== true;
  return Array.isArray(value) && value.length === 0;
}

function requiredMessage(field: FieldDef): string {
  if (field.requiredMessage) return field.requiredMessage;
  switch (field.kind) {
    case 'singleChoice':
    case 'multipleChoice':
      return 'Choose an answer.';
    case 'yesNo':
      return 'Choose Yes or No.';
    case 'checkbox':
      return 'Tick this box to continue.';
    case 'address':
      return 'Enter the address.';
    default:
      return `Enter the ${inSentence(field.label)}.`;
  }
}

/** A label inside a sentence: "Amount" → "amount", while an acronym keeps its capitals ("HOA fees a month"). */
function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const MASK_PREFIX = '•••-••-';

/** How a saved identifier leaves the API: only its last four digits. */
export function maskTaxpayerIdentifier(digits: string): string {
  return `${MASK_PREFIX}${digits.slice(-4)}`;
}

export function isMaskedTaxpayerIdentifier(value: string): boolean {
  return value.startsWith(MASK_PREFIX) && /^\d{4}$/.test(value.slice(MASK_PREFIX.length));
}

/** A Social Security number (no 000/666/9xx area, 00 group or 0000 serial) or an ITIN. */
export function isTaxpayerIdentifier(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const group = Number(digits.slice(3, 5));
  const serial = digits.slice(5);
  if (area.startsWith('9')) return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
  return area !== '000' && area !== '666' && group !== 0 && serial !== '0000';
}

function kindIssue(field: FieldDef, value: unknown, scope: FieldScope): FieldIssue[] {
  const issue = (message: string, path = '') => [{ path, message }];
  switch (field.kind) {
    case 'text': {
      if (typeof value !== 'string') return issue('Enter text.');
      const max = field.maxLength ?? (field.multiline ? DEFAULT_MULTILINE_MAX : DEFAULT_TEXT_MAX);
      return value.length > max ? issue(`Use at most ${max} characters.`) : [];
    }
    case 'email':
      return typeof value === 'string' && value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
        ? []
        : issue('Enter an email address like name@example.com.');
    case 'phone':
      return typeof value === 'string' && /^[2-9]\d{9}$/.test(value) ? [] : issue(PHONE_INVALID_MESSAGE);
    case 'taxpayerIdentifier':
      if (scope.context.identifiersMasked && typeof value === 'string' && isMaskedTaxpayerIdentifier(value)) return [];
      if (typeof value !== 'string' || !/^\d{9}$/.test(value)) return issue('Enter all 9 digits of the Social Security or taxpayer identification number.');
      return isTaxpayerIdentifier(value) ? [] : issue('Enter a valid Social Security or taxpayer identification number.');
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return issue(MONEY_FORMAT_MESSAGE);
      if (!isWholeCents(value)) return issue('Use at most two decimal places (cents).');
      const min = field.min ?? 0;
      const max = field.max ?? MAX_MONEY_INPUT;
      if (value < min) return issue(`Enter an amount of at least ${formatMoney(min)}.`);
      if (value > max) return issue(`Enter an amount of no more than ${formatMoney(max)}.`);
      return [];
    }
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= field.min && value <= field.max
        ? []
        : issue(`Enter a whole number from ${field.min} to ${field.max}.`);
    case 'date': {
      if (typeof value !== 'string' || !isRealDate(value)) return issue('Enter a real date as MM/DD/YYYY.');
      const today = scope.context.today;
      if (field.range === 'birth') {
        if (value < '1900-01-01') return issue('Enter a date of birth after 1900.');
        if (value > yearsBefore(today, 18)) return issue('You must be at least 18 years old to apply.');
      }
      if (field.range === 'past' && value > today) return issue('Enter a date that is not in the future.');
      if (field.range === 'future' && value <= today) return issue('Enter a date after today.');
      return [];
    }
    case 'yesNo':
    case 'checkbox':
      return typeof value === 'boolean' ? [] : issue(requiredMessage(field));
    case 'singleChoice':
      return typeof value === 'string' && field.options.some((o) => o.value === value) ? [] : issue('Choose one of the listed options.');
    case 'multipleChoice': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return issue('Choose from the listed options.');
      const chosen = value as string[];
      const byValue = new Map(field.options.map((o) => [o.value, o]));
      if (chosen.some((v) => !byValue.has(v))) return issue('Choose from the listed options.');
      const exclusive = chosen.map((v) => byValue.get(v)!).find((o) => o.exclusive);
      if (exclusive && chosen.length > 1) return issue(`“${exclusive.label}” cannot be combined with other answers.`);
      for (const v of chosen) {
        const option = byValue.get(v)!;
        if (option.parent && !chosen.includes(option.parent)) {
          return issue(`Choose “${byValue.get(option.parent)?.label ?? option.parent}” to choose “${option.label}”.`);
        }
      }
      return [];
    }
    case 'address': {
      if (!isAddressValue(value)) return issue('Enter the address.');
      const issues: FieldIssue[] = [];
      if (!value.street) issues.push({ path: 'street', message: 'Enter the street address.' });
      else if (value.street.length > 100) issues.push({ path: 'street', message: 'Use at most 100 characters.' });
      if (value.unit && value.unit.length > 20) issues.push({ path: 'unit', message: 'Use at most 20 characters.' });
      if (!value.city) issues.push({ path: 'city', message: 'Enter the city.' });
      else if (value.city.length > 60) issues.push({ path: 'city', message: 'Use at most 60 characters.' });
      if (!isUsStateCode(value.state)) issues.push({ path: 'state', message: 'Choose a US state.' });
      if (!/^\d{5}(-\d{4})?$/.test(value.zip)) issues.push({ path: 'zip', message: 'Enter a 5-digit ZIP code.' });
      return issues;
    }
  }
}

/** Problems with a normalised value: empty-but-required, malformed, or refused by the field's own rule. */
export function fieldIssues(field: FieldDef, value: unknown, scope: FieldScope): FieldIssue[] {
  if (isEmpty(field, value)) return field.optional ? [] : [{ path: '', message: requiredMessage(field) }];
  const issues = kindIssue(field, value, scope);
  if (issues.length > 0 || !field.check) return issues;
  const message = field.check(value, scope);
  return message ? [{ path: '', message }] : [];
}
