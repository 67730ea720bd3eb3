import { isQuestionIncluded } from '../questionEngine/index.js';
import type { ApplicationAnswers, AnswerContext } from '#core/application/answers';
import { allQuestions } from './definition.js';
import { isFieldShown } from '#core/application/fields';

/**
 * Only the answers that apply to this application: a co-borrower's details left over after
 * switching to a single application, or a rent figure after answering "own", are dropped.
 * Used when an application is submitted, so the lender receives exactly what was asked.
 */
export function pruneToIncluded(answers: ApplicationAnswers, context: AnswerContext): ApplicationAnswers {
  const kept: ApplicationAnswers = {};
  const scope = { values: answers, answers, context };
  for (const question of allQuestions()) {
    if (!isQuestionIncluded(question, answers, context)) continue;
    if (question.kind === 'fields') {
      for (const field of question.fields) {
        if (isFieldShown(field, scope) && answers[field.key] !== undefined) kept[field.key] = answers[field.key];
      }
    } else if (question.kind === 'group') {
      for (const key of [question.key, question.none?.key]) {
        if (key && answers[key] !== undefined) kept[key] = answers[key];
      }
    }
  }
  return kept;
}
