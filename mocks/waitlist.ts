import { graphql, HttpResponse } from 'msw';
import { emailSchema } from '#core/account/email';
import {
  offersPartnershipWaitlist,
  PREQUAL_NOT_WAITLISTABLE,
  PREQUAL_WAITLIST_PRODUCT,
  WAITLIST_MESSAGES,
  WAITLIST_ZIP,
  waitlistEmail,
} from '#core/waitlist/index';
import type {
  ChangeWaitlistEntryMutation,
  ChangeWaitlistEntryMutationVariables,
  JoinPartnershipWaitlistMutation,
  JoinPartnershipWaitlistMutationVariables,
  LeaveWaitlistMutation,
  LeaveWaitlistMutationVariables,
  ManagedWaitlistEntryFragment,
  WaitlistEntryByLinkQuery,
  WaitlistEntryByLinkQueryVariables,
} from '#generated/web';
import { mockPrequals } from './prequals';
import { mockRestructureEligibility, newMockRestructure } from './restructureApplicationState';

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

type JoinAnswer = JoinPartnershipWaitlistMutation['joinWaitlist'];
const userError = (code: 'INVALID' | 'WRONG_PRODUCT', message: string, field: string) => ({ __typename: 'UserError' as const, code, message, field });

/** The fixable problems the API finds in a sign-up, in its words (core/waitlist). */
function signUpProblems(input: JoinPartnershipWaitlistMutationVariables['input']) {
  const problems = [];
  if (!input.firstName.trim()) problems.push(userError('INVALID', WAITLIST_MESSAGES.firstName, 'firstName'));
  const email = emailSchema.safeParse(input.email);
  if (!email.success) problems.push(userError('INVALID', email.error.issues[0]?.message ?? '', 'email'));
  if (!WAITLIST_ZIP.test(input.zip.trim())) problems.push(userError('INVALID', WAITLIST_MESSAGES.zip, 'zip'));
  return problems;
}

/**
 * Joining the partnership waitlist from a denial (spec §8.15, §3.52), judged like the API: the
 * prequal must be one the mocks created and denied for its area or state (core's rule), and is
 * then marked waitlisted, however often it is asked.
 */
export const joinPartnershipWaitlistHandler = graphql.mutation<JoinPartnershipWaitlistMutation, JoinPartnershipWaitlistMutationVariables>(
  'joinPartnershipWaitlist',
  ({ variables: { input } }) => {
    const answer = (joinWaitlist: JoinAnswer) =>
      HttpResponse.json<{ data: JoinPartnershipWaitlistMutation }>({ data: { __typename: 'Mutation', joinWaitlist } });
    const refused = (errors: JoinAnswer['errors']) => answer({ __typename: 'JoinWaitlistPayload', entry: null, prequal: null, errors });
    if (input.prequalUuid && input.product !== 'RESTRUCTURE') return refused([userError('WRONG_PRODUCT', PREQUAL_WAITLIST_PRODUCT, 'product')]);
    const problems = signUpProblems(input);
    if (problems.length) return refused(problems);
    const prequalUuid = input.prequalUuid ?? null;
    if (prequalUuid) {
      if (!mockPrequals.get(prequalUuid)) {
        return HttpResponse.json({ data: null, errors: [{ message: 'The prequalification was not found.', extensions: { code: 'NOT_FOUND' } }] });
      }
      if (!offersPartnershipWaitlist(mockRestructureEligibility(newMockRestructure(prequalUuid))?.denials ?? [])) {
        return refused([userError('INVALID', PREQUAL_NOT_WAITLISTABLE, 'prequalUuid')]);
      }
      mockPrequals.markWaitlisted(prequalUuid);
    }
    return answer({
      __typename: 'JoinWaitlistPayload',
      entry: {
        __typename: 'WaitlistEntry',
        uuid: crypto.randomUUID(),
        product: input.product,
        firstName: input.firstName.trim(),
        email: waitlistEmail(input.email),
        state: null,
      },
      prequal: prequalUuid ? { __typename: 'Prequal', uuid: prequalUuid, isWaitlisted: mockPrequals.isWaitlisted(prequalUuid) } : null,
      errors: [],
    });
  },
);

/** The mailed link's page: read, change and leave one entry, answered like the API; and joining from a denial. */
export const waitlistHandlers = [
  joinPartnershipWaitlistHandler,
  graphql.query<WaitlistEntryByLinkQuery, WaitlistEntryByLinkQueryVariables>('waitlistEntryByLink', ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', waitlistEntryByLink: variables.token === MOCK_WAITLIST_LINK_TOKEN ? entry : null } }),
  ),
  graphql.mutation<ChangeWaitlistEntryMutation, ChangeWaitlistEntryMutationVariables>('changeWaitlistEntry', ({ variables: { input } }) => {
    const payload = (answer: ChangeWaitlistEntryMutation['changeWaitlistEntry']) =>
      HttpResponse.json<{ data: ChangeWaitlistEntryMutation }>({ data: { __typename: 'Mutation', changeWaitlistEntry: answer } });
    if (input.token !== MOCK_WAITLIST_LINK_TOKEN || !entry) return payload({ __typename: 'JoinWaitlistPayload', entry: null, errors: [INVALID_LINK] });
    if (!WAITLIST_ZIP.test(input.zip))
      return payload({ __typename: 'JoinWaitlistPayload', entry: null, errors: [userError('INVALID', WAITLIST_MESSAGES.zip, 'zip')] });
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
