import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { IDEMPOTENCY_KEY_HEADER, RETRIED_CREATE_MUTATIONS, newIdempotencyKey } from '#core/idempotency/idempotencyKey';

/** Whether the operation is a mutation of one of the create mutations a client retries. */
export function isRetriedCreateMutation(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && RETRIED_CREATE_MUTATIONS.includes(selection.name.value)),
  );
}

/**
 * Gives each create mutation a fresh Idempotency-Key, once: the retries below forward the same
 * operation, so they carry the same key and the server answers them with the first result.
 */
export function idempotencyKeyLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (isRetriedCreateMutation(operation)) {
      operation.setContext(({ headers = {}, idempotencyKey }: { headers?: Record<string, string>; idempotencyKey?: string }) => {
        const key = idempotencyKey ?? newIdempotencyKey();
        return { idempotencyKey: key, headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } };
      });
    }
    return forward(operation);
  });
}

/** Answers worth a retry: no answer at all, a busy server (503) or the same key still running (409). */
const RETRYABLE_STATUSES = new Set([409, 502, 503, 504]);
const isRetryable = (error: unknown) => (ServerError.is(error) ? RETRYABLE_STATUSES.has(error.statusCode) : error instanceof TypeError);

/**
 * Retries keyed create mutations when the request failed on the way (a network error, a shed
 * or in-progress answer): the key makes the retry safe. Nothing else is retried here, since a
 * retry could run another mutation twice, and queries have their own retry buttons.
 */
export function createMutationRetryLink(): ApolloLink {
  return new RetryLink({
    delay: { initial: 1000, max: 8000, jitter: true },
    attempts: { max: 4, retryIf: (error, operation) => isRetriedCreateMutation(operation) && isRetryable(error) },
  });
}
