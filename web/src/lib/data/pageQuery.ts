import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Params } from 'react-router';

/** A query a page asks for as it renders, declared so the server can ask for it before the render. */
export interface PageQuery {
  query: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables?: Record<string, unknown>;
}

/** The page's URL as its route sees it. */
export interface PageLocation {
  params: Params;
  search: URLSearchParams;
}

/** One declared query, its variables checked against its document. */
export function pageQuery<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  ...[variables]: Record<string, never> extends TVariables ? [TVariables?] : [TVariables]
): PageQuery {
  return { query: query as unknown as PageQuery['query'], ...(variables ? { variables } : {}) };
}
