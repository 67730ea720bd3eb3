import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { TIME_ZONE_HEADER } from '#core/timeZoneHeader';
import { BATCH_INTERVAL_MS, BATCH_MAX } from '../lib/uiConstants';
import { createMutationRetryLink, idempotencyKeyLink } from './idempotencyLink';
import { lazyUploadLink } from './lazyUploadLink';

// The API refuses GraphQL requests without this header (CSRF protection).
export const CSRF_HEADERS = { 'x-roofline-csrf': '1' };

function graphqlUri(): string {
  return `${globalThis.location?.origin ?? 'http://localhost'}/graphql`;
}

/**
 * The spec's transport (section 7): POST /graphql with credentials, batched at 10 ms and at most
 * 10 operations; operations whose names start with 'upload' take the multipart upload path.
 * Create mutations carry an Idempotency-Key, kept on their retries (idempotencyLink.ts).
 */
export function createTransportLink(): ApolloLink {
  const uri = graphqlUri();
  // The server judges date rules on the applicant's own calendar date (core/calendarDate.ts). The
  // zone is read here, not through localTimeZone, so pages that load Apollo do not load that module.
  const headers = { ...CSRF_HEADERS, [TIME_ZONE_HEADER]: Intl.DateTimeFormat().resolvedOptions().timeZone };
  const batched = new BatchHttpLink({ uri, credentials: 'include', headers, batchInterval: BATCH_INTERVAL_MS, batchMax: BATCH_MAX });
  const upload = lazyUploadLink({ uri, headers });
  const transport = ApolloLink.split((operation) => operation.operationName?.startsWith('upload') ?? false, upload, batched);
  return ApolloLink.from([idempotencyKeyLink(), createMutationRetryLink(), transport]);
}

/** ssrMode: rendering on the server, where each query is fetched once and never refetched. */
export function createApolloClient(link: ApolloLink = createTransportLink(), { ssrMode = false }: { ssrMode?: boolean } = {}) {
  return new ApolloClient({
    link,
    ssrMode,
    cache: new InMemoryCache({
      typePolicies: {
        User: { keyFields: ['uuid'] },
        RestructureApplication: { keyFields: ['uuid'] },
        RefinanceApplication: { keyFields: ['uuid'] },
        // The answers still missing are the server's whole list: a save's list replaces the old one.
        PurchaseApplication: { keyFields: ['uuid'], fields: { missingAnswers: { merge: false } } },
        // A location has no id of its own: the menu's, the overview's and the form's selections
        // of one application's address merge rather than replace each other.
        Location: { merge: true },
        // The menu's application lists are whole answers: a new list replaces the old one (on
        // logout, with an empty one) rather than being merged into it.
        Query: {
          fields: {
            restructureApplications: { merge: false },
            refinanceApplications: { merge: false },
            purchaseApplications: { merge: false },
          },
        },
      },
    }),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
}
