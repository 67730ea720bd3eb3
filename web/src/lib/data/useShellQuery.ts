import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { LiveQueryStore, QueryState } from './liveQueryStore';
import { queryKey } from './queryKey';

export interface ShellQueryResult<TData> extends QueryState<TData> {
  refetch: () => void;
}

export interface ShellQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
}

type ShellQueryHook = <TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: ShellQueryOptions<TVariables>,
) => ShellQueryResult<TData>;

export const LiveQueryStoreContext = createContext<LiveQueryStore | null>(null);

/** On the server, the shell's queries run through Apollo's own hook (entry-server.tsx). */
export const ServerShellQueryContext = createContext<ShellQueryHook | null>(null);

const SKIPPED: QueryState = { data: undefined, loading: false, error: undefined };
const noSubscription = () => () => undefined;
const noRefetch = () => undefined;

function useLiveQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: ShellQueryOptions<TVariables> = {},
): ShellQueryResult<TData> {
  const store = useContext(LiveQueryStoreContext);
  if (!store) throw new Error('useShellQuery must be used inside <DataProvider>.');
  const key = skip ? null : queryKey(document, variables);
  const subscribe = useCallback((listener: () => void) => (key ? store.subscribe(key, document, variables, listener) : noSubscription()), [store, key]); // eslint-disable-line react-hooks/exhaustive-deps -- the key stands for the document and variables
  const read = () => (key ? store.read(key, document, variables) : SKIPPED);
  const state = useSyncExternalStore(subscribe, read, read) as QueryState<TData>;
  const refetch = useCallback(() => (key ? store.refetch(key) : noRefetch()), [store, key]);
  return { ...state, refetch };
}

/**
 * A query of the app's shell, or of a page that must render without the Apollo client (the home
 * page): the server's answer first, live once the client is there. Pages otherwise use Apollo's
 * hooks, inside <ApolloBoundary>.
 */
export function useShellQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: ShellQueryOptions<TVariables>,
): ShellQueryResult<TData> {
  const onServer = useContext(ServerShellQueryContext);
  // The same branch for the whole life of the tree: server renders never reach the browser's.
  return (onServer ?? useLiveQuery)(document, options);
}
