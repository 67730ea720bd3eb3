import type { RatesSort } from './vocabulary.js';
import { PricedOption, type ProgramQuote, rowPrice } from './priceOption.js';
import type { QuotedRate } from './pricingSheet.js';
import { candidateRows, parIndex } from './rowCandidates.js';
import { bestForSort, programChoice, type ProgramChoice } from './selection.js';
import { createSortBounds, type SortBounds } from './sortBounds.js';

/** A screened program with its offered, affordable rate rows (lowest rate first). */
export interface QuotedProgram {
  quote: ProgramQuote;
  rows: readonly QuotedRate[];
}

/**
 * Every program's choice that can reach the first `count` of the list, in the programs' order:
 * the same list chooseAndRank makes from every program's choice, at a cost that follows the
 * options returned rather than the rows screened.
 * - MOST_POPULAR and LOWEST_PAYMENT price only candidateRows' rows of each program.
 * - LOWEST_APR and LOWEST_INTEREST bound every row's key from below (sortBounds.ts), then
 *   visit programs from the lowest bound up, solving rows from the lowest bound up until a
 *   row's bound passes the best key found. Once `count` programs are solved and the next
 *   program's bound is above the count-th best key, no program left can enter the list (the
 *   list leads with that key), so the rest are never priced.
 */
export function programChoices(programs: readonly QuotedProgram[], sort: RatesSort, count: number): ProgramChoice[] {
  if (sort === 'MOST_POPULAR' || sort === 'LOWEST_PAYMENT') {
    return programs.flatMap(
      ({ quote, rows }) =>
        programChoice(
          candidateRows(quote, rows, sort).map((row) => new PricedOption(quote, row)),
          sort,
        ) ?? [],
    );
  }
  const bounds = createSortBounds();
  const bounded = programs.map((program, index) => boundRows(program, index, sort, bounds));
  const visitOrder = [...bounded].sort((a, b) => a.lowest - b.lowest);
  const keyOf = sort === 'LOWEST_APR' ? (o: PricedOption) => o.apr : (o: PricedOption) => o.interestWithinHorizon;
  const best: number[] = []; // the lowest `count` keys of programs solved, ascending
  const solved: Array<{ index: number; choice: ProgramChoice }> = [];
  for (const program of visitOrder) {
    if (best.length >= count && program.lowest > (best[count - 1] as number)) break;
    const choice = solve(program, sort, keyOf);
    solved.push({ index: program.index, choice });
    insertSorted(best, keyOf(choice.best), count);
  }
  return solved.sort((a, b) => a.index - b.index).map((s) => s.choice);
}

interface BoundedProgram extends QuotedProgram {
  index: number;
  points: number[];
  /** Lower bound of each row's sort key. */
  bounds: number[];
  lowest: number;
}

function boundRows({ quote, rows }: QuotedProgram, index: number, sort: RatesSort, bounds: SortBounds): BoundedProgram {
  const points: number[] = [];
  const keys: number[] = [];
  let lowest = Infinity;
  for (const row of rows) {
    const price = rowPrice(quote, row);
    const found = sort === 'LOWEST_APR' ? bounds.apr(quote, price) : bounds.interest(quote, price);
    // A bound that is not a number bounds nothing: the row is always solved.
    const bound = Number.isNaN(found) ? -Infinity : found;
    points.push(price.effectivePoints);
    keys.push(bound);
    if (bound < lowest) lowest = bound;
  }
  return { quote, rows, index, points, bounds: keys, lowest };
}

/** The program's pick, solving rows in order of their bound until the next bound exceeds the best key. */
function solve(program: BoundedProgram, sort: RatesSort, keyOf: (o: PricedOption) => number): ProgramChoice {
  const { quote, rows, bounds } = program;
  const order = rows.map((_row, i) => i).sort((a, b) => (bounds[a] as number) - (bounds[b] as number));
  const priced: Array<PricedOption | undefined> = new Array(rows.length);
  let bestKey = Infinity;
  for (const i of order) {
    if ((bounds[i] as number) > bestKey) break;
    const option = new PricedOption(quote, rows[i] as QuotedRate);
    priced[i] = option;
    bestKey = Math.min(bestKey, keyOf(option));
  }
  // Rows left unsolved have a key above the best: the pick is among the solved, first of equals in row order.
  const best = bestForSort(
    priced.filter((o): o is PricedOption => o !== undefined),
    sort,
  ) as PricedOption;
  const par = parIndex(program.points);
  return { best, par: priced[par] ?? new PricedOption(quote, rows[par] as QuotedRate) };
}

function insertSorted(sorted: number[], value: number, limit: number): void {
  let at = sorted.length;
  while (at > 0 && (sorted[at - 1] as number) > value) at--;
  if (at >= limit) return;
  sorted.splice(at, 0, value);
  if (sorted.length > limit) sorted.pop();
}
