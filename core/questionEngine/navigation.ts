import { indexQuestions } from './questionIndex.js';
import type { QuestionMap } from './questionMap.js';
import type { Answers, ApplicationDefinition } from './types.js';

// Rules 6 and 7: stepping through the ordered list of included questions. Each returns the id
// to show next, or the current id when there is nowhere to go. Positions come from the
// definition, so stepping still works if an answer has just excluded the current question.

function position<A, U>(definition: ApplicationDefinition<A, U>, id: string | null): number | null {
  if (id === null) return null;
  return indexQuestions(definition).get(id)?.order ?? null;
}

/**
 * Rule 6: the following included question, except that an end screen is only reached once
 * its section is complete; until then the user is sent back to the section's first question.
 */
export function nextQuestionId<A = Answers, U = unknown>(definition: ApplicationDefinition<A, U>, map: QuestionMap, currentId: string | null): string | null {
  const here = position(definition, currentId);
  if (here === null) return currentId;
  const index = indexQuestions(definition);
  const next = map.questions.find((id) => (index.get(id)?.order ?? -1) > here);
  if (next === undefined) return currentId;
  if (!map.endScreenIds.includes(next)) return next;

  const sectionId = index.get(next)?.sectionId;
  if (sectionId === undefined || map.sectionComplete[sectionId] === true) return next;
  return map.questions.find((id) => index.get(id)?.sectionId === sectionId) ?? next;
}

/** Rule 7: the preceding included question; at the first question the user stays put. */
export function previousQuestionId<A = Answers, U = unknown>(
  definition: ApplicationDefinition<A, U>,
  map: QuestionMap,
  currentId: string | null,
): string | null {
  const here = position(definition, currentId);
  if (here === null) return currentId;
  const index = indexQuestions(definition);
  const previous = map.questions.findLast((id) => (index.get(id)?.order ?? Infinity) < here);
  return previous ?? currentId;
}
