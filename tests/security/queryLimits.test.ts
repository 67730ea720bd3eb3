import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode } from 'graphql';
import * as webDocuments from '#generated/web';
import * as shellDocuments from '#generated/shell';
import { createGraphQLServer } from '../../api/src/graphql/yoga.js';
import { createLogger } from '../../api/src/lib/logger.js';
import { QUERY_LIMITS, QUERY_REFUSED_MESSAGE } from '../../api/src/graphql/limits.js';
import { createTestApp, type TestApp } from '../api/harness.js';

const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
// Operations only: a fragment's own document is never sent alone.
const appDocuments = Object.entries({ ...webDocuments, ...shellDocuments }).filter(
  (entry): entry is [string, DocumentNode] => isDocument(entry[1]) && entry[1].definitions.some((definition) => definition.kind === 'OperationDefinition'),
);

/** A document of `levels` fragments, each spreading the next one twice: 2^levels fields when expanded. */
function doublingFragments(levels: number, leaf: string): string {
  const fragments = Array.from({ length: levels }, (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`);
  return `query { ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { ${leaf} }`;
}

describe('the limits every document must keep', () => {
  const yoga = createGraphQLServer({ production: true, logger: createLogger('silent') });

  it('passes every operation the web app sends', () => {
    expect(appDocuments.length).toBeGreaterThan(30);
    const { parse, validate, schema } = yoga.getEnveloped({} as never);
    for (const [name, document] of appDocuments) {
      const errors = validate(schema, parse(print(document)));
      expect({ name, errors: errors.map((error: { message: string }) => error.message) }).toEqual({ name, errors: [] });
    }
  });
});

describe('documents refused by their size, depth and aliases', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(() => app.close());

  const refused = async (query: string) => {
    const answer = await app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
      body: JSON.stringify({ query }),
    });
    // 400 for GraphQL's own media type, 200 for plain JSON (GraphQL over HTTP); never a 500.
    expect(answer.status).toBe(200);
    const response = (await answer.json()) as Awaited<ReturnType<TestApp['gql']>>;
    expect(response.data).toBeUndefined();
    expect(response.errors?.map((error) => [error.message, error.extensions?.code])).toContainEqual([QUERY_REFUSED_MESSAGE, 'BAD_USER_INPUT']);
  };

  it('counts every alias, __typename included', async () => {
    await refused(`{ ${Array.from({ length: 200 }, (_, i) => `t${i}: __typename`).join(' ')} }`);
    await refused(`{ ${Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `t${i}: __typename`).join(' ')} }`);
    const allowed = await app.gql(`{ ${Array.from({ length: QUERY_LIMITS.maxAliases }, (_, i) => `t${i}: __typename`).join(' ')} }`);
    expect(allowed.errors).toBeUndefined();
  });

  it('measures 30 levels of fragments that each spread the next twice without expanding them', async () => {
    // Expanded, this is 2^30 fields; measured once per fragment, it is refused at once (in a few ms).
    await refused(doublingFragments(30, '__typename'));
    await refused(doublingFragments(30, 'a: __typename'));
  });

  it('refuses documents deeper than the depth limit', async () => {
    await refused(doublingFragments(QUERY_LIMITS.maxDepth + 1, '__typename').replace(/\.\.\.F(\d+) \.\.\.F\1/g, '...F$1'));
  });

  it('refuses documents of more tokens than the limit before parsing them whole', async () => {
    await refused(`{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)} }`);
  });

  it('refuses more directives than the limit', async () => {
    await refused(`{ __typename ${'@include(if: true) '.repeat(QUERY_LIMITS.maxDirectives + 1)} }`);
  });

  it('names no field when a query asks for one that does not exist', async () => {
    const response = await app.gql('{ mee { uuid } }');
    expect(response.errors?.[0]?.message).not.toMatch(/Did you mean|"me"/);
  });
});
