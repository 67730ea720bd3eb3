import { useCallback } from 'react';
import { ProgressBar } from '#web/components/ProgressBar/ProgressBar';
import { QuestionScreen } from '#web/components/QuestionScreen/QuestionScreen';
import { SectionOverview } from '#web/components/SectionOverview/SectionOverview';
import { useApplicationStore } from '#web/lib/applicationStore';
import { useQuestionIdFromUrl, useQuestionIdInUrl } from '#web/lib/applicationStoreUrl';
import type { ClientRestructureApplication } from '../../model/clientApplication';
import { findRestructureQuestion, restructureApplicationDefinition, sectionOfRestructureQuestion } from '../../model/questions';
import { RestructureReview } from '../RestructureReview/RestructureReview';
import { useRestructureSave } from '../../model/useRestructureSave';
import styles from '#web/pages/application/RefinanceApplicationFlow.module.css';

export interface RestructureQuestionsProps {
  application: ClientRestructureApplication;
  onSubmitted: (application: ClientRestructureApplication) => void;
}

/** The application's questions, one at a time, with progress, sections, autosave and the review. */
export function RestructureQuestions({ application: initial, onSubmitted }: RestructureQuestionsProps) {
  const { state, dispatch, context } = useApplicationStore(restructureApplicationDefinition, initial, useQuestionIdFromUrl());
  const application = state.activeApplication ?? initial;
  const { save, submit, problems } = useRestructureSave(application.uuid, dispatch, onSubmitted);
  const goTo = useCallback((questionId: string) => dispatch({ type: 'goTo', questionId }), [dispatch]);
  const isAvailable = useCallback((questionId: string) => state.questionMap.questions.includes(questionId), [state.questionMap]);
  useQuestionIdInUrl(state.activeQuestionId, goTo, isAvailable);

  const questionId = state.activeQuestionId;
  const question = questionId ? findRestructureQuestion(questionId, application.offer ?? null) : null;
  const section = questionId ? sectionOfRestructureQuestion(questionId) : null;
  const map = state.questionMap;
  const locked = state.keyNavigationLock;
  const previous = questionId !== map.questions[0] ? () => dispatch({ type: 'previous' }) : null;
  const address = application.propertyLocation;

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          Partnership application
          {address?.streetName ? ` · ${[address.streetNumber, address.streetName].filter(Boolean).join(' ')}` : ''}
        </p>
        <ProgressBar percent={map.percentAnswered} answered={map.totalAnsweredQuestions} total={map.totalQuestions} />
        <p className={styles.saved}>Every answer is saved as you go, so you can finish on any device.</p>
      </header>
      <aside className={styles.sidebar}>
        <SectionOverview sections={application.sections} currentSection={section?.id ?? null} onSelect={goTo} disabled={locked} />
      </aside>
      <div className={styles.main}>
        {question?.kind === 'review' ? (
          <RestructureReview
            answers={application.answers}
            context={context}
            offer={application.offer ?? null}
            denials={application.denials}
            locked={locked}
            problems={problems}
            serverError={state.applicationServerError}
            onEdit={goTo}
            onSubmit={() => void submit()}
            onPrevious={previous ?? undefined}
          />
        ) : question && section ? (
          <QuestionScreen
            key={question.id}
            question={question}
            sectionTitle={section.title}
            answers={application.answers}
            context={context}
            locked={locked}
            serverError={state.applicationServerError}
            onSave={save}
            onContinue={() => dispatch({ type: 'next' })}
            onPrevious={previous}
          />
        ) : null}
      </div>
    </div>
  );
}
