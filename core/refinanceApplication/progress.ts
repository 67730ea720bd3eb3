import { buildQuestionMap, buildSectionProgress, isQuestionIncluded, type QuestionMap } from '../questionEngine/index.js';
import type { RefinanceAnswers, RefinanceContext } from './answers.js';
import { refinanceApplicationDefinition as definition } from './definition.js';
import { isFieldShown, type FieldScope } from './fields.js';
import { groupItemIssues, scopeIssues, type RefinanceQuestion } from './questions.js';
import { hasAnswer, itemsOf, booleanOf } from './answers.js';

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

export function refinanceQuestionMap(answers: RefinanceAnswers, context: RefinanceContext): QuestionMap {
  return buildQuestionMap(definition, answers, context);
}

/** Sections this application asks anything in (the co-borrower's only on a joint application). */
export function summarizeSections(answers: RefinanceAnswers, context: RefinanceContext, submitted: boolean): SectionSummary[] {
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

/** Why a question is not answered yet, in the applicant's words. */
export function incompleteReason(question: RefinanceQuestion, answers: RefinanceAnswers, context: RefinanceContext): string {
  if (question.kind === 'fields') {
    const scope: FieldScope = { values: answers, answers, context };
    const issue = scopeIssues(question.fields, scope)[0];
    if (issue) return issue.message;
    const unanswered = question.fields.find((field) => isFieldShown(field, scope) && !hasAnswer(answers, field.key));
    return unanswered ? `Answer “${unanswered.label}”.` : 'Answer this question.';
  }
  if (question.kind === 'group') {
    const issue = groupItemIssues(question, answers, context)[0];
    if (issue) return issue.message;
    if (question.none && booleanOf(answers, question.none.key) === true && itemsOf(answers, question.key).length > 0) {
      return `Remove the entries listed, or untick “${question.none.label}”.`;
    }
    return question.none ? `Add at least one ${question.itemNoun}, or tick “${question.none.label}”.` : `Add at least one ${question.itemNoun}.`;
  }
  return 'Answer this question.';
}

export interface IncompleteQuestion {
  questionId: string;
  sectionId: string;
  sectionTitle: string;
  title: string;
  reason: string;
}

/** Every counted question this application includes that is not answered: what blocks submitting. */
export function incompleteQuestions(answers: RefinanceAnswers, context: RefinanceContext): IncompleteQuestion[] {
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
