import type { FieldDef } from '#core/application/fields';
import { fieldsQuestion, type FieldsQuestion } from '#core/application/questions';
import { centsToDollars } from '#core/money/cents';
import { formatMoney } from '#core/money/formatMoney';
import { DENIAL_TEXT, LIFETIME_CASH_OUT_LIMIT_CENTS } from '#core/partnership/index';

// The cash the homeowner asks for, the same question in the partnership's prequal and its
// application: never more than the lifetime limit, refused in the denial's words.

const MAX_CASH = centsToDollars(LIFETIME_CASH_OUT_LIMIT_CENTS);

/** `cashAvailable` (dollars) is what the offer allows on the answers so far, when it is known. */
export function cashOutQuestion(id: string, cashAvailable: number | null, moreFields: readonly FieldDef[] = []): FieldsQuestion {
  return fieldsQuestion({
    id,
    title: 'How much cash would you like?',
    description:
      cashAvailable === null
        ? `Up to ${formatMoney(MAX_CASH)}. Enter 0 for none.`
        : `Up to ${formatMoney(Math.min(cashAvailable, MAX_CASH))} on your answers. Enter 0 for none.`,
    fields: [
      {
        key: 'cashOutAmount',
        kind: 'money',
        label: 'Cash amount',
        check: (value) => (typeof value === 'number' && value > MAX_CASH ? DENIAL_TEXT.DENIED_TOO_MUCH_CASH.message : null),
      },
      ...moreFields,
    ],
  });
}
