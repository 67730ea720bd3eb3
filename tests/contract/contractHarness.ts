import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockHandlers } from '#mocks/handlers';
import { mockSession } from '#mocks/session';
import { demoUser, resetMockData } from '#mocks/fixtures';
import { RecordConsentDocument, UpdateProfileDocument } from '#generated/web';
import { mockFlags } from '#mocks/flags';
import { mockPrivacy } from '#mocks/privacy';
import { mockAnalytics } from '#mocks/analytics';
import { DEMO_USER } from '#migrations/seeds/01_demo_user';
import { createTestApp, type TestApp } from '#tests/api/harness';
import { shapeDifferences, type ShapeOptions } from './sameShape';

/** Which side of the contract a scenario's step is sent to. */
export type Side = 'api' | 'mock';

type GraphQLAnswer = { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** What two answers must share: the data, and each error's message and code (not its locations). */
function comparable(answer: GraphQLAnswer) {
  return {
    data: answer.data ?? null,
    ...(answer.errors ? { errors: answer.errors.map((error) => ({ message: error.message, code: error.extensions?.code ?? null })) } : {}),
  };
}

/**
 * One contract test file's two sides: the real app in process on a copy of the seeded database,
 * and the MSW handlers the web app is developed against. Each scenario sends the web app's own
 * document with the same variables to both, signed in as the demo homeowner or not. With
 * appOptions.jobs the app runs its background jobs, for steps that queue one.
 */
export function contractScenario(resetMocks: () => void = () => undefined, appOptions: { jobs?: boolean } = {}) {
  let app: TestApp | undefined;
  let cookie: string | undefined;

  beforeAll(async () => {
    app = await createTestApp({}, appOptions);
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    cookie = undefined;
    mockSession.set(false);
    resetMockData();
    mockFlags.reset();
    mockPrivacy.set(null);
    mockAnalytics.reset();
    resetMocks();
  });

  function testApp(): TestApp {
    if (!app) throw new Error('The contract app starts in beforeAll.');
    return app;
  }

  async function askMock(body: string): Promise<GraphQLAnswer> {
    const request = new Request('http://localhost/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const response = await getResponse(createMockHandlers(), request);
    if (!response) throw new Error('No mock answers /graphql.');
    return (await response.json()) as GraphQLAnswer;
  }

  async function askApi(body: string): Promise<GraphQLAnswer> {
    const response = await testApp().request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });
    return (await response.json()) as GraphQLAnswer;
  }

  return {
    testApp,
    /** Signs the demo homeowner in on both sides; the API's session cookie, for setting a scenario up. */
    async signIn(): Promise<string> {
      cookie = await testApp().sessionCookie(DEMO_USER.email, DEMO_USER.password);
      mockSession.set(true);
      return cookie;
    },
    /**
     * Signs in, and gives the seeded demo homeowner what the mocked one has from the start: her
     * date of birth and her agreement to electronic documents (mocks/fixtures.ts).
     */
    async signInAsMocked(): Promise<string> {
      const session = await this.signIn();
      await testApp().gql(UpdateProfileDocument, { input: { dateOfBirth: demoUser.dateOfBirth } }, session);
      await testApp().gql(RecordConsentDocument, { input: { consent: 'ELECTRONIC_DOCUMENTS' } }, session);
      return session;
    },
    /**
     * The API's and the mock's answers to one operation, typed by the app's own document. A
     * function of the side gives each side the ids its own earlier answers handed out.
     */
    async ask<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables | ((side: Side) => TVariables)) {
      // The text the web app sends: Apollo's cache adds __typename to every selection but the root.
      const query = print(addTypenameToDocument(document));
      const bodyFor = (side: Side) =>
        JSON.stringify({ query, variables: (typeof variables === 'function' ? (variables as (side: Side) => TVariables)(side) : variables) ?? {} });
      const api = await askApi(bodyFor('api'));
      const mock = await askMock(bodyFor('mock'));
      return { api: api as { data?: TResult; errors?: GraphQLAnswer['errors'] }, mock: mock as { data?: TResult; errors?: GraphQLAnswer['errors'] } };
    },
    /**
     * Sends the operation to both sides and fails with every difference between the answers.
     * Returns the API's answer (and the mock's), so a scenario can check it is the one it meant
     * to compare and carry each side's ids on.
     */
    async expectSameAnswer<TResult, TVariables>(
      document: TypedDocumentNode<TResult, TVariables>,
      variables?: TVariables | ((side: Side) => TVariables),
      options?: ShapeOptions,
    ) {
      const { api, mock } = await this.ask(document, variables);
      expect(shapeDifferences(comparable(api), comparable(mock), options, 'answer')).toEqual([]);
      return { ...api, mock };
    },
  };
}
