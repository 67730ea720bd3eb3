import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { QueryResults } from '../../lib/data/liveQueryStore';
import { queryKey } from '../../lib/data/queryKey';
import type { ShellQueryOptions, ShellQueryResult } from '../../lib/data/useShellQuery';

/**
 * The shell's queries on the server: Apollo's hook, so the server waits for them like any other
 * query, and each answer recorded under its key for the browser's first render.
 */
export function createServerShellQuery(results: QueryResults) {
  return function useServerShellQuery<TData, TVariables extends object>(
    document: TypedDocumentNode<TData, TVariables>,
    { variables, skip = false }: ShellQueryOptions<TVariables> = {},
  ): ShellQueryResult<TData> {
    const result = useQuery(document as TypedDocumentNode<TData, Record<string, unknown>>, {
      variables: variables as Record<string, unknown> | undefined,
      skip,
    });
    const data = result.data as TData | undefined;
    if (!skip && data !== undefined) results[queryKey(document, variables)] = data;
    return { data, loading: result.loading, error: result.error, refetch: () => void result.refetch() };
  };
}
