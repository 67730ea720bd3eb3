import type { Answers, ApplicationDefinition } from './types.js';

/** Where a question sits in the definition, whether or not it is currently included. */
export interface QuestionLocation {
  sectionId: string;
  subsectionId: string;
  /** Position in the flattened definition, used to step from a question that was just excluded. */
  order: number;
}

// Definitions are static, so index each one once rather than on every key press.
const cache = new WeakMap<object, ReadonlyMap<string, QuestionLocation>>();

/** Question id → location. Ids are assumed unique across the definition. */
export function indexQuestions<A = Answers, U = unknown>(definition: ApplicationDefinition<A, U>): ReadonlyMap<string, QuestionLocation> {
  const cached = cache.get(definition);
  if (cached) return cached;
  const index = new Map<string, QuestionLocation>();
  let order = 0;
  for (const section of definition.sections) {
    for (const sub of section.subsections) {
      for (const q of sub.questions) {
        index.set(q.id, { sectionId: section.id, subsectionId: sub.id, order: order++ });
      }
    }
  }
  cache.set(definition, index);
  return index;
}
