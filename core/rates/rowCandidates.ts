import type { RatesSort } from './vocabulary.js';
import { type ProgramQuote, rowPrice } from './priceOption.js';
import type { QuotedRate } from './pricingSheet.js';

/** APRs within this many percentage points of a program's lowest level-payment estimate are solved exactly. */
const APR_MARGIN = 0.005;

/**
 * The rate rows of one program that can be the sort's pick or the program's par option, in the
 * rows' order (lowest rate first). Everything else is left unpriced, so pricing costs grow with
 * the options compared, not with every row of the sheet:
 * - MOST_POPULAR picks the row nearest par (then the lowest rate) and LOWEST_PAYMENT the lowest
 *   rate: both read off the points and the rate alone;
 * - LOWEST_APR on a level-payment loan (fixed rate, no monthly insurance) ranks rows by payment
 *   over amount financed, which orders their APRs exactly as the annuity equation does; only rows
 *   whose level APR comes within APR_MARGIN of the lowest are solved on the full schedule.
 *   Irregular payment streams (ARMs, FHA insurance) are all solved;
 * - LOWEST_INTEREST has a closed form while the payment is level (a fixed loan, or an ARM whose
 *   fixed years cover the horizon); the rows within its rounding margin are run in full.
 * `rows` are the program's offered rows after affordability, lowest rate first.
 */
export function candidateRows(quote: ProgramQuote, rows: readonly QuotedRate[], sort: RatesSort): QuotedRate[] {
  if (rows.length <= 2) return [...rows];
  const prices = rows.map((row) => rowPrice(quote, row));
  const keep = new Set<number>([parIndex(prices.map((p) => p.effectivePoints))]);
  const termMonths = quote.program.termYears * 12;
  switch (sort) {
    case 'MOST_POPULAR': {
      let best = 0;
      for (let i = 1; i < prices.length; i++) if (Math.abs(prices[i]!.effectivePoints) < Math.abs(prices[best]!.effectivePoints)) best = i;
      keep.add(best);
      break;
    }
    case 'LOWEST_PAYMENT': {
      const lowest = quote.payment(termMonths, prices[0]!.interestRate);
      for (let i = 0; i < prices.length && quote.payment(termMonths, prices[i]!.interestRate) === lowest; i++) keep.add(i);
      break;
    }
    case 'LOWEST_APR': {
      if (quote.program.arm || quote.program.annualMiPercent > 0) return [...rows];
      const ratios = prices.map((p) => quote.payment(termMonths, p.interestRate) / (quote.noteAmount - p.prepaidFinanceChargesCents / 100));
      const lowest = Math.min(...ratios);
      const limit = 1 / annuityFactor(levelRate(lowest, termMonths) + APR_MARGIN / 1200, termMonths);
      ratios.forEach((ratio, i) => ratio <= limit && keep.add(i));
      break;
    }
    case 'LOWEST_INTEREST': {
      const months = Math.min(quote.horizonYears * 12, termMonths);
      const arm = quote.program.arm;
      if (arm && months > quote.program.fixedYears * 12) return [...rows];
      const interest = prices.map((p) => levelInterest(quote.noteAmount, p.interestRate, months, quote.payment(termMonths, p.interestRate)));
      const lowest = Math.min(...interest);
      const rate = prices[interest.indexOf(lowest)]!.interestRate / 1200;
      // Interest is rounded to the cent each month: at most half a cent a month, grown by interest.
      const margin = 1 + months * 0.01 * (1 + rate) ** months;
      interest.forEach((amount, i) => amount <= lowest + margin && keep.add(i));
      break;
    }
  }
  return rows.filter((_row, i) => keep.has(i));
}

/** parOption's pick by index: the lowest rate costing no points; failing that, the fewest points. */
function parIndex(points: readonly number[]): number {
  const free = points.findIndex((p) => p <= 0);
  if (free >= 0) return free;
  let best = 0;
  for (let i = 1; i < points.length; i++) if (points[i]! < points[best]!) best = i;
  return best;
}

/** Present value of 1 a month for n months at monthly rate i. */
function annuityFactor(i: number, n: number): number {
  return i === 0 ? n : (1 - (1 + i) ** -n) / i;
}

/** The monthly rate at which n level payments of `ratio` repay 1 (Newton on the annuity equation). */
function levelRate(ratio: number, n: number): number {
  if (ratio * n <= 1) return 0;
  let i = ratio;
  for (let step = 0; step < 50; step++) {
    const v = (1 + i) ** -n;
    const f = ratio * (1 - v) - i;
    const slope = (ratio * n * v) / (1 + i) - 1;
    const next = i - f / slope;
    if (Math.abs(next - i) < 1e-15) return next;
    i = next;
  }
  return i;
}

/**
 * Interest paid in the first `months` level payments: payments made less principal repaid, with
 * the balance by the annuity identity (a last payment that over- or under-shoots is trued up, so
 * the identity holds at the end of the term too).
 */
function levelInterest(principal: number, ratePercent: number, months: number, payment: number): number {
  const r = ratePercent / 1200;
  if (r === 0) return 0;
  const growth = (1 + r) ** months;
  const balance = principal * growth - (payment * (growth - 1)) / r;
  return months * payment - (principal - balance);
}
