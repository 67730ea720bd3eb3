import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { includedQuestions, type PurchaseQuestion } from '#core/purchase/index';
import { SavePurchaseApplicationAnswersDocument, type PurchaseApplication_ApplicationFragment } from '#generated/web';
import { ProgressBar } from '#web/components/ProgressBar/ProgressBar';
import { draftOf, toCoreValues } from '../../model/answers';
import { QuestionStep } from '../QuestionStep/QuestionStep';
import { ReviewStep } from '../ReviewStep/ReviewStep';
import { FundingPrograms } from '../FundingPrograms/FundingPrograms';

/** The funding questions, beside which the programs that fit are shown. */
const FUNDING_QUESTIONS = new Set(['liquidAssets', 'gift']);

/** The party's own questions, in order, for the answers so far. */
export function questionsFor(application: PurchaseApplication_ApplicationFragment): PurchaseQuestion[] {
  return includedQuestions(toCoreValues(application.applicationValues)).filter((question) => question.party === application.party);
}

/** Where to resume: the first question not yet answered, or the review when all are. */
export function resumeIndex(application: PurchaseApplication_ApplicationFragment): number {
  const values = toCoreValues(application.applicationValues);
  const questions = questionsFor(application);
  const next = questions.findIndex((question) => !question.isComplete(values, question.party));
  return next === -1 ? questions.length : next;
}

/** The application at APPLICATION: one question at a time, saved as the buyer goes, then the review. */
export function ApplicationFlow({ application, ownEmail }: { application: PurchaseApplication_ApplicationFragment; ownEmail: string }) {
  const [save] = useMutation(SavePurchaseApplicationAnswersDocument);
  const [index, setIndex] = useState(() => resumeIndex(application));
  const values = useMemo(() => toCoreValues(application.applicationValues), [application.applicationValues]);
  const questions = useMemo(() => questionsFor(application), [application]);
  const answered = questions.filter((question) => question.isComplete(values, question.party)).length;
  const question = questions[Math.min(index, questions.length)];

  return (
    <>
      <ProgressBar percent={questions.length ? Math.floor((answered / questions.length) * 100) : 100} answered={answered} total={questions.length} />
      {question && index < questions.length ? (
        <QuestionStep
          key={question.id}
          question={question}
          values={values}
          party={application.party}
          ownEmail={ownEmail}
          position={{ index, total: questions.length }}
          initialDraft={Object.fromEntries(question.fields.map((field) => [field.name, draftOf(field, application.applicationValues)]))}
          onBack={index > 0 ? () => setIndex(index - 1) : undefined}
          onSave={async (answers) => {
            const result = await save({ variables: { input: { uuid: application.uuid, answers } } });
            const errors = result.data?.savePurchaseApplicationAnswers.errors ?? [];
            const saved = result.data?.savePurchaseApplicationAnswers.purchaseApplication;
            if (!errors.length && saved) {
              // The saved answers may add or drop questions: go to the next one still to answer after this.
              const after = questionsFor(saved);
              const here = after.findIndex((q) => q.id === question.id);
              setIndex(here === -1 ? resumeIndex(saved) : here + 1);
            }
            return errors;
          }}
        />
      ) : null}
      {question && index < questions.length && FUNDING_QUESTIONS.has(question.id) ? (
        <FundingPrograms state={application.state ?? null} priceCents={values.targetPriceCents} />
      ) : null}
      {question && index < questions.length ? null : (
        <ReviewStep
          application={application}
          onEdit={(questionId) =>
            setIndex(
              Math.max(
                0,
                questions.findIndex((q) => q.id === questionId),
              ),
            )
          }
          onBack={questions.length ? () => setIndex(questions.length - 1) : undefined}
        />
      )}
    </>
  );
}
