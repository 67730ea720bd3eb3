import { MAX_TERM_YEARS } from './limits.js';

/** The term an adjustable choice carries in place of a number of years (spec section 9). */
export const ADJUSTABLE_TERM = -1;

/** The years a term is shown as: an adjustable term (-1) as the default 30, every adjustable program's term. */
export function shownTermYears(termYears: number): number {
  return termYears === ADJUSTABLE_TERM ? MAX_TERM_YEARS : termYears;
}

/** "15 years"; an adjustable term (-1) is shown with the default label of 30 years (spec section 9). */
export function termLabel(termYears: number): string {
  const years = shownTermYears(termYears);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
