import { type ProgramQuote, rowPrice } from './priceOption.js';
import type { QuotedRate } from './pricingSheet.js';

/**
 * The rate rows of one program that can be the pick of a sort read off points and rate alone,
 * or the program's par option, in the rows' order (lowest rate first). Everything else is left
 * unpriced, so pricing costs grow with the options compared, not with every row of the sheet:
 * - MOST_POPULAR picks the row nearest par (then the lowest rate);
 * - LOWEST_PAYMENT picks the lowest payment, the lowest rate's (then the lowest fees).
 * `rows` are the program's offered rows after affordability, lowest rate first. The sorts that
 * need a schedule (APR, interest) are bounded instead (programChoices.ts).
 */
export function candidateRows(quote: ProgramQuote, rows: readonly QuotedRate[], sort: 'MOST_POPULAR' | 'LOWEST_PAYMENT'): QuotedRate[] {
  if (rows.length <= 2) return [...rows];
  const prices = rows.map((row) => rowPrice(quote, row));
  const keep = new Set<number>([parIndex(prices.map((p) => p.effectivePoints))]);
  const termMonths = quote.program.termYears * 12;
  if (sort === 'MOST_POPULAR') {
    let best = 0;
    for (let i = 1; i < prices.length; i++) if (Math.abs(prices[i]!.effectivePoints) < Math.abs(prices[best]!.effectivePoints)) best = i;
    keep.add(best);
  } else {
    const lowest = quote.payment(termMonths, prices[0]!.interestRate);
    for (let i = 0; i < prices.length && quote.payment(termMonths, prices[i]!.interestRate) === lowest; i++) keep.add(i);
  }
  return rows.filter((_row, i) => keep.has(i));
}

/** parOption's pick by index: the lowest rate costing no points; failing that, the fewest points. */
export function parIndex(points: readonly number[]): number {
  const free = points.findIndex((p) => p <= 0);
  if (free >= 0) return free;
  let best = 0;
  for (let i = 1; i < points.length; i++) if (points[i]! < points[best]!) best = i;
  return best;
}
