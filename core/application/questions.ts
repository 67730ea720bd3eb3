import type { ApplicationDefinition, Question, Section, Subsection } from '../questionEngine/index.js';
import { hasAnswer, itemsOf, booleanOf, type GroupItem, type ApplicationAnswers, type AnswerContext } from './answers.js';
import { isFieldShown, type FieldDef, type FieldScope } from './fields.js';
import { fieldIssues, type FieldIssue } from './validateField.js';

type Rule = (answers: ApplicationAnswers, context: AnswerContext) => boolean;

interface QuestionBase extends Question<ApplicationAnswers, AnswerContext> {
  title: string;
  description?: string;
}

/** A screen of one or more fields (most questions have exactly one). */
export interface FieldsQuestion extends QuestionBase {
  kind: 'fields';
  fields: readonly FieldDef[];
}

/** A list the applicant builds entry by entry: employers, assets, liabilities, homes, loans. */
export interface GroupQuestion extends QuestionBase {
  kind: 'group';
  /** Answer key holding the entries. */
  key: string;
  /** Singular noun for the entries ("employer"), used in buttons and messages. */
  itemNoun: string;
  itemFields: readonly FieldDef[];
  /** One line describing an entry in the list. */
  summarize: (item: GroupItem) => string;
  /** Values every entry carries without asking (e.g. isCurrentEmployment). */
  fixedItemValues?: GroupItem;
  /** A checkbox that answers the question with no entries ("I have no other income"). */
  none?: { key: string; label: string };
  maxItems: number;
}

/** Closes a section; reached only once the section is complete. */
export interface EndScreenQuestion extends QuestionBase {
  kind: 'endScreen';
}

/** The last screen: everything at a glance, with the submit button. */
export interface ReviewQuestion extends QuestionBase {
  kind: 'review';
}

export type ApplicationQuestion = FieldsQuestion | GroupQuestion | EndScreenQuestion | ReviewQuestion;

export interface ApplicationSubsection extends Subsection<ApplicationAnswers, AnswerContext> {
  title: string;
  questions: readonly ApplicationQuestion[];
}

export interface ApplicationSection extends Section<ApplicationAnswers, AnswerContext> {
  title: string;
  subsections: readonly ApplicationSubsection[];
}

/** A product's questions, section by section: what the question engine walks and the server validates with. */
export interface QuestionCatalogue extends ApplicationDefinition<ApplicationAnswers, AnswerContext> {
  sections: readonly ApplicationSection[];
}

/** A section of one subsection under the same id and title: a short list of questions. */
export function flatSection(id: string, title: string, questions: readonly ApplicationQuestion[]): ApplicationSection {
  return { id, title, subsections: [{ id, title, questions }] };
}

/** Problems with the fields of one scope, each with its full answer path. */
export function scopeIssues(fields: readonly FieldDef[], scope: FieldScope, prefix = ''): Array<FieldIssue & { field: string }> {
  const issues: Array<FieldIssue & { field: string }> = [];
  for (const field of fields) {
    if (!isFieldShown(field, scope)) continue;
    for (const issue of fieldIssues(field, scope.values[field.key] ?? null, scope)) {
      issues.push({ ...issue, field: [prefix, field.key, issue.path].filter(Boolean).join('.') });
    }
  }
  return issues;
}

/** Answered: every shown field has been saved (optional ones may be null) and none has a problem. */
export function isFieldsQuestionComplete(fields: readonly FieldDef[], answers: ApplicationAnswers, context: AnswerContext): boolean {
  const scope: FieldScope = { values: answers, answers, context };
  const shown = fields.filter((field) => isFieldShown(field, scope));
  return shown.every((field) => hasAnswer(answers, field.key)) && scopeIssues(shown, scope).length === 0;
}

/** Problems with the stored entries of a group (each entry's fields, with paths like 'assets.0.cashValue'). */
export function groupItemIssues(question: GroupQuestion, answers: ApplicationAnswers, context: AnswerContext): Array<FieldIssue & { field: string }> {
  return itemsOf(answers, question.key).flatMap((item, index) =>
    scopeIssues(question.itemFields, { values: item, answers, context }, `${question.key}.${index}`),
  );
}

/** Answered: at least one valid entry, or the "none" box ticked with no entries. */
export function isGroupQuestionComplete(question: GroupQuestion, answers: ApplicationAnswers, context: AnswerContext): boolean {
  const items = itemsOf(answers, question.key);
  if (question.none && booleanOf(answers, question.none.key) === true) return items.length === 0;
  return items.length > 0 && items.length <= question.maxItems && groupItemIssues(question, answers, context).length === 0;
}

type Common = { id: string; title: string; description?: string; isIncluded?: Rule };

export function fieldsQuestion(spec: Common & { fields: readonly FieldDef[] }): FieldsQuestion {
  return { ...spec, kind: 'fields', isComplete: (answers, context) => isFieldsQuestionComplete(spec.fields, answers, context) };
}

export function groupQuestion(spec: Omit<GroupQuestion, 'kind' | 'isComplete' | 'maxItems'> & { maxItems?: number; isIncluded?: Rule }): GroupQuestion {
  const question: GroupQuestion = { maxItems: 20, ...spec, kind: 'group', isComplete: () => false };
  question.isComplete = (answers, context) => isGroupQuestionComplete(question, answers, context);
  return question;
}

export function endScreen(spec: Common): EndScreenQuestion {
  return { ...spec, kind: 'endScreen', isEndScreen: true, doesNotCount: true, isComplete: () => false };
}

export function reviewScreen(spec: Common): ReviewQuestion {
  return { ...spec, kind: 'review', isEndScreen: true, doesNotCount: true, isComplete: () => false };
}
