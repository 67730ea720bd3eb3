import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { dollarsToCents } from '#core/money/cents';
import { readTypedAmount } from '#core/money/parseDollars';
import { EMPTY_PURCHASE_VALUES, type PurchaseApplicationValues, type PurchaseField } from '#core/purchaseApplication/index';

type GqlValues = PurchaseApplication_ApplicationFragment['applicationValues'];

const cents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : dollarsToCents(dollars));

/** The API's answers (dollars) as core/purchaseApplication keeps them (cents), so the web runs core's rules. */
export function toCoreValues(values: GqlValues): PurchaseApplicationValues {
  const { __typename, targetPrice, annualIncome, monthlyDebts, downPayment, liquidAssets, giftAmount, earnestMoneyAmount, coApplicantAnnualIncome, ...rest } =
    values;
  void __typename;
  return {
    ...EMPTY_PURCHASE_VALUES,
    ...(rest as Partial<PurchaseApplicationValues>),
    targetPriceCents: cents(targetPrice),
    annualIncomeCents: cents(annualIncome),
    monthlyDebtsCents: cents(monthlyDebts),
    downPaymentCents: cents(downPayment),
    liquidAssetsCents: cents(liquidAssets),
    giftAmountCents: cents(giftAmount),
    earnestMoneyAmountCents: cents(earnestMoneyAmount),
    coApplicantAnnualIncomeCents: cents(coApplicantAnnualIncome),
  };
}

/** What an input holds: text as typed, a yes/no as a boolean, nothing yet as null. */
export type DraftValue = string | boolean | null;

/** The input's starting value from the saved answer. */
export function draftOf(field: PurchaseField, values: GqlValues): DraftValue {
  const saved = (values as Record<string, unknown>)[field.name];
  if (saved === null || saved === undefined) return field.kind === 'boolean' ? null : '';
  if (field.kind === 'boolean') return Boolean(saved);
  return String(saved);
}

/** The answer the API takes for an input: numbers for money and counts, null for an empty input. */
export function answerOf(field: PurchaseField, draft: DraftValue): unknown {
  if (draft === null || draft === '') return null;
  if (field.kind === 'boolean') return draft;
  const text = String(draft).trim();
  if (field.kind === 'money') return readTypedAmount(text);
  if (field.kind === 'count') return Number(text);
  return text;
}
