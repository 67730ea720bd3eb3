import type { RatesSort } from './vocabulary.js';
import { MAX_RATE_OPTIONS } from './limits.js';
import { breakEvenMonths } from '#core/loanMath/index';
import type { OptionDetail, PricedOption } from './priceOption.js';

export interface RankedOption extends OptionDetail {
  option: PricedOption;
  /** Months for the payment saving against the program's par option to repay the extra cost. */
  breakEvenTerm: number | null;
  lowestApr: boolean;
  lowestPoints: boolean;
  lowestClosing: boolean;
}

type Compare = (a: PricedOption, b: PricedOption) => number;

const byNumber =
  (pick: (o: PricedOption) => number): Compare =>
  (a, b) =>
    pick(a) - pick(b);
const chain =
  (...compares: Compare[]): Compare =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
const nearPar = byNumber((o) => Math.abs(o.effectivePoints));
const stable: Compare = (a, b) =>
  a.quote.program.lender.companyName.localeCompare(b.quote.program.lender.companyName) ||
  a.quote.program.code.localeCompare(b.quote.program.code) ||
  a.interestRate - b.interestRate;

/** Within one program: which rate row best answers the sort. */
const WITHIN_PROGRAM: Record<RatesSort, Compare> = {
  MOST_POPULAR: chain(
    nearPar,
    byNumber((o) => o.interestRate),
  ),
  LOWEST_PAYMENT: chain(
    byNumber((o) => o.monthlyPI),
    byNumber((o) => o.totalFees),
  ),
  LOWEST_APR: chain(
    byNumber((o) => o.apr),
    byNumber((o) => o.totalFees),
  ),
  LOWEST_INTEREST: chain(
    byNumber((o) => o.interestWithinHorizon),
    byNumber((o) => o.totalFees),
  ),
};

/**
 * Across programs: the order of the results list, as a first comparison on figures every chosen
 * option already has (LEAD) and the full order (ACROSS_PROGRAMS), which may need a schedule.
 */
const LEAD: Record<RatesSort, Compare> = {
  MOST_POPULAR: chain(
    byNumber((o) => o.quote.program.popularityRank),
    nearPar,
  ),
  LOWEST_PAYMENT: chain(
    byNumber((o) => o.monthlyPI),
    byNumber((o) => o.totalFees),
  ),
  LOWEST_APR: chain(
    byNumber((o) => o.apr),
    byNumber((o) => o.monthlyPI),
  ),
  LOWEST_INTEREST: byNumber((o) => o.interestWithinHorizon),
};
const ACROSS_PROGRAMS: Record<RatesSort, Compare> = {
  MOST_POPULAR: chain(
    LEAD.MOST_POPULAR,
    byNumber((o) => o.apr),
    stable,
  ),
  LOWEST_PAYMENT: chain(LEAD.LOWEST_PAYMENT, stable),
  LOWEST_APR: chain(LEAD.LOWEST_APR, stable),
  LOWEST_INTEREST: chain(
    LEAD.LOWEST_INTEREST,
    byNumber((o) => o.apr),
    stable,
  ),
};

/**
 * The first `count` in the full order, comparing in full only within the runs of options the
 * lead comparison ties that reach into the list: the same list as sorting everything in full.
 */
function firstRanked<T extends { option: PricedOption }>(items: T[], sort: RatesSort, count: number): T[] {
  const lead = LEAD[sort];
  const byLead = [...items].sort((a, b) => lead(a.option, b.option));
  const listed: T[] = [];
  for (let start = 0; start < byLead.length && listed.length < count;) {
    let end = start + 1;
    while (end < byLead.length && lead((byLead[start] as T).option, (byLead[end] as T).option) === 0) end++;
    const run = byLead.slice(start, end);
    if (run.length > 1) run.sort((a, b) => ACROSS_PROGRAMS[sort](a.option, b.option));
    listed.push(...run);
    start = end;
  }
  return listed.slice(0, count);
}

/** A program's pick for the sort and its par option (what break-even is measured against). */
export interface ProgramChoice {
  best: PricedOption;
  par: PricedOption;
}

/** The rate row that best answers the sort among a program's options (the first of equals, in the options' order). */
export function bestForSort(options: PricedOption[], sort: RatesSort): PricedOption | undefined {
  return minimum(options, WITHIN_PROGRAM[sort]);
}

/** The program's choice among its options: null when it has none. */
export function programChoice(options: PricedOption[], sort: RatesSort): ProgramChoice | null {
  const best = bestForSort(options, sort);
  return best ? { best, par: parOption(options) } : null;
}

/**
 * One option per program (the rate row that best answers the sort), ranked, at most
 * MAX_RATE_OPTIONS, with break-even against the program's par option and the winner flags of
 * the list returned (every option tied for a minimum is flagged).
 */
export function chooseAndRank(programs: readonly ProgramChoice[], sort: RatesSort): RankedOption[] {
  const chosen = programs.map(({ best, par }) => ({ option: best, breakEvenTerm: breakEvenAgainstPar(best, par) }));
  const listed = firstRanked(chosen, sort, MAX_RATE_OPTIONS).map(({ option, breakEvenTerm }) => ({ option, detail: option.detail, breakEvenTerm }));
  const minApr = Math.min(...listed.map((c) => c.detail.apr));
  const minPoints = Math.min(...listed.map((c) => c.option.effectivePoints));
  const minClosing = Math.min(...listed.map((c) => c.option.totalFees));
  return listed.map(({ option, detail, breakEvenTerm }) => ({
    option,
    ...detail,
    breakEvenTerm,
    lowestApr: detail.apr === minApr,
    lowestPoints: option.effectivePoints === minPoints,
    lowestClosing: option.totalFees === minClosing,
  }));
}

/** The program's zero-point option: the lowest rate that costs no points; failing that, the cheapest row. */
export function parOption(options: PricedOption[]): PricedOption {
  const free = minimum(
    options.filter((o) => o.effectivePoints <= 0),
    byNumber((o) => o.interestRate),
  );
  return (
    free ??
    minimum(
      options,
      byNumber((o) => o.effectivePoints),
    ) ??
    (options[0] as PricedOption)
  );
}

function minimum(options: PricedOption[], compare: Compare): PricedOption | undefined {
  let best: PricedOption | undefined;
  for (const option of options) if (best === undefined || compare(option, best) < 0) best = option;
  return best;
}

/** Null when the option costs no more up front than par, or does not lower the payment. */
function breakEvenAgainstPar(option: PricedOption, par: PricedOption): number | null {
  const extraCost = option.totalFees - par.totalFees;
  const saving = par.monthlyPI - option.monthlyPI;
  if (extraCost <= 0 || saving <= 0) return null;
  return breakEvenMonths(extraCost, saving);
}
