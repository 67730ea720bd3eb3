import type { Answers, Question } from './types.js';

/**
 * Hook point for per-question validation: runs the question's `validate` if it has one.
 * Returns the error message, or null when the value is acceptable or nothing checks it.
 */
export function validateAnswer<A = Answers, U = unknown>(question: Question<A, U>, value: unknown): string | null {
  return question.validate ? question.validate(value) : null;
}
