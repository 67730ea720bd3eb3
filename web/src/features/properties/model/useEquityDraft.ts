import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { draftStorageKey, emptyDraft, saveDraft, type EquityDraft, type EquityFlow } from './equityFlow';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The flow's draft from sessionStorage. The server (and hydration) sees null, so the first render
 * matches the server's and no step is judged before the browser's draft is known.
 */
export function useEquityDraft(propertyUuid: string, flow: EquityFlow): [EquityDraft | null, (draft: EquityDraft) => void] {
  const key = draftStorageKey(propertyUuid, flow);
  const raw = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return globalThis.sessionStorage?.getItem(key) ?? '';
      } catch {
        return '';
      }
    },
    () => null,
  );
  const draft = useMemo(() => {
    if (raw === null) return null;
    try {
      return raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<EquityDraft>) } : emptyDraft();
    } catch {
      return emptyDraft();
    }
  }, [raw]);
  const change = useCallback(
    (next: EquityDraft) => {
      saveDraft(propertyUuid, flow, next);
      listeners.forEach((listener) => listener());
    },
    [propertyUuid, flow],
  );
  return [draft, change];
}
