import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode } from 'graphql';
import * as webDocuments from '#generated/web';
import * as shellDocuments from '#generated/shell';
import { createGraphQLServer } from '../../api/src/graphql/yoga.js';
import { createLogger } from '../../api/src/lib/logger.js';
import { QUERY_LIMITS, QUERY_REFUSED_MESSAGE } from '../../api/src/graphql/limits.js';
import { MAX_JSON_BODY_BYTES } from '../../api/src/graphql/boundedBodies.js';
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

describe('request bodies refused by their size', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' });
  });
  afterAll(() => app.close());

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  const expectTooLarge = async (answer: Response) => {
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  };

  it('refuses a declared length over the limit before reading the body', async () => {
    await expectTooLarge(await post('{"query":"{ __typename }"}', { 'Content-Length': String(MAX_JSON_BODY_BYTES + 1) }));
  });

  it('counts a body sent without a length as it arrives, and refuses it past the limit', async () => {
    // A query padded with spaces past the limit, in chunks of 1 MB.
    const chunks = [new TextEncoder().encode('{"query":"{ __typename }"'), new Uint8Array(1024 * 1024).fill(0x20)] as const;
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BODY_BYTES) return controller.close();
        const chunk = sent === 0 ? chunks[0] : chunks[1];
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    await expectTooLarge(await post(chunked));
  });

  it('answers a body within the limit, with or without a declared length', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const declared = await post(body, { 'Content-Length': String(Buffer.byteLength(body)) });
    expect(await declared.json()).toEqual({ data: { __typename: 'Query' } });
    const streamed = await post(new Blob([body]).stream());
    expect(await streamed.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
