import { formatCents } from '../money/formatMoney.js';

/** What the rule needs of a program: where it is offered and the highest price it accepts. */
export interface ProgramLimits {
  /** Two-letter state codes; empty when the program is nationwide. */
  states: readonly string[];
  /** The highest purchase price the program accepts, in cents; null when it sets none. */
  maxPriceCents: number | null;
}

/** What the buyer has told us so far; either may still be unknown. */
export interface BuyerPlace {
  state: string | null;
  priceCents: number | null;
}

export type ProgramMiss = 'STATE' | 'PRICE';

/**
 * Why a program does not fit the buyer, or null when it does. An unknown state or price rules
 * nothing out: the buyer sees every program until they have told us what would exclude one.
 */
export function programMiss(program: ProgramLimits, buyer: BuyerPlace): ProgramMiss | null {
  const state = buyer.state?.trim().toUpperCase() || null;
  if (state && program.states.length > 0 && !program.states.includes(state)) return 'STATE';
  if (buyer.priceCents !== null && program.maxPriceCents !== null && buyer.priceCents > program.maxPriceCents) return 'PRICE';
  return null;
}

export interface ProgramsThatFit<P> {
  programs: P[];
  /** Why the list is empty, in the buyer's words; null when something fits. */
  noneFitBecause: string | null;
}

/** The programs that fit the buyer's state and price, and, when none do, why. */
export function programsThatFit<P extends ProgramLimits>(programs: readonly P[], buyer: BuyerPlace): ProgramsThatFit<P> {
  const fitting = programs.filter((program) => programMiss(program, buyer) === null);
  if (fitting.length) return { programs: fitting, noneFitBecause: null };
  const inState = programs.filter((program) => programMiss(program, { state: buyer.state, priceCents: null }) === null);
  const where = buyer.state ? `in ${buyer.state.trim().toUpperCase()}` : 'for your home';
  if (!inState.length || buyer.priceCents === null) return { programs: [], noneFitBecause: `We know of no down payment programs ${where} yet.` };
  const highest = Math.max(...inState.map((program) => program.maxPriceCents ?? 0));
  return {
    programs: [],
    noneFitBecause:
      `The down payment programs we know of ${where} accept a price up to ${formatCents(highest)}; ` +
      `your price of ${formatCents(buyer.priceCents)} is above that.`,
  };
}
