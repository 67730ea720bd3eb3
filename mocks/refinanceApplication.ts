import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import { isQuestionIncluded } from '#core/questionEngine/index';
import { contextFor, validateQuestionAnswer } from '#core/application/index';
import { findQuestion, incompleteQuestions, prefillAnswers, pruneToIncluded, restoreMaskedIdentifiers } from '#core/refinanceApplication/index';
import type {
  AnswerRefinanceApplicationQuestionMutation,
  AnswerRefinanceApplicationQuestionMutationVariables,
  RefinanceApplicationQuery,
  RefinanceApplicationQueryVariables,
  RefinanceApplicationsOverviewQuery,
  RefinanceApplicationsQuery,
  StartRefinanceApplicationMutation,
  StartRefinanceApplicationMutationVariables,
  SubmitRefinanceApplicationMutation,
  SubmitRefinanceApplicationMutationVariables,
} from '#generated/web';
import type { UserError } from '#generated/server';
import { applicationReadScenarios, listMockApplications, mockApplications, pause, readMockApplication, userError } from './application';
import { demoUser } from './fixtures';
import { graphqlError, notLoggedIn } from './graphqlErrors';
import { mockPercentAnswered, mockRecord, toMockApplication, type MockApplicationRecord } from './refinanceApplicationFixtures';
import { mockSession } from './session';
import { mockPrequals } from './prequal';
import { localTimeZone } from '#core/calendarDate';

// The refinance application API in the browser: answers are validated and progress computed
// by the same catalogue the server uses, so dev:mock behaves like the real thing.

const SAVE_DELAY_MS = 250;
/** A refusal as the operations' payloads type it (the server's UserError, with its __typename). */
type PayloadErrors = AnswerRefinanceApplicationQuestionMutation['answerRefinanceApplicationQuestion']['errors'];

const store = new Map<string, MockApplicationRecord>();

/**
 * Back to the given applications: by default none, as the seeded homeowner has none (tests call
 * it between cases; `[mockRecord()]` gives her the in-progress demo application).
 */
export function resetMockRefinanceApplications(records: MockApplicationRecord[] = []): void {
  store.clear();
  for (const record of records) store.set(record.uuid, { ...record });
}

const REFINANCE = mockApplications.register({
  type: 'REFINANCE',
  noun: 'Refinance application',
  store,
  start: (uuid) => void store.set(uuid, mockRecord({ uuid })),
});
const now = () => new Date();

const DEMO_PREQUAL = {
  propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109' },
  propertyUse: 'PRIMARY_RESIDENCE' as const,
  estimatedPropertyValue: 985000,
  outstandingMortgageBalance: 540000,
  mortgageType: 'CONVENTIONAL' as const,
  mortgageInterestType: 'FIXED' as const,
};

