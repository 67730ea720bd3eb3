import { formatMoney, formatPercent, rateRatio } from '#web/lib/format';
import { CREDIT_SCORE_OPTIONS, MORTGAGE_TYPE_OPTIONS, OCCUPANCY_OPTIONS, PROPERTY_TYPE_OPTIONS, loanTypeFor } from '../../model/rateOptions';
import { parseDollars } from '#core/money/parseDollars';
import { type CalculatorDraft } from '../../model/calculatorValues';
import { describeDraftPaymentEstimate, draftPaymentEstimate } from '../../model/draftPaymentEstimate';
import type { ChosenAddress } from '../../model/ratesCalculatorStore';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) => options.find((option) => option.value === value)?.label ?? '—';
const money = (text: string) => {
  const amount = parseDollars(text);
  return amount === null ? '—' : formatMoney(amount);
};
/** What the new loan (the mortgage plus any cash out) is of the home's value, as a rate ratio (spec §9.36). */
function loanToValue(draft: CalculatorDraft): string {
  const owed = parseDollars(draft.remainingMortgageAmount);
  const value = parseDollars(draft.estimatedHomeValue);
  if (owed === null || !value) return '—';
  return formatPercent(rateRatio(owed + (parseDollars(draft.cashOutAmount) ?? 0), value));
}
const LOAN_TYPE_LABELS = { VA: 'VA', FHA: 'FHA', CONVENTIONAL: 'Conventional', USDA_RD: 'USDA', OTHER: 'Other' } as const;

/** What the rates were priced for, as a definition list (className styles the list). */
export function SearchDetails({
  draft,
  address,
  className,
  wideClassName,
}: {
  draft: CalculatorDraft;
  address: ChosenAddress | null;
  className?: string;
  wideClassName?: string;
}) {
  const facts: Array<[string, string, boolean?]> = [
    ['Property', address?.description ?? 'No address chosen', true],
    ['Remaining mortgage', money(draft.remainingMortgageAmount)],
    ['Home value', money(draft.estimatedHomeValue)],
    ['Credit score', draft.creditScore ? labelOf(CREDIT_SCORE_OPTIONS, draft.creditScore) : '—'],
    ['Cash out', money(draft.cashOutAmount)],
    ['Loan to value', loanToValue(draft)],
    ['Occupancy', labelOf(OCCUPANCY_OPTIONS, draft.occupancyType)],
    ['Property type', labelOf(PROPERTY_TYPE_OPTIONS, draft.propertyType)],
    ['Current mortgage', labelOf(MORTGAGE_TYPE_OPTIONS, draft.mortgageType)],
    ['Loan type', LOAN_TYPE_LABELS[loanTypeFor(draft)]],
    ['Payment estimate', describeDraftPaymentEstimate(draftPaymentEstimate(draft), formatMoney)],
  ];
  return (
    <dl className={className}>
      {facts.map(([name, value, wide]) => (
        <div key={name} className={wide ? wideClassName : undefined}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
