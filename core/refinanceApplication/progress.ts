import { buildQuestionMap, buildSectionProgress, isQuestionIncluded, type QuestionMap } from '../questionEngine/index.js';
import type { AnswerContext, ApplicationAnswers } from '#core/application/answers';
import { incompleteReason } from '#core/application/incompleteReason';
import { refinanceApplicationDefinition as definition } from './definition.js';

/** Spec section 3: a section is open, complete or locked (every section locks once submitted). */
export type SectionStatus = 'OPEN' | 'COMPLETE' | 'LOCKED';

export interface SectionSummary {
  /** The section id. */
  name: string;
  title: string;
  status: SectionStatus;
  percentComplete: number;
  /** Where "go to this section" lands: its first included question. */
  firstQuestionId: string;
}

export function refinanceQuestionMap(answers: ApplicationAnswers, context: AnswerContext): QuestionMap {
  return buildQuestionMap(definition, answers, context);
}

/** Sections this application asks anything in (the co-borrower's only on a joint application). */
export function summarizeSections(answers: ApplicationAnswers, context: AnswerContext, submitted: boolean): SectionSummary[] {
  const map = refinanceQuestionMap(answers, context);
  const progress = buildSectionProgress(definition, answers, context);
  const summaries: SectionSummary[] = [];
  for (const section of definition.sections) {
    const first = section.subsections.flatMap((sub) => sub.questions).find((q) => isQuestionIncluded(q, answers, context));
    if (!first) continue;
    const complete = map.sectionComplete[section.id] === true;
    summaries.push({
      name: section.id,
      title: section.title,
      status: submitted ? 'LOCKED' : complete ? 'COMPLETE' : 'OPEN',
      percentComplete: progress[section.id] ?? 0,
      firstQuestionId: first.id,
    });
  }
  return summaries;
}

export interface IncompleteQuestion {
  questionId: string;
  sectionId: string;
  sectionTitle: string;
  title: string;
  reason: string;
}

/** Every counted question this application includes that is not answered: what blocks submitting. */
export function incompleteQuestions(answers: ApplicationAnswers, context: AnswerContext): IncompleteQuestion[] {
  const missing: IncompleteQuestion[] = [];
  for (const section of definition.sections) {
    for (const sub of section.subsections) {
      for (const question of sub.questions) {
        if (question.isEndScreen || question.doesNotCount || !isQuestionIncluded(question, answers, context)) continue;
        if (question.isComplete(answers, context)) continue;
        missing.push({
          questionId: question.id,
          sectionId: section.id,
          sectionTitle: section.title,
          title: question.title,
          reason: incompleteReason(question, answers, context),
        });
      }
    }
  }
  return missing;
}
