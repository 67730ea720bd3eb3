import type { ReactNode } from 'react';
import type { ApplicationAnswers, AnswerContext, ApplicationQuestion } from '#core/application/index';
import { QuestionScreen, type SaveResult } from '#web/components/QuestionScreen/QuestionScreen';
import type { ProductScreenProps } from '../../model/applicationProduct';

/** A save hook's answer that can save one question's answer. */
export interface QuestionSaving {
  save: (questionId: string, answer: Record<string, unknown>) => Promise<SaveResult>;
}

export type ProductQuestionScreenProps = ProductScreenProps<AnswerContext, { answers: ApplicationAnswers }, QuestionSaving> & {
  question: ApplicationQuestion;
  sectionTitle: string;
  /** Offered under the question's title (QuestionScreen's extra). */
  extra?: ReactNode;
};

/** One question of a product on the refinance catalogue's fields (refinance, restructure), wired to the flow. */
export function ProductQuestionScreen({ question, sectionTitle, application, user, saving, navigation, extra }: ProductQuestionScreenProps) {
  if (question.kind === 'review') return null;
  return (
    <QuestionScreen
      key={question.id}
      question={question}
      sectionTitle={sectionTitle}
      answers={application.answers}
      context={user}
      locked={navigation.locked}
      serverError={navigation.serverError}
      onSave={(answer) => saving.save(question.id, answer)}
      onContinue={navigation.next}
      onPrevious={navigation.previous}
      extra={extra}
    />
  );
}
