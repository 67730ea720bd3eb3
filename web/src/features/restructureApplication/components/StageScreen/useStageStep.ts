import { useCallback, useState } from 'react';

export const STEP_FAILED = 'We couldn’t reach Roofline. Check your connection and try again.';

interface StepPayload {
  errors: ReadonlyArray<{ code: string; field?: string | null; message: string }>;
}

/**
 * One applicant step (a mutation returning the application or coded errors): busy while it
 * runs, then the errors to show. The application itself updates through Apollo's cache.
 */
export function useStageStep() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReadonlyArray<{ code: string; field?: string | null; message: string }>>([]);
  const run = useCallback(async (step: () => Promise<StepPayload | null | undefined>): Promise<boolean> => {
    setBusy(true);
    setErrors([]);
    try {
      const payload = await step();
      if (!payload) {
        setErrors([{ code: 'NETWORK', message: STEP_FAILED }]);
        return false;
      }
      setErrors(payload.errors);
      return payload.errors.length === 0;
    } catch {
      setErrors([{ code: 'NETWORK', message: STEP_FAILED }]);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, errors, run };
}
