import { isQuestionAnswered, isQuestionIncluded } from './questionStatus.js';
import type { Answers, Question, Section, Subsection } from './types.js';

// Spec section 4, rule 3. End screens have nothing to answer, so they never hold a section open.

/** An included question no longer needs the user: it is answered or it is an end screen. */
export function isQuestionSettled<A = Answers, U = unknown>(question: Question<A, U>, answers: A, user: U): boolean {
  return question.isEndScreen === true || isQuestionAnswered(question, answers, user);
}

function allSettled<A, U>(questions: readonly Question<A, U>[], answers: A, user: U): boolean {
  return questions.every((q) => !isQuestionIncluded(q, answers, user) || isQuestionSettled(q, answers, user));
}

/** Rule 3 applied to one subsection; rule 5 uses it to pick where to start. */
export function isSubsectionComplete<A = Answers, U = unknown>(subsection: Subsection<A, U>, answers: A, user: U): boolean {
  return allSettled(subsection.questions, answers, user);
}

/** Rule 3: complete when every included question is answered or is an end screen. */
export function isSectionComplete<A = Answers, U = unknown>(section: Section<A, U>, answers: A, user: U): boolean {
  return section.subsections.every((sub) => isSubsectionComplete(sub, answers, user));
}
