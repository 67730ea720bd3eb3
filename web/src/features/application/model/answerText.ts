import {
  booleanOf,
  formatAddress,
  isAddressValue,
  isFieldShown,
  itemsOf,
  labelOf,
  type FieldDef,
  type ApplicationAnswers,
  type AnswerContext,
  type ApplicationQuestion,
} from '#core/application/index';
import { formatIsoDate } from '#web/components/MaskedInput/masks';
import { formatMoney, formatPhoneOrId } from '#web/lib/format';

/** A saved value in words, as the review screen shows it; null when there is nothing to show. */
export function valueText(field: FieldDef, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : null;
    case 'date':
      return formatIsoDate(String(value));
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'checkbox':
      return value === true ? 'Yes' : null;
    case 'singleChoice':
      return labelOf(field.options, String(value));
    case 'multipleChoice':
      return Array.isArray(value) ? value.map((v) => labelOf(field.options, String(v))).join(', ') : null;
    case 'address':
      return isAddressValue(value) ? formatAddress(value) : null;
    case 'phone':
      return formatPhoneOrId(String(value));
    default:
      return String(value);
  }
}

/** The lines summing up a question's answer: "Label: value" for each field that has one, or a group's entries. */
export function answerLines(question: ApplicationQuestion, answers: ApplicationAnswers, context: AnswerContext): string[] {
  if (question.kind === 'group') {
    const items = itemsOf(answers, question.key);
    if (items.length > 0) return items.map((item) => question.summarize(item));
    return question.none && booleanOf(answers, question.none.key) === true ? [question.none.label] : [];
  }
  if (question.kind !== 'fields') return [];
  const scope = { values: answers, answers, context };
  const shown = question.fields.filter((field) => isFieldShown(field, scope));
  return shown.flatMap((field) => {
    const text = valueText(field, answers[field.key]);
    if (text === null) return [];
    return [shown.length === 1 ? text : `${field.label}: ${text}`];
  });
}
