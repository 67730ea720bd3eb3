import { graphql, HttpResponse } from 'msw';
import type {
  ChangeWaitlistEntryMutation,
  ChangeWaitlistEntryMutationVariables,
  LeaveWaitlistMutation,
  LeaveWaitlistMutationVariables,
  ManagedWaitlistEntryFragment,
  WaitlistEntryByLinkQuery,
  WaitlistEntryByLinkQueryVariables,
} from '#generated/web';

/** The one token the mocked API takes as a mailed waitlist link; any other is expired. */
export const MOCK_WAITLIST_LINK_TOKEN = 'mock-waitlist-link-token';

const INVALID_LINK = {
  __typename: 'UserError' as const,
  code: 'INVALID_TOKEN' as const,
  message: 'This link is invalid or has expired. Join the waitlist again to be sent a new one.',
  field: 'token',
};

let entry: ManagedWaitlistEntryFragment | null = null;
const initialEntry = (): ManagedWaitlistEntryFragment => ({
  __typename: 'WaitlistEntry',
  uuid: '6f1f7d2a-3f0e-4d7b-9a55-0c3b1f4d2e10',
  product: 'PURCHASE',
  email: 'jordan@example.com',
  firstName: 'Jordan',
  zip: '94109',
  state: 'CA',
  purchaseStage: 'OPEN_HOUSES',
  timeline: null,
});

/** Starts every test with the entry the link names. */
export function resetMockWaitlistEntry() {
  entry = initialEntry();
}
resetMockWaitlistEntry();

/** The mailed link's page: read, change and leave one entry, answered like the API. */
export const waitlistHandlers = [
  graphql.query<WaitlistEntryByLinkQuery, WaitlistEntryByLinkQueryVariables>('waitlistEntryByLink', ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', waitlistEntryByLink: variables.token === MOCK_WAITLIST_LINK_TOKEN ? entry : null } }),
  ),
  graphql.mutation<ChangeWaitlistEntryMutation, ChangeWaitlistEntryMutationVariables>('changeWaitlistEntry', ({ variables: { input } }) => {
    const payload = (answer: ChangeWaitlistEntryMutation['changeWaitlistEntry']) =>
      HttpResponse.json<{ data: ChangeWaitlistEntryMutation }>({ data: { __typename: 'Mutation', changeWaitlistEntry: answer } });
    if (input.token !== MOCK_WAITLIST_LINK_TOKEN || !entry) return payload({ __typename: 'JoinWaitlistPayload', entry: null, errors: [INVALID_LINK] });
    if (!/^\d{5}$/.test(input.zip))
      return payload({
        __typename: 'JoinWaitlistPayload',
        entry: null,
        errors: [{ __typename: 'UserError', code: 'INVALID', message: 'Enter a 5-digit ZIP code.', field: 'zip' }],
      });
    entry = { ...entry, firstName: input.firstName, zip: input.zip, purchaseStage: input.purchaseStage ?? null, timeline: input.timeline ?? null };
    return payload({ __typename: 'JoinWaitlistPayload', entry, errors: [] });
  }),
  graphql.mutation<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>('leaveWaitlist', ({ variables: { input } }) => {
    const valid = input.token === MOCK_WAITLIST_LINK_TOKEN && entry !== null;
    if (valid) entry = null;
    return HttpResponse.json({
      data: { __typename: 'Mutation', leaveWaitlist: { __typename: 'LeaveWaitlistPayload', ok: valid, errors: valid ? [] : [INVALID_LINK] } },
    });
  }),
];
