import type { ApplicationAnswers, AnswerContext } from './answers.js';

/**
 * What a field's rules can see: the values of its own scope (the whole answer document for a
 * question's fields, one entry for a repeating group's fields), the whole document, and the
 * context.
 */
export interface FieldScope {
  values: Readonly<Record<string, unknown>>;
  answers: ApplicationAnswers;
  context: AnswerContext;
}

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  /** A sub-option: only offered, and only valid, while its parent option is chosen. */
  parent?: string;
  /** Cannot be combined with any other option (e.g. "I do not wish to provide this information"). */
  exclusive?: boolean;
}

/** The label of a value in a list of options, or the value itself when it is not listed. */
export function labelOf(list: readonly ChoiceOption[], value: string | null | undefined): string {
  if (!value) return '';
  return list.find((o) => o.value === value)?.label ?? value;
}

interface FieldBase {
  /** Key in the answer document (or in a group entry). */
  key: string;
  label: string;
  hint?: string;
  /** Optional fields may be left empty (saved as null); required is the default. */
  optional?: boolean;
  /** Message when a required field is empty; a sensible default is used otherwise. */
  requiredMessage?: string;
  /** Hidden fields are neither asked nor validated, and are saved as null. */
  isShown?: (scope: FieldScope) => boolean;
  /** A rule beyond the kind's own, run on a non-empty, well-formed value. */
  check?: (value: unknown, scope: FieldScope) => string | null;
  /** The HTML autocomplete token, so browsers and password managers can fill the field. */
  autoComplete?: string;
  /**
   * The question's title asks for this field, so the screen uses the title as its label;
   * its own label still names it on the review screen. Only for a question's first field.
   */
  labelIsTitle?: boolean;
}

export type TextField = FieldBase & { kind: 'text'; maxLength?: number; multiline?: boolean };
export type MoneyField = FieldBase & { kind: 'money'; min?: number; max?: number };
export type IntegerField = FieldBase & { kind: 'integer'; min: number; max: number };
/** birth: 18 or older; past: not after today; future: after today. */
export type DateField = FieldBase & { kind: 'date'; range: 'birth' | 'past' | 'future' | 'any' };
export type ChoiceField = FieldBase & { kind: 'singleChoice' | 'multipleChoice'; options: readonly ChoiceOption[] };

export type FieldDef =
  | TextField
  | MoneyField
  | IntegerField
  | DateField
  | ChoiceField
  | (FieldBase & { kind: 'email' | 'phone' | 'taxpayerIdentifier' | 'yesNo' | 'checkbox' | 'address' });

export type FieldKind = FieldDef['kind'];

export function isFieldShown(field: FieldDef, scope: FieldScope): boolean {
  return field.isShown ? field.isShown(scope) : true;
}
