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

/** Answers that say "try again": a busy server (503, 502, 504) or the same key still running (409). */
const RETRY_LATER_STATUSES = new Set([409, 502, 503, 504]);
/** Tries in all for such answers, waiting as Retry-After says (at most this long). */
const MAX_TRIES = 4;
const MAX_WAIT_MS = 8000;
/** A request that never got an answer is tried once more, soon: the user is waiting on it. */
const NETWORK_RETRY_MS = 250;

const retryAfterMs = (error: ServerError) => {
  const seconds = Number(error.response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_WAIT_MS) : 1000;
};

function shouldRetry(attempt: number, error: unknown): boolean {
  if (ServerError.is(error)) return RETRY_LATER_STATUSES.has(error.statusCode) && attempt < MAX_TRIES;
  return error instanceof TypeError && attempt < 2;
}

/**
 * Retries keyed create mutations when the request failed on the way (no answer, or a shed or
 * in-progress answer): the key makes the retry safe. Nothing else is retried here, since a retry
 * could run another mutation twice, and queries have their own retry buttons.
 */
export function createMutationRetryLink(): ApolloLink {
  return new RetryLink({
    delay: (_attempt, _operation, error) => (ServerError.is(error) ? retryAfterMs(error) : NETWORK_RETRY_MS),
    attempts: (attempt, operation, error) => isRetriedCreateMutation(operation) && shouldRetry(attempt, error),
  });
}
