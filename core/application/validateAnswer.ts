import type { GroupItem, ApplicationAnswers, AnswerContext } from './answers.js';
import { isFieldShown, type FieldDef, type FieldScope } from './fields.js';
import type { FieldsQuestion, GroupQuestion, ApplicationQuestion } from './questions.js';
import { fieldIssues, normalizeFieldValue } from './validateField.js';

/** A problem with a submitted answer; `field` is its answer path ('assets.0.cashValue'). */
export interface AnswerIssue {
  field: string;
  message: string;
}

export interface ValidatedAnswer {
  /** The normalised answer to merge into the document; meaningful only without issues. */
  changes: ApplicationAnswers;
  issues: AnswerIssue[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Normalises and validates a scope's fields; hidden fields are cleared so no stale value survives. */
function validateScope(
  fields: readonly FieldDef[],
  submitted: Record<string, unknown>,
  scopeOf: (values: Record<string, unknown>) => FieldScope,
  prefix: string,
) {
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field.key] = normalizeFieldValue(field, submitted[field.key]);
  const scope = scopeOf(values);
  const issues: AnswerIssue[] = [];
  for (const field of fields) {
    if (!isFieldShown(field, scope)) {
      values[field.key] = null;
      continue;
    }
    for (const issue of fieldIssues(field, values[field.key], scope)) {
      issues.push({ field: [prefix, field.key, issue.path].filter(Boolean).join('.'), message: issue.message });
    }
  }
  return { values, issues };
}

function unknownKeys(submitted: Record<string, unknown>, allowed: readonly string[]): AnswerIssue[] {
  return Object.keys(submitted)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({ field: key, message: 'This question does not ask for that.' }));
}

function validateFields(question: FieldsQuestion, submitted: Record<string, unknown>, answers: ApplicationAnswers, context: AnswerContext): ValidatedAnswer {
  const issues = unknownKeys(
    submitted,
    question.fields.map((f) => f.key),
  );
  const result = validateScope(
    question.fields,
    submitted,
    (values) => {
      const merged = { ...answers, ...values } as ApplicationAnswers;
      return { values: merged, answers: merged, context };
    },
    '',
  );
  return { changes: result.values as ApplicationAnswers, issues: [...issues, ...result.issues] };
}

/**
 * A group is saved whole, whenever an entry is added, edited or removed. An empty list may be
 * saved (the applicant may be about to add one); it just does not complete the question.
 */
function validateGroup(question: GroupQuestion, submitted: Record<string, unknown>, answers: ApplicationAnswers, context: AnswerContext): ValidatedAnswer {
  const issues = unknownKeys(submitted, [question.key, ...(question.none ? [question.none.key] : [])]);
  const raw = submitted[question.key] ?? [];
  if (!Array.isArray(raw)) return { changes: {}, issues: [...issues, { field: question.key, message: 'Send the entries as a list.' }] };
  if (raw.length > question.maxItems) {
    return { changes: {}, issues: [...issues, { field: question.key, message: `Add at most ${question.maxItems} entries.` }] };
  }
  const items: GroupItem[] = [];
  raw.forEach((entry, index) => {
    const prefix = `${question.key}.${index}`;
    if (!isRecord(entry)) {
      issues.push({ field: prefix, message: 'Each entry must be a set of answers.' });
      return;
    }
    const result = validateScope(question.itemFields, entry, (values) => ({ values, answers, context }), prefix);
    issues.push(...result.issues);
    items.push({ ...(result.values as GroupItem), ...(question.fixedItemValues ?? {}) });
  });
  const changes: ApplicationAnswers = { [question.key]: items };
  if (question.none) {
    const none = submitted[question.none.key] ?? false;
    if (typeof none !== 'boolean') issues.push({ field: question.none.key, message: 'Answer with true or false.' });
    else if (none && items.length > 0) {
      issues.push({ field: question.none.key, message: `Remove the entries listed, or untick “${question.none.label}”.` });
    }
    changes[question.none.key] = none === true;
  }
  return { changes, issues };
}

/**
 * Validates one question's answer against the catalogue: the same rules the web app applies
 * before sending and the server applies before saving.
 */
export function validateQuestionAnswer(
  question: ApplicationQuestion,
  submitted: unknown,
  answers: ApplicationAnswers,
  context: AnswerContext,
): ValidatedAnswer {
  if (!isRecord(submitted)) return { changes: {}, issues: [{ field: question.id, message: 'Send the answer as a set of fields.' }] };
  switch (question.kind) {
    case 'fields':
      return validateFields(question, submitted, answers, context);
    case 'group':
      return validateGroup(question, submitted, answers, context);
    default:
      return { changes: {}, issues: [{ field: question.id, message: 'This screen has nothing to answer.' }] };
  }
}

/** Validates one entry of a group on its own, as the entry form does before the group is saved. */
export function validateGroupItem(question: GroupQuestion, entry: Record<string, unknown>, index: number, answers: ApplicationAnswers, context: AnswerContext) {
  const result = validateScope(question.itemFields, entry, (values) => ({ values, answers, context }), `${question.key}.${index}`);
  return { item: { ...(result.values as GroupItem), ...(question.fixedItemValues ?? {}) } as GroupItem, issues: result.issues };
}
