import type { FieldErrors } from 'react-hook-form';
import { isAddressValue, normalizeFieldValue, type AnswerIssue, type FieldDef } from '#core/application/index';
import { displayForMask, parseUsDate, type MaskKind } from '../MaskedInput/masks';

// A form holds what the applicant typed (a draft): masked text, booleans, lists and address
// parts. These turn a stored answer into a draft and a draft back into an answer.

export interface AddressDraft {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

export type DraftValue = string | boolean | null | string[] | AddressDraft;
export type Draft = Record<string, DraftValue>;

export const EMPTY_ADDRESS: AddressDraft = { street: '', unit: '', city: '', state: '', zip: '' };

/** The mask a field is typed through, if any. */
export function maskOf(field: FieldDef): MaskKind | null {
  switch (field.kind) {
    case 'money':
    case 'integer':
    case 'date':
    case 'phone':
    case 'taxpayerIdentifier':
      return field.kind;
    default:
      return null;
  }
}

export function draftFromAnswer(field: FieldDef, value: unknown): DraftValue {
  const mask = maskOf(field);
  if (mask) return displayForMask(mask, value);
  switch (field.kind) {
    case 'yesNo':
      return typeof value === 'boolean' ? value : null;
    case 'checkbox':
      return value === true;
    case 'multipleChoice':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    case 'address':
      return isAddressValue(value) ? { ...value, unit: value.unit ?? '' } : { ...EMPTY_ADDRESS };
    default:
      return typeof value === 'string' ? value : '';
  }
}

export function draftFromAnswers(fields: readonly FieldDef[], values: Readonly<Record<string, unknown>>): Draft {
  return Object.fromEntries(fields.map((field) => [field.key, draftFromAnswer(field, values[field.key])]));
}

/** The draft as an answer value, normalised exactly as the server will normalise it. */
export function answerFromDraft(field: FieldDef, value: DraftValue | undefined): unknown {
  const raw = field.kind === 'date' && typeof value === 'string' ? parseUsDate(value) : value;
  return normalizeFieldValue(field, raw);
}

export function answersFromDraft(fields: readonly FieldDef[], draft: Draft): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, answerFromDraft(field, draft[field.key])]));
}

/** Issues as react-hook-form errors, nested by path ('propertyAddress.zip'). Only each path's first message is kept. */
export function issuesToErrors(issues: readonly AnswerIssue[], prefix = ''): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = prefix && issue.field.startsWith(prefix) ? issue.field.slice(prefix.length) : issue.field;
    const parts = path.split('.');
    let node = errors;
    parts.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    const leaf = parts.at(-1)!;
    node[leaf] ??= { type: 'validate', message: issue.message };
  }
  return errors as FieldErrors;
}
