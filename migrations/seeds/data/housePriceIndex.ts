import { US_STATE_CODES } from '#core/usStates';

/**
 * A demo house-price index per state: 100 in January 2019, then a steady monthly change from a
 * yearly rate that differs by state (2% to 7.5%). Illustrative only: it gives every state a
 * plausible, reproducible index until a real feed replaces the rows.
 */
export const INDEX_START = '2019-01';
export const INDEX_END = '2027-12';

function yearlyRate(state: string): number {
  const code = state.charCodeAt(0) * 31 + state.charCodeAt(1);
  return 0.02 + (code % 12) * 0.005;
}

export function housePriceIndexRows(): Array<{ state: string; month: string; indexValue: number }> {
  const rows: Array<{ state: string; month: string; indexValue: number }> = [];
  const [startYear, startMonth] = INDEX_START.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = INDEX_END.split('-').map(Number) as [number, number];
  const months = (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
  for (const state of US_STATE_CODES) {
    const monthly = Math.pow(1 + yearlyRate(state), 1 / 12);
    for (let i = 0; i < months; i += 1) {
      const index = startYear * 12 + (startMonth - 1) + i;
      const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      rows.push({ state, month, indexValue: Math.round(100 * Math.pow(monthly, i) * 10_000) / 10_000 });
    }
  }
  return rows;
}
