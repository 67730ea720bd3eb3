import { isQuestionSettled, isSubsectionComplete } from './completion.js';
import { isQuestionIncluded } from './questionStatus.js';
import { isSubsectionLocked, isSubsectionShown } from './subsectionAccess.js';
import type { Answers, ApplicationDefinition, Subsection } from './types.js';

/**
 * Rule 5: where a (re)opened application starts. The first subsection that is shown,
 * unlocked and not complete, at its first included question still needing an answer
 * (end screens are skipped: rule 6 would bounce the user off one anyway). When no such
 * subsection exists, the last included question of the last complete shown subsection,
 * so a finished application reopens at its end. Null when there is nothing to show.
 */
export function findInitialQuestionId<A = Answers, U = unknown>(definition: ApplicationDefinition<A, U>, answers: A, user: U): string | null {
  const subsections: Subsection<A, U>[] = definition.sections.flatMap((s) => [...s.subsections]);
  const included = (sub: Subsection<A, U>) => sub.questions.filter((q) => isQuestionIncluded(q, answers, user));

  for (const sub of subsections) {
    if (!isSubsectionShown(sub, answers, user) || isSubsectionLocked(sub, answers, user)) continue;
    if (isSubsectionComplete(sub, answers, user)) continue;
    const first = included(sub).find((q) => !isQuestionSettled(q, answers, user));
    if (first) return first.id;
  }

  for (const sub of [...subsections].reverse()) {
    if (!isSubsectionShown(sub, answers, user) || !isSubsectionComplete(sub, answers, user)) continue;
    const last = included(sub).at(-1);
    if (last) return last.id;
  }
  return null;
}
