import { formatMoney } from '../../money/formatMoney.js';
import { numberOf } from '#core/application/answers';

/** "$4,500/month" or "$12,000.50" (cents only when there are any), or null when the value is missing. */
export function moneyText(values: Readonly<Record<string, unknown>>, key: string, suffix = ''): string | null {
  const amount = numberOf(values, key);
  if (amount === null) return null;
  return `${formatMoney(amount)}${suffix}`;
}

const monthYear = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** "since 03/2019" or "03/2015 – 02/2019". */
export function formatMonthYear(start: string | null, end: string | null): string | null {
  if (!start) return null;
  return end ? `${monthYear(start)} – ${monthYear(end)}` : `since ${monthYear(start)}`;
}
