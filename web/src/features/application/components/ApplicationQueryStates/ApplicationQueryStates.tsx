import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { QueryStates, type QueryStatesQuery } from '#web/components/QueryStates/QueryStates';
import { isNotFound } from '../../model/graphQLErrorCodes';

export interface ApplicationQueryStatesProps<TData, TValue> {
  query: QueryStatesQuery<TData>;
  select: (data: TData) => TValue | null | undefined;
  /** Where an application that is not there (another account's, a mistyped link) sends the user instead. */
  start: { to: string; label: string };
  children: (application: NonNullable<TValue>) => ReactNode;
}

/**
 * An application page's loading, not-found and failure states, the same for every product: a
 * missing application points to the product's start, a failed load keeps the saved answers safe.
 */
export function ApplicationQueryStates<TData, TValue>({ query, select, start, children }: ApplicationQueryStatesProps<TData, TValue>) {
  const notFound = (
    <Alert tone="info" title="We couldn’t find this application">
      <p>It may belong to another account, or the link may be mistyped.</p>
      <Link to={start.to}>{start.label}</Link>
    </Alert>
  );
  return (
    <QueryStates
      query={query}
      select={select}
      what="your application"
      loadingLabel="Loading your application…"
      empty={notFound}
      failure={(error, retry) =>
        isNotFound(error) ? (
          notFound
        ) : (
          <Alert title="We couldn’t load your application">
            <p>Please check your connection and try again. Your saved answers are safe.</p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </Alert>
        )
      }
    >
      {(application) => children(application)}
    </QueryStates>
  );
}
