/**
 * The shape of an application definition (spec section 4): sections hold subsections hold
 * questions. Answers and user stay generic so the server and the web app can each bring
 * their own types; the engine only ever hands them back to the definition's callbacks.
 */

/** Default answers shape; callers usually pass their own, narrower type. */
export type Answers = Record<string, unknown>;

/** Optional per-question check of a raw value: an error message, or null when it is fine. */
export type ValidateAnswer<V = unknown> = (value: V) => string | null;

export interface Question<A = Answers, U = unknown> {
  id: string;
  /** Closing screen of a section; it never blocks the section from being complete. */
  isEndScreen?: boolean;
  /** Left out of totalQuestions / totalAnsweredQuestions / progress (e.g. intro screens). */
  doesNotCount?: boolean;
  /** Whether this application and user get the question at all; defaults to true. */
  isIncluded?: (answers: A, user: U) => boolean;
  /** The question's completion check: true once it is answered. */
  isComplete: (answers: A, user: U) => boolean;
  validate?: ValidateAnswer;
}

export interface Subsection<A = Answers, U = unknown> {
  id: string;
  questions: readonly Question<A, U>[];
  /** Defaults to true. */
  isShown?: (answers: A, user: U) => boolean;
  /** Defaults to false. */
  isLocked?: (answers: A, user: U) => boolean;
}

export interface Section<A = Answers, U = unknown> {
  id: string;
  subsections: readonly Subsection<A, U>[];
}

export interface ApplicationDefinition<A = Answers, U = unknown> {
  sections: readonly Section<A, U>[];
}
