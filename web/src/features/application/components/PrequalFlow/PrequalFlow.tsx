import { Suspense, useCallback, useState } from 'react';
import { findQuestion as findApplicationQuestion, prequalDefinition } from '#core/refinanceApplication/index';
import { validateQuestionAnswer, type ApplicationAnswers, type ApplicationQuestion } from '#core/application/index';
import { ProgressBar } from '#web/components/ProgressBar/ProgressBar';
import { QuestionScreen, type SaveResult } from '#web/components/QuestionScreen/QuestionScreen';
import { useApplicationStore } from '#web/lib/applicationStore';
import { useQuestionIdFromUrl, useQuestionIdInUrl } from '#web/lib/applicationStoreUrl';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { useClientSource } from '#web/lib/data/clientSource';
import { lazyWithApollo } from '#web/lib/data/lazyWithApollo';
import type { PrequalFunnel } from '../../model/prequalFunnel';
import { loadPrequalAnswers, savePrequalAnswers } from '../../model/prequalAnswers';
import styles from '../../model/StartApplication.module.css';

// The account form and the calls that record the prequal load at the end of the questions, and
// the GraphQL client with them: the questions themselves are answered in the browser.
const loadFinishPrequal = () => import('./FinishPrequal').then((module) => module.FinishPrequal);
const FinishPrequal = lazyWithApollo(loadFinishPrequal);

const questions: ApplicationQuestion[] = prequalDefinition.sections.flatMap((s) => s.subsections.flatMap((sub) => sub.questions));
const findRefinanceQuestion = (id: string) => questions.find((q) => q.id === id) ?? findApplicationQuestion(id);

/**
 * The prequal questions, one at a time, then an account (for visitors) and the start of the
 * application: the refinance's by default, or another product's funnel.
 */
export function PrequalFlow({ signedIn, funnel }: { signedIn: boolean; funnel?: PrequalFunnel }) {
  const definition = funnel?.definition ?? prequalDefinition;
  const findQuestion = funnel?.findQuestion ?? findRefinanceQuestion;
  const sectionTitleOf = (id: string) => definition.sections.find((s) => s.subsections.some((sub) => sub.questions.some((q) => q.id === id)))?.title ?? '';
  const [initial] = useState(() => ({ answers: loadPrequalAnswers(funnel?.storageKey) }));
  const { state, dispatch, context } = useApplicationStore(definition, initial, useQuestionIdFromUrl());
  const [finishing, setFinishing] = useState(false);
  const clientSource = useClientSource();
  const goTo = useCallback(
    (questionId: string) => {
      setFinishing(false);
      dispatch({ type: 'goTo', questionId });
    },
    [dispatch],
  );
  const isAvailable = useCallback((questionId: string) => state.questionMap.questions.includes(questionId), [state.questionMap]);
  useQuestionIdInUrl(finishing ? null : state.activeQuestionId, goTo, isAvailable);

  const answers = state.activeApplication?.answers ?? initial.answers;
  const map = state.questionMap;
  const questionId = state.activeQuestionId;
  const question = questionId ? findQuestion(questionId) : null;
  const isLast = questionId === map.questions.at(-1);

  // Nothing to send yet: the answer is checked by the catalogue's rules and kept in this tab.
  const save = async (answer: Record<string, unknown>): Promise<SaveResult> => {
    if (!question) return { ok: false, issues: [] };
    const { changes, issues } = validateQuestionAnswer(question, answer, answers, context);
    if (issues.length > 0) return { ok: false, issues };
    dispatch({ type: 'answer', changes });
    savePrequalAnswers({ ...answers, ...changes } as ApplicationAnswers, funnel?.storageKey);
    // Fetched while the visitor answers, so the end of the questions does not wait for them; a
    // failure here is retried when the end renders.
    loadFinishPrequal().catch(() => undefined);
    clientSource.load().catch(() => undefined);
    return { ok: true };
  };
  const next = () => (isLast ? setFinishing(true) : dispatch({ type: 'next' }));

  return (
    <div className={styles.flow}>
      <ProgressBar
        label={funnel?.progressLabel ?? 'Your home and mortgage'}
        percent={finishing ? 100 : map.percentAnswered}
        answered={map.totalAnsweredQuestions}
        total={map.totalQuestions}
      />
      <div className={styles.card}>
        {finishing ? (
          <Suspense fallback={<LoadingPlaceholder />}>
            <FinishPrequal answers={answers} context={context} signedIn={signedIn} funnel={funnel} onBack={() => setFinishing(false)} onGoTo={goTo} />
          </Suspense>
        ) : question && question.kind !== 'review' ? (
          <QuestionScreen
            key={question.id}
            question={question}
            sectionTitle={sectionTitleOf(question.id)}
            answers={answers}
            context={context}
            locked={state.keyNavigationLock}
            serverError={state.applicationServerError}
            onSave={save}
            onContinue={next}
            onPrevious={questionId !== map.questions[0] ? () => dispatch({ type: 'previous' }) : null}
          />
        ) : null}
      </div>
    </div>
  );
}
