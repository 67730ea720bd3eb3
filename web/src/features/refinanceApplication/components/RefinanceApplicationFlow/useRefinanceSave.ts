import { useCallback, useState, type Dispatch } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApplicationAction } from '#core/questionEngine/index';
import type { ApplicationAnswers } from '#core/application/index';
import { AnswerRefinanceApplicationQuestionDocument, SubmitRefinanceApplicationDocument } from '#generated/web';
import type { SaveResult } from '#web/components/QuestionScreen/QuestionScreen';
import { toClientApplication, type ClientRefinanceApplication } from '#web/lib/applicationStore';
import { listAnsweredApplication, requestErrorMessage, useSaveLock } from '#web/features/application/index';
import type { SubmitProblem } from '../ReviewScreen/ReviewScreen';

type Action = ApplicationAction<ApplicationAnswers, ClientRefinanceApplication>;

/**
 * Saving answers and submitting, with the key navigation lock held while a request is in
 * flight and the server's error message put in the application state.
 */
export function useRefinanceSave(uuid: string, dispatch: Dispatch<Action>) {
  const [answerQuestion] = useMutation(AnswerRefinanceApplicationQuestionDocument, { update: listAnsweredApplication });
  const [submitApplication] = useMutation(SubmitRefinanceApplicationDocument);
  const [problems, setProblems] = useState<SubmitProblem[]>([]);

  const withLock = useSaveLock(dispatch);

  const save = useCallback(
    (questionId: string, answer: Record<string, unknown>): Promise<SaveResult> =>
      withLock<SaveResult>(
        async () => {
          const result = await answerQuestion({ variables: { input: { uuid, questionId, answer } } });
          const payload = result.data?.answerRefinanceApplicationQuestion;
          if (!payload) {
            dispatch({ type: 'setServerError', error: requestErrorMessage(result.error) });
            return { ok: false, issues: [] };
          }
          if (payload.errors.length > 0) {
            const fieldless = payload.errors.find((e) => e.code === 'QUESTION_NOT_INCLUDED' || !e.field);
            if (fieldless) dispatch({ type: 'setServerError', error: fieldless.message });
            return { ok: false, issues: payload.errors.map((e) => ({ field: e.field ?? questionId, message: e.message })) };
          }
          dispatch({ type: 'setServerError', error: null });
          if (payload.refinanceApplication) dispatch({ type: 'replaceApplication', application: toClientApplication(payload.refinanceApplication) });
          return { ok: true };
        },
        { ok: false, issues: [] },
      ),
    [answerQuestion, dispatch, uuid, withLock],
  );

  const submit = useCallback(
    () =>
      withLock(async () => {
        setProblems([]);
        const result = await submitApplication({ variables: { input: { uuid } } });
        const payload = result.data?.submitRefinanceApplication;
        if (!payload) {
          dispatch({ type: 'setServerError', error: requestErrorMessage(result.error) });
          return;
        }
        setProblems(payload.errors.map((e) => ({ field: e.field, message: e.message })));
        if (payload.errors.length === 0 && payload.refinanceApplication) {
          dispatch({ type: 'replaceApplication', application: toClientApplication(payload.refinanceApplication) });
        }
      }, undefined),
    [dispatch, submitApplication, uuid, withLock],
  );

  return { save, submit, problems };
}
