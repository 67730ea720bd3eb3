import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { operationName } from '../../lib/data/queryKey';
import { shellQueries } from './shellQueries';

// The shell's own queries reach the browser apart (serverShellQuery): only the page's are watched.
const SHELL_OPERATIONS = new Set(shellQueries(true).map(({ query }) => operationName(query)));

/**
 * Notes whether any of the page's queries failed on the server: an answer with errors, or none.
 * Apollo's cache keeps answers, not errors, so the browser's first render of such a page could not
 * show what the server rendered from the error (its query finds nothing and shows it is loading),
 * and React would throw the server's HTML away. Such a page is rendered in the browser instead.
 */
export function watchForFailedQueries(): { link: ApolloLink; failed: () => boolean } {
  let failed = false;
  const link = new ApolloLink((operation, forward) => {
    const answer = forward(operation);
    if (SHELL_OPERATIONS.has(operation.operationName ?? '')) return answer;
    return answer.pipe(
      tap({
        next: (result) => {
          if (result.errors?.length) failed = true;
        },
        error: () => {
          failed = true;
        },
      }),
    );
  });
  return { link, failed: () => failed };
}
