import { useCallback, type Dispatch } from 'react';
import type { ApplicationAction } from '#core/questionEngine/index';

export const CONNECTION_PROBLEM = 'We couldn’t reach Roofline. Check your connection and try again; your earlier answers are saved.';

/** First GraphQL error message (AppErrors carry a readable one), or the connection text. */
export function requestErrorMessage(error: unknown): string {
  const first = (error as { errors?: Array<{ message?: string }> } | undefined)?.errors?.[0]?.message;
  return typeof first === 'string' && first !== '' ? first : CONNECTION_PROBLEM;
}

type LockAction = Extract<ApplicationAction, { type: 'setKeyNavigationLock' | 'setServerError' }>;

/**
 * Runs a save or submit with the key navigation lock held, so Next and Previous wait for it;
 * a request that throws becomes the application error and resolves to `fallback`.
 */
export function useSaveLock(dispatch: Dispatch<LockAction>) {
  return useCallback(
    async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
      dispatch({ type: 'setKeyNavigationLock', locked: true });
      try {
        return await work();
      } catch (error) {
        dispatch({ type: 'setServerError', error: requestErrorMessage(error) });
        return fallback;
      } finally {
        dispatch({ type: 'setKeyNavigationLock', locked: false });
      }
    },
    [dispatch],
  );
}
