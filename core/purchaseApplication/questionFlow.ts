import type { ApplicationParty } from '../application/parties.js';
import { buildQuestionMap } from '../questionEngine/questionMap.js';
import { isQuestionIncluded } from '../questionEngine/questionStatus.js';
import { buildSectionProgress } from '../questionEngine/sectionProgress.js';
import type { PurchaseApplicationValues } from './applicationValues.js';
import { PURCHASE_SECTIONS, type PurchaseQuestion, type PurchaseSection } from './questions.js';

/**
 * The purchase's questions for the question engine, with the party as the engine's user: each
 * party is asked only their own questions, and both end at the review.
 */
export const PURCHASE_QUESTION_FLOW: { sections: readonly PurchaseSection[] } = {
  sections: PURCHASE_SECTIONS.map((section) => ({
    ...section,
    subsections: section.subsections.map((sub) => ({
      ...sub,
      questions: sub.questions.map((question): PurchaseQuestion =>
        question.kind === 'review'
          ? question
          : { ...question, isIncluded: (values, party) => question.party === party && isQuestionIncluded(question, values, party) },
      ),
    })),
  })),
};

const byId = new Map(
  PURCHASE_QUESTION_FLOW.sections.flatMap((section) =>
    section.subsections.flatMap((sub) => sub.questions.map((q) => [q.id, { question: q, section }] as const)),
  ),
);

/** The question with this id, whether or not the answers include it. */
export function findPurchaseQuestion(id: string): PurchaseQuestion | null {
  return byId.get(id)?.question ?? null;
}

/** The section a question sits in. */
export function sectionOfPurchaseQuestion(id: string): PurchaseSection | null {
  return byId.get(id)?.section ?? null;
}

/** One section as the party's overview shows it. */
export interface PurchaseFlowSection {
  name: string;
  title: string;
  status: 'OPEN' | 'COMPLETE' | 'LOCKED';
  percentComplete: number;
  /** Where "go to this section" lands: its first question for this party. */
  firstQuestionId: string;
}

/** The sections that hold a question for this party, with the engine's completion and progress. */
export function purchaseFlowSections(values: PurchaseApplicationValues, party: ApplicationParty): PurchaseFlowSection[] {
  const map = buildQuestionMap(PURCHASE_QUESTION_FLOW, values, party);
  const progress = buildSectionProgress(PURCHASE_QUESTION_FLOW, values, party);
  return PURCHASE_QUESTION_FLOW.sections.flatMap((section) => {
    const first = section.subsections.flatMap((sub) => sub.questions).find((q) => isQuestionIncluded(q, values, party));
    if (!first) return [];
    return [
      {
        name: section.id,
        title: section.title,
        status: map.sectionComplete[section.id] === true ? 'COMPLETE' : 'OPEN',
        percentComplete: progress[section.id] ?? 0,
        firstQuestionId: first.id,
      },
    ];
  });
}
