import type { ReactNode } from 'react';
import { LoadFailure } from '../LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '../LoadingPlaceholder/LoadingPlaceholder';

/** What a query hook returns, whether Apollo's useQuery or useShellQuery. */
export interface QueryStatesQuery<TData> {
  /** Null too: with the error policy 'all' a failed operation can answer data null. */
  data: TData | null | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type QueryState = 'loading' | 'failure' | 'empty' | 'success' | 'idle';

export interface QueryStatesProps<TData, TValue> {
  query: QueryStatesQuery<TData>;
  /** What the page shows, picked from the data; null, undefined or an empty list is the Empty state. */
  select?: (data: TData) => TValue | null | undefined;
  /** Failure: what did not load, for "We couldn’t load …". */
  what: string;
  /** Loading: the placeholder's words. It appears after the spec's 300 ms, so fast loads never flash it. */
  loadingLabel?: string;
  /** Empty: the data came back with nothing to show. */
  empty?: ReactNode;
  /** A failure of the page's own (a refused link, a record that is not there) instead of LoadFailure. */
  failure?: ReactNode | ((error: unknown, retry: () => void) => ReactNode);
  /** Success: the selected value, never empty, and the whole data. */
  children: (value: NonNullable<TValue>, data: TData) => ReactNode;
}

const isNothing = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * Which of the four states a query is in. What has arrived wins (a refetch or a partial error
 * keeps the page on screen); without it a request in flight is Loading, then an error is
 * Failure, then data with nothing in it is Empty. A skipped query is idle.
 */
export function queryState<TData, TValue>(query: QueryStatesQuery<TData>, select: (data: TData) => TValue | null | undefined): QueryState {
  const arrived = query.data !== null && query.data !== undefined;
  if (arrived && !isNothing(select(query.data as TData))) return 'success';
  if (query.loading) return 'loading';
  if (query.error) return 'failure';
  if (arrived) return 'empty';
  return 'idle';
}

/**
 * The loading, failure, empty and success states of a page's query, rendered one way everywhere
 * (the idea of a Redwood Cell, around the query hook a page already calls).
 */
export function QueryStates<TData, TValue = TData>({ query, select, what, loadingLabel, empty = null, failure, children }: QueryStatesProps<TData, TValue>) {
  const pick = select ?? ((data: TData) => data as unknown as TValue);
  const retry = () => {
    // The hook reports a failed refetch as its error; nothing more to do with the promise.
    void Promise.resolve(query.refetch()).catch(() => undefined);
  };
  switch (queryState(query, pick)) {
    case 'success':
      return children(pick(query.data as TData) as NonNullable<TValue>, query.data as TData);
    case 'loading':
      return <LoadingPlaceholder label={loadingLabel} />;
    case 'failure':
      if (failure === undefined) return <LoadFailure what={what} onRetry={retry} error={query.error} />;
      return typeof failure === 'function' ? failure(query.error, retry) : failure;
    case 'empty':
      return empty;
    case 'idle':
      return null;
  }
}
