import type { Answers, Subsection } from './types.js';

// Rule 5 only starts the user in a subsection they can see and open.

/** Defaults to shown when the definition says nothing. */
export function isSubsectionShown<A = Answers, U = unknown>(subsection: Subsection<A, U>, answers: A, user: U): boolean {
  return subsection.isShown ? subsection.isShown(answers, user) : true;
}

/** Defaults to unlocked when the definition says nothing. */
export function isSubsectionLocked<A = Answers, U = unknown>(subsection: Subsection<A, U>, answers: A, user: U): boolean {
  return subsection.isLocked ? subsection.isLocked(answers, user) : false;
}