export const refinanceApplicationHandlers = [
  // The navigation menu's list is empty by default, as the other screens' tests expect;
  // refinanceApplicationScenarios.listedInNavigation lists the store's applications there.
  graphql.query<RefinanceApplicationsQuery>('refinanceApplications', () =>
    mockSession.isLoggedIn() ? HttpResponse.json({ data: { __typename: 'Query', refinanceApplications: [] } }) : notLoggedIn(),
  ),

  graphql.query<RefinanceApplicationsOverviewQuery>('refinanceApplicationsOverview', () => {
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    // The whole application: the operation's selection keeps what the overview asks for.
    const refinanceApplications = listMockApplications(REFINANCE).map((record) => ({
      ...toMockApplication(record),
      questionMap: { __typename: 'QuestionMap' as const, percentAnswered: mockPercentAnswered(record) },
    }));
    return HttpResponse.json({ data: { __typename: 'Query', refinanceApplications } });
  }),

  graphql.query<RefinanceApplicationQuery, RefinanceApplicationQueryVariables>('refinanceApplication', ({ variables }) => {
    const record = readMockApplication(REFINANCE, variables.uuid);
    return record instanceof Response ? record : HttpResponse.json({ data: { __typename: 'Query', refinanceApplication: toMockApplication(record) } });
  }),

  graphql.mutation<AnswerRefinanceApplicationQuestionMutation, AnswerRefinanceApplicationQuestionMutationVariables>(
    'answerRefinanceApplicationQuestion',
    async ({ variables }) => {
      await pause(SAVE_DELAY_MS);
      const { uuid, questionId, answer } = variables.input;
      // The API's order: the question, then who asks and whose application it is.
      const question = findQuestion(questionId);
      if (!question) return graphqlError(`There is no question “${questionId}”.`, 'BAD_USER_INPUT');
      const record = readMockApplication(REFINANCE, uuid);
      if (record instanceof Response) return record;
      if (record.applicationSubmittedAt) return graphqlError('This application has been submitted and can no longer be changed.', 'CONFLICT');
      const context = contextFor(now(), localTimeZone());
      const payload = (errors: UserError[]) =>
        HttpResponse.json<GraphQLResponseBody<AnswerRefinanceApplicationQuestionMutation>>({
          data: {
            __typename: 'Mutation',
            answerRefinanceApplicationQuestion: {
              __typename: 'AnswerRefinanceApplicationQuestionPayload',
              refinanceApplication: errors.length > 0 ? null : toMockApplication(record),
              errors: errors as PayloadErrors,
            },
          },
        });
      if (!isQuestionIncluded(question, record.answers, context))
        return payload([
          userError('QUESTION_NOT_INCLUDED', 'This question no longer applies to your application. Reload the page to see where you are.', questionId),
        ]);
      const submitted = typeof answer === 'object' && answer !== null ? restoreMaskedIdentifiers(answer as Record<string, unknown>, record.answers) : answer;
      const { changes, issues } = validateQuestionAnswer(question, submitted, record.answers, context);
      if (issues.length > 0) return payload(issues.map((issue) => userError('INVALID', issue.message, issue.field)));
      record.answers = { ...record.answers, ...changes };
      record.updatedAt = now().toISOString();
      return payload([]);
    },
  ),

  graphql.mutation<SubmitRefinanceApplicationMutation, SubmitRefinanceApplicationMutationVariables>('submitRefinanceApplication', async ({ variables }) => {
    await pause(SAVE_DELAY_MS);
    const record = readMockApplication(REFINANCE, variables.input.uuid);
    if (record instanceof Response) return record;
    const context = contextFor(now(), localTimeZone());
    const missing = record.applicationSubmittedAt ? [] : incompleteQuestions(record.answers, context);
    if (missing.length === 0 && !record.applicationSubmittedAt) {
      record.answers = pruneToIncluded(record.answers, context);
      record.applicationSubmittedAt = now().toISOString();
      record.loanApplicationUuid = crypto.randomUUID();
    }
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        submitRefinanceApplication: {
          __typename: 'SubmitRefinanceApplicationPayload',
          refinanceApplication: toMockApplication(record),
          errors: missing.map((m) => userError('INCOMPLETE', `${m.sectionTitle} – ${m.title} ${m.reason}`, m.questionId)) as PayloadErrors,
        },
      },
    });
  }),

  graphql.mutation<StartRefinanceApplicationMutation, StartRefinanceApplicationMutationVariables>('startRefinanceApplication', async ({ variables }) => {
    await pause(SAVE_DELAY_MS);
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    const { prequalUuid } = variables.input;
    let record = [...store.values()].find((r) => r.prequalUuid === prequalUuid);
    if (!record) {
      // The prequal the mocked calculator recorded, as the API starts from the stored one; a
      // screen opened straight on a made-up prequal uuid gets the demo homeowner's usual home.
      const answers = prefillAnswers(mockPrequals.get(prequalUuid) ?? DEMO_PREQUAL, demoUser, contextFor(now(), localTimeZone()));
      record = mockRecord({ uuid: crypto.randomUUID(), prequalUuid, answers, updatedAt: now().toISOString() });
      store.set(record.uuid, record);
    }
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        startRefinanceApplication: { __typename: 'StartRefinanceApplicationPayload', refinanceApplication: toMockApplication(record), errors: [] },
      },
    });
  }),
];

/** Scenario overrides for stories and tests (pass to createMockHandlers). */
export const refinanceApplicationScenarios = {
  /** The navigation menu lists the signed-in user's refinance applications. */
  listedInNavigation: graphql.query<RefinanceApplicationsQuery>('refinanceApplications', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        refinanceApplications: listMockApplications(REFINANCE).map((record) => toMockApplication(record)),
      },
    }),
  ),
  /** The application never arrives (the page stays in its loading state), or fails unexpectedly. */
  ...applicationReadScenarios('refinanceApplication'),
  /** Saving fails with the server's message, which the question screen shows. */
  saveFails: graphql.mutation<AnswerRefinanceApplicationQuestionMutation, AnswerRefinanceApplicationQuestionMutationVariables>(
    'answerRefinanceApplicationQuestion',
    () =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'This application has been submitted and can no longer be changed.', extensions: { code: 'CONFLICT' } }],
      }),
  ),
};
