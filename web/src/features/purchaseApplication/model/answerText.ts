import type { PurchaseField } from '#core/purchaseApplication/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { formatMoney } from '#web/lib/format';

/** An answer as the review reads it. */
export function answerText(field: PurchaseField, values: PurchaseApplication_ApplicationFragment['applicationValues']): string {
  const value = (values as Record<string, unknown>)[field.name];
  if (value === null || value === undefined || value === '') return 'Not answered';
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (field.kind === 'money') return formatMoney(Number(value));
  if (field.kind === 'choice') return field.options?.find((option) => option.value === value)?.label ?? String(value);
  return String(value);
}
