import { useCallback } from 'react';
import { findQuestion, sectionOfQuestion, summarizeSections } from '#core/refinanceApplication/index';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { QuestionScreen } from '../../components/QuestionScreen/QuestionScreen';
import { SectionOverview } from '../../components/SectionOverview/SectionOverview';
import { useRefinanceApplicationStore, type ClientRefinanceApplication } from '../../lib/applicationStore';
import { useQuestionIdFromUrl, useQuestionIdInUrl } from '../../lib/applicationStoreUrl';
import { ReviewScreen } from './ReviewScreen';
import { SubmittedScreen } from './SubmittedScreen';
import { useRefinanceSave } from './useRefinanceSave';
import styles from './RefinanceApplicationFlow.module.css';

/** The application, one question at a time, with progress, sections and review. */
export function RefinanceApplicationFlow({ application: initial }: { application: ClientRefinanceApplication }) {
  const { state, dispatch, context } = useRefinanceApplicationStore(initial, useQuestionIdFromUrl());
  const application = state.activeApplication ?? initial;
  const { save, submit, problems } = useRefinanceSave(application.uuid, dispatch);
  const goTo = useCallback((questionId: string) => dispatch({ type: 'goTo', questionId }), [dispatch]);
  const isAvailable = useCallback((questionId: string) => state.questionMap.questions.includes(questionId), [state.questionMap]);
  useQuestionIdInUrl(state.activeQuestionId, goTo, isAvailable);

  if (application.applicationSubmittedAt) return <SubmittedScreen application={application} context={context} />;

  const questionId = state.activeQuestionId;
  const question = questionId ? findQuestion(questionId) : null;
  const section = questionId ? sectionOfQuestion(questionId) : null;
  const sections = summarizeSections(application.answers, context, false);
  const map = state.questionMap;
  const first = map.questions[0];
  const locked = state.keyNavigationLock;
  const next = () => dispatch({ type: 'next' });
  const previous = questionId !== first ? () => dispatch({ type: 'previous' }) : null;
  const address = application.propertyLocation;

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          Refinance application
          {address?.streetName ? ` · ${[address.streetNumber, address.streetName].filter(Boolean).join(' ')}` : ''}
        </p>
        <ProgressBar percent={map.percentAnswered} answered={map.totalAnsweredQuestions} total={map.totalQuestions} />
        <p className={styles.saved}>Every answer is saved as you go, so you can finish on any device.</p>
      </header>
      <aside className={styles.sidebar}>
        <SectionOverview sections={sections} currentSection={section?.id ?? null} onSelect={goTo} disabled={locked} />
      </aside>
      <div className={styles.main}>
        {question?.kind === 'review' ? (
          <ReviewScreen
            answers={application.answers}
            context={context}
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
            onSave={(answer) => save(question.id, answer)}
            onContinue={next}
            onPrevious={previous}
          />
        ) : null}
      </div>
    </div>
  );
}
