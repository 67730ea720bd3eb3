import { useCallback, useState } from 'react';
import { ProgressBar } from '#web/components/ProgressBar/ProgressBar';
import { SectionOverview } from '#web/components/SectionOverview/SectionOverview';
import { useQuestionEngineStore } from '#web/lib/applicationStore';
import { useQuestionIdFromUrl, useQuestionIdInUrl } from '#web/lib/applicationStoreUrl';
import type { ApplicationProduct, FlowQuestion, QuestionFlowNavigation } from '../../model/applicationProduct';
import styles from './ApplicationQuestionFlow.module.css';

export interface ApplicationQuestionFlowProps<A, U, App, Q extends FlowQuestion, Save> {
  product: ApplicationProduct<A, U, App, Q, Save>;
  application: App;
}

/**
 * An application, one question at a time, with progress, sections and review, on the spec's
 * question rules (next/previous, end screens, the navigation lock, the error) for any product.
 */
export function ApplicationQuestionFlow<A, U, App, Q extends FlowQuestion, Save>({
  product,
  application: initial,
}: ApplicationQuestionFlowProps<A, U, App, Q, Save>) {
  // The flow is keyed by the application, so its user is fixed for the flow's life.
  const [user] = useState(() => product.userOf(initial));
  const { state, dispatch } = useQuestionEngineStore(product.engine, user, initial, useQuestionIdFromUrl());
  const application = state.activeApplication ?? initial;
  const saving = product.useSave(application, dispatch);
  const goTo = useCallback((questionId: string) => dispatch({ type: 'goTo', questionId }), [dispatch]);
  const isAvailable = useCallback((questionId: string) => state.questionMap.questions.includes(questionId), [state.questionMap]);
  useQuestionIdInUrl(state.activeQuestionId, goTo, isAvailable);

  const finished = product.finished?.(application, user);
  if (finished) return finished;

  const questionId = state.activeQuestionId;
  const question = questionId ? product.findQuestion(questionId, application) : null;
  const section = questionId ? product.sectionOf(questionId) : null;
  const map = state.questionMap;
  const navigation: QuestionFlowNavigation = {
    locked: state.keyNavigationLock,
    serverError: state.applicationServerError,
    goTo,
    next: () => dispatch({ type: 'next' }),
    previous: questionId !== map.questions[0] ? () => dispatch({ type: 'previous' }) : null,
  };
  const screen = { application, user, saving, navigation };

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <p className={styles.kicker}>{product.kicker(application)}</p>
        <ProgressBar percent={map.percentAnswered} answered={map.totalAnsweredQuestions} total={map.totalQuestions} />
        <p className={styles.saved}>Every answer is saved as you go, so you can finish on any device.</p>
      </header>
      <aside className={styles.sidebar}>
        <SectionOverview sections={product.sections(application, user)} currentSection={section?.id ?? null} onSelect={goTo} disabled={navigation.locked} />
      </aside>
      <div className={styles.main}>
        {question?.kind === 'review'
          ? product.review(screen)
          : question && section
            ? product.question({
                ...screen,
                question,
                sectionTitle: section.title,
                position: { index: map.questions.indexOf(question.id), total: map.totalQuestions },
              })
            : null}
      </div>
    </div>
  );
}
