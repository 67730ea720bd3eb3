import { percentOf } from './percent.js';
import { countsTowardTotals, isQuestionAnswered } from './questionStatus.js';
import type { Answers, ApplicationDefinition } from './types.js';

/**
 * Rule 4: per section, the share of counted questions whose check passes, as a whole
 * percentage (floored like percentAnswered so the two never disagree; 0 when none count).
 */
export function buildSectionProgress<A = Answers, U = unknown>(definition: ApplicationDefinition<A, U>, answers: A, user: U): Record<string, number> {
  const progress: Record<string, number> = {};
  for (const section of definition.sections) {
    let total = 0;
    let answered = 0;
    for (const sub of section.subsections) {
      for (const q of sub.questions) {
        if (!countsTowardTotals(q, answers, user)) continue;
        total += 1;
        if (isQuestionAnswered(q, answers, user)) answered += 1;
      }
    }
    progress[section.id] = percentOf(answered, total);
  }
  return progress;
}
