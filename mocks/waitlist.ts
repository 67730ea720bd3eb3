import { graphql, HttpResponse } from 'msw';
import { emailSchema } from '#core/account/email';
import {
  offersPartnershipWaitlist,
  PREQUAL_NOT_WAITLISTABLE,
  PREQUAL_WAITLIST_PRODUCT,
  WAITLIST_MESSAGES,
  waitlistEmail,
  waitlistFirstName,
  waitlistZip,
} from '#core/waitlist/index';
import type {
  ChangeWaitlistEntryMutation,
  ChangeWaitlistEntryMutationVariables,
  JoinPartnershipWaitlistMutation,
  JoinPartnershipWaitlistMutationVariables,
  JoinWaitlistMutation,
  JoinWaitlistMutationVariables,
  LeaveWaitlistMutation,
  LeaveWaitlistMutationVariables,
  ManagedWaitlistEntryFragment,
  WaitlistEntryByLinkQuery,
  WaitlistEntryByLinkQueryVariables,
} from '#generated/web';
import { mockFlags } from './flags';
import { mockPrequals } from './prequal';
import { mockRestructureEligibility, newMockRestructure } from './restructureApplicationState';

/** The one token the mocked API takes as a mailed waitlist link; any other is expired. */
export const MOCK_WAITLIST_LINK_TOKEN = 'mock-waitlist-link-token';

const INVALID_LINK = { __typename: 'UserError' as const, code: 'INVALID_TOKEN' as const, message: WAITLIST_MESSAGES.invalidLink, field: 'token' };

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
function signUpProblems(input: { firstName: string; email?: string; zip: string }) {
  const fields = { firstName: waitlistFirstName, email: emailSchema, zip: waitlistZip } as const;
  return Object.entries(fields).flatMap(([field, rule]) => {
    const value = input[field as keyof typeof fields];
    if (value === undefined) return [];
    const checked = rule.safeParse(value);
    return checked.success ? [] : [userError('INVALID', checked.error.issues[0]?.message ?? '', field)];
  });
}

/** Joining a product's waitlist from its page (/buy/waitlist): the API's checks, and the state looked up from the ZIP. */
const joinWaitlistHandler = graphql.mutation<JoinWaitlistMutation, JoinWaitlistMutationVariables>('joinWaitlist', ({ variables: { input } }) => {
  const joinWaitlist = (answer: Omit<JoinWaitlistMutation['joinWaitlist'], '__typename'>) =>
    HttpResponse.json<{ data: JoinWaitlistMutation }>({ data: { __typename: 'Mutation', joinWaitlist: { __typename: 'JoinWaitlistPayload', ...answer } } });
  const problems = signUpProblems(input);
  if (problems.length) return joinWaitlist({ entry: null, errors: problems });
  return joinWaitlist({
    entry: {
      __typename: 'WaitlistEntry',
      uuid: crypto.randomUUID(),
      product: input.product,
      firstName: input.firstName.trim(),
      email: waitlistEmail(input.email),
      // The mocks know California's ZIP codes only: those start with 9.
      state: input.zip.trim().startsWith('9') ? 'CA' : null,
    },
    errors: [],
  });
});

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
    if (input.product === 'RESTRUCTURE' && !mockFlags.current().partnershipWaitlist) {
      return refused([{ __typename: 'UserError', code: 'WAITLIST_CLOSED', message: WAITLIST_MESSAGES.partnershipClosed, field: null }]);
    }
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
  joinWaitlistHandler,
  joinPartnershipWaitlistHandler,
  graphql.query<WaitlistEntryByLinkQuery, WaitlistEntryByLinkQueryVariables>('waitlistEntryByLink', ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', waitlistEntryByLink: variables.token === MOCK_WAITLIST_LINK_TOKEN ? entry : null } }),
  ),
  graphql.mutation<ChangeWaitlistEntryMutation, ChangeWaitlistEntryMutationVariables>('changeWaitlistEntry', ({ variables: { input } }) => {
    const payload = (answer: ChangeWaitlistEntryMutation['changeWaitlistEntry']) =>
      HttpResponse.json<{ data: ChangeWaitlistEntryMutation }>({ data: { __typename: 'Mutation', changeWaitlistEntry: answer } });
    if (input.token !== MOCK_WAITLIST_LINK_TOKEN || !entry) return payload({ __typename: 'JoinWaitlistPayload', entry: null, errors: [INVALID_LINK] });
    const problems = signUpProblems(input);
    if (problems.length) return payload({ __typename: 'JoinWaitlistPayload', entry: null, errors: problems });
    entry = {
      ...entry,
      firstName: input.firstName.trim(),
      zip: input.zip.trim(),
      purchaseStage: input.purchaseStage ?? null,
      timeline: input.timeline ?? null,
    };
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
