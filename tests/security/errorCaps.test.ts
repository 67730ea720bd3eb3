import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS, QUERY_REFUSED_MESSAGE, TOO_MANY_ERRORS_MESSAGE } from '../../api/src/graphql/limits.js';
import { createTestApp, type TestApp } from '../api/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(() => t.close());

const messages = async (query: string) => (await t.gql(query)).errors?.map((error) => [error.message, error.extensions?.code]);

describe('errors per answer', () => {
  it('answers ten unknown @aa directives with one error (directive overloading)', async () => {
    expect(await messages(`{ __typename ${'@aa '.repeat(10)}}`)).toEqual([['Unknown directive "@aa".', 'BAD_USER_INPUT']]);
  });

  it('answers one error per distinct problem', async () => {
    expect(await messages('{ __typename @aa @bb @aa }')).toEqual([
      ['Unknown directive "@aa".', 'BAD_USER_INPUT'],
      ['Unknown directive "@bb".', 'BAD_USER_INPUT'],
    ]);
  });

  it(`gives at most ${QUERY_LIMITS.maxErrors} errors, the last saying there were more`, async () => {
    const directives = Array.from({ length: 25 }, (_, i) => `@d${i}`).join(' ');
    const errors = await messages(`{ __typename ${directives} }`);
    expect(errors).toHaveLength(QUERY_LIMITS.maxErrors);
    expect(errors?.at(-1)).toEqual([TOO_MANY_ERRORS_MESSAGE, 'BAD_USER_INPUT']);
    expect(errors?.slice(0, -1)).toEqual(Array.from({ length: QUERY_LIMITS.maxErrors - 1 }, (_, i) => [`Unknown directive "@d${i}".`, 'BAD_USER_INPUT']));
  });

  it('caps unknown fields the same way', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => `f${i}`).join(' ');
    const errors = await messages(`{ ${fields} }`);
    expect(errors).toHaveLength(QUERY_LIMITS.maxErrors);
    expect(errors?.at(-1)).toEqual([TOO_MANY_ERRORS_MESSAGE, 'BAD_USER_INPUT']);
  });

  it('caps the errors of a request whose fields each fail', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => `a${i}: articlePreview(slug: "a", token: "not-a-token") { __typename }`);
    const { data, errors } = await t.gql(`{ ${fields.join(' ')} }`);
    expect(Object.values(data ?? {})).toEqual(Array(25).fill(null));
    expect(errors).toHaveLength(QUERY_LIMITS.maxErrors);
    expect(errors?.at(-1)?.message).toBe(TOO_MANY_ERRORS_MESSAGE);
    expect(new Set(errors?.slice(0, -1).map((error) => error.extensions?.code))).toEqual(new Set(['FORBIDDEN']));
  });

  it('keeps the directive limit', async () => {
    expect(await messages(`{ __typename ${'@include(if: true) '.repeat(QUERY_LIMITS.maxDirectives + 1)}}`)).toContainEqual([
      QUERY_REFUSED_MESSAGE,
      'BAD_USER_INPUT',
    ]);
  });
});
