import { booleanOf, hasAnswer, itemsOf, type AnswerContext, type ApplicationAnswers } from './answers.js';
import { isFieldShown, type FieldScope } from './fields.js';
import { groupItemIssues, scopeIssues, type ApplicationQuestion } from './questions.js';

/** Why a question is not answered yet, in the applicant's words. */
export function incompleteReason(question: ApplicationQuestion, answers: ApplicationAnswers, context: AnswerContext): string {
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
