import { useCallback, useState, type Dispatch } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApplicationAction } from '#core/questionEngine/index';
import type { ApplicationAnswers } from '#core/application/index';
import { SaveRestructureApplicationAnswersDocument, SubmitRestructureApplicationDocument, type RestructureAnswersInput } from '#generated/web';
import type { SaveResult } from '#web/components/QuestionScreen/QuestionScreen';
import { requestErrorMessage, useSaveLock } from '#web/features/application/index';
import { toClientRestructureApplication, type ClientRestructureApplication } from './clientApplication';
import { toAnswersInput } from '#core/restructureApplication/questionAnswers';

type Action = ApplicationAction<ApplicationAnswers, ClientRestructureApplication>;

/** What the applicant agreed to on the review; submit is refused without the soft credit check's consent. */
export interface SubmitConsent {
  creditCheckConsent: boolean;
}

export interface SubmitProblem {
  code: string;
  field: string | null;
  message: string;
}

/** The API names co-owner emails as one list; the screen asks them one field at a time. */
const screenField = (field: string) => (field === 'coOwnerEmails' ? 'coOwnerEmail1' : field);

/**
 * Autosave and submission for the restructure application: each screen's answers are saved as
 * the applicant continues, with the key navigation lock held while the request is in flight.
 * A failed save leaves the screen (and what was typed) as it was, with the reason shown.
 */
export function useRestructureSave(uuid: string, dispatch: Dispatch<Action>, onSubmitted: (application: ClientRestructureApplication) => void) {
  const [saveAnswers] = useMutation(SaveRestructureApplicationAnswersDocument);
  const [submitApplication] = useMutation(SubmitRestructureApplicationDocument);
  const [problems, setProblems] = useState<SubmitProblem[]>([]);

  const withLock = useSaveLock(dispatch);

  const save = useCallback(
    (changes: Record<string, unknown>): Promise<SaveResult> =>
      withLock<SaveResult>(
        async () => {
          const answers = toAnswersInput(changes) as RestructureAnswersInput;
          const result = await saveAnswers({ variables: { input: { uuid, answers } } });
          const payload = result.data?.saveRestructureApplicationAnswers;
          if (!payload) {
            dispatch({ type: 'setServerError', error: requestErrorMessage(result.error) });
            return { ok: false, issues: [] };
          }
          if (payload.errors.length > 0) {
            const fieldless = payload.errors.find((e) => !e.field);
            dispatch({ type: 'setServerError', error: fieldless?.message ?? null });
            return { ok: false, issues: payload.errors.filter((e) => e.field).map((e) => ({ field: screenField(e.field!), message: e.message })) };
          }
          dispatch({ type: 'setServerError', error: null });
          if (payload.restructureApplication)
            dispatch({ type: 'replaceApplication', application: toClientRestructureApplication(payload.restructureApplication) });
          return { ok: true };
        },
        { ok: false, issues: [] },
      ),
    [saveAnswers, dispatch, uuid, withLock],
  );

  const submit = useCallback(
    ({ creditCheckConsent }: SubmitConsent) =>
      withLock(async () => {
        setProblems([]);
        const result = await submitApplication({ variables: { input: { uuid, creditCheckConsent } } });
        const payload = result.data?.submitRestructureApplication;
        if (!payload) {
          dispatch({ type: 'setServerError', error: requestErrorMessage(result.error) });
          return;
        }
        dispatch({ type: 'setServerError', error: null });
        setProblems(payload.errors.map((e) => ({ code: e.code, field: e.field ?? null, message: e.message })));
        if (payload.errors.length === 0 && payload.restructureApplication) onSubmitted(toClientRestructureApplication(payload.restructureApplication));
      }, undefined),
    [dispatch, submitApplication, uuid, withLock, onSubmitted],
  );

  return { save, submit, problems };
}
