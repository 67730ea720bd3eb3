import { useMutation } from '@apollo/client/react';
import { useCallback, useState, type Dispatch } from 'react';
import type { PurchaseApplicationValues } from '#core/purchaseApplication/index';
import type { ApplicationAction } from '#core/questionEngine/index';
import { SavePurchaseApplicationAnswersDocument, SubmitPurchaseApplicationDocument } from '#generated/web';
import { requestErrorMessage, useSaveLock } from '#web/features/application/index';
import { toClientPurchaseApplication, type ClientPurchaseApplication } from './clientPurchaseApplication';

type Action = ApplicationAction<PurchaseApplicationValues, ClientPurchaseApplication>;

/** A field's refusal from the server, or the whole answer's when it names no field. */
export interface PurchaseAnswerError {
  field?: string | null;
  message: string;
}

/**
 * Saving a question's answers and submitting, with the key navigation lock held while a request
 * is in flight; a refusal that names no field, or a lost connection, is the application error.
 */
export function usePurchaseSave(uuid: string, dispatch: Dispatch<Action>) {
  const [saveAnswers] = useMutation(SavePurchaseApplicationAnswersDocument);
  const [submitApplication] = useMutation(SubmitPurchaseApplicationDocument);
  const [problems, setProblems] = useState<string[]>([]);

  const withLock = useSaveLock(dispatch);

  /** Resolves to the field refusals (empty once saved, and the application is then the server's), or null when the error state says why not. */
  const save = useCallback(
    (answers: Record<string, unknown>): Promise<PurchaseAnswerError[] | null> =>
      withLock<PurchaseAnswerError[] | null>(async () => {
        const result = await saveAnswers({ variables: { input: { uuid, answers } } });
        const payload = result.data?.savePurchaseApplicationAnswers;
        if (!payload) {
          dispatch({ type: 'setServerError', error: requestErrorMessage(result.error) });
          return null;
        }
        dispatch({ type: 'setServerError', error: payload.errors.find((error) => !error.field)?.message ?? null });
        if (payload.errors.length === 0 && payload.purchaseApplication) {
          dispatch({ type: 'replaceApplication', application: toClientPurchaseApplication(payload.purchaseApplication) });
        }
        const fieldErrors = payload.errors.filter((error) => error.field);
        // A refusal of the whole answer is the application error: nothing to put on a field, and no going on.
        return payload.errors.length > 0 && fieldErrors.length === 0 ? null : fieldErrors;
      }, null),
    [saveAnswers, dispatch, uuid, withLock],
  );

  const submit = useCallback(
    () =>
      withLock(async () => {
        setProblems([]);
        const result = await submitApplication({ variables: { input: { uuid } } });
        const payload = result.data?.submitPurchaseApplication;
        if (!payload) {
          dispatch({ type: 'setServerError', error: requestErrorMessage(result.error) });
          return;
        }
        dispatch({ type: 'setServerError', error: null });
        setProblems(payload.errors.map((error) => error.message));
      }, undefined),
    [submitApplication, dispatch, uuid, withLock],
  );

  return { save, submit, problems };
}
