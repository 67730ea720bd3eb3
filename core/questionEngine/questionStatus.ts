import type { Answers, Question } from './types.js';

// Spec section 4, rules 1 and 2: what a single question contributes.

/** Rule 1: a question exists for this application only if it is included (default: yes). */
export function isQuestionIncluded<A = Answers, U = unknown>(question: Question<A, U>, answers: A, user: U): boolean {
  return question.isIncluded ? question.isIncluded(answers, user) : true;
}

/** Rule 1: included questions count toward totals unless flagged `doesNotCount`. */
export function countsTowardTotals<A = Answers, U = unknown>(question: Question<A, U>, answers: A, user: U): boolean {
  return question.doesNotCount !== true && isQuestionIncluded(question, answers, user);
}

/** Rule 2: answered means the question's own completion check passes. */
export function isQuestionAnswered<A = Answers, U = unknown>(question: Question<A, U>, answers: A, user: U): boolean {
  return question.isComplete(answers, user);
}
