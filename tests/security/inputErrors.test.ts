import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

let t: TestApp;
let logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Every log line written while `work` runs. */
async function capturingLogs<T>(work: () => Promise<T>): Promise<T> {
  logLines = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logLines.push(String(chunk));
      return true;
    });
  }
  try {
    return await work();
  } finally {
    vi.restoreAllMocks();
  }
}

async function post(query: string, variables: Record<string, unknown>) {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

// The largest a value can be within the 256 KiB body limit (a larger body is refused 413 unread).
const HUGE = 'x'.repeat(250_000);
const APPLICATION = 'query ($uuid: UUID!) { refinanceApplication(uuid: $uuid) { uuid } }';
const WAITLIST = 'mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { __typename } }';
const ARTICLES = 'query ($limit: Int) { articles(limit: $limit) { total } }';
const waitlist = (overrides: Record<string, unknown>) => ({
  input: { product: 'PURCHASE', email: 'sam@example.com', firstName: 'Sam', zip: '94110', ...overrides },
});

describe('GraphQL refusing bad input', () => {
  it.each([
    ['a scalar refusing a value', APPLICATION, { uuid: 'not-a-uuid' }],
    ['a value of the wrong type', APPLICATION, { uuid: 12 }],
    ['an object for a scalar', APPLICATION, { uuid: { a: 1 } }],
    ['a missing variable', APPLICATION, {}],
    ['an unknown enum value', WAITLIST, waitlist({ product: 'NOPE' })],
    ['a number for an enum', WAITLIST, waitlist({ product: 3 })],
    ['a missing input field', WAITLIST, { input: { product: 'PURCHASE' } }],
    ['an unknown input field', WAITLIST, waitlist({ isAdmin: true })],
    ['NaN as a string', ARTICLES, { limit: 'NaN' }],
    ['Infinity as a string', ARTICLES, { limit: 'Infinity' }],
    ['a number past 32 bits', ARTICLES, { limit: 1e300 }],
    ['a fraction', ARTICLES, { limit: 1.5 }],
    ['250 KB for a scalar', APPLICATION, { uuid: HUGE }],
    ['250 KB for an enum', WAITLIST, waitlist({ product: HUGE })],
    ['a 250 KB object missing a field', WAITLIST, { input: { product: 'PURCHASE', email: HUGE } }],
  ])('answers %s as BAD_USER_INPUT, short, unlogged at error level', async (_name, query, variables) => {
    const { status, text, body } = await capturingLogs(() => post(query, variables));
    expect(status).toBeLessThan(500);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const error of body.errors ?? []) {
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message.length).toBeLessThanOrEqual(200);
    }
    expect(text.length).toBeLessThan(2000);
    expect(text).not.toContain('x'.repeat(201));
    expect(logLines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    for (const line of logLines) expect(line.length).toBeLessThan(4000);
  });

  it('does not log an input value whole while serving it', async () => {
    const { body } = await capturingLogs(() => post('query ($slug: String!) { article(slug: $slug) { title } }', { slug: 'y'.repeat(5000) }));
    expect(body.data).toEqual({ article: null });
    expect(logLines.join('')).not.toContain('y'.repeat(201));
  });

  it('still logs our own faults at error level and answers them masked', async () => {
    const broken = await createTestApp({ LOG_LEVEL: 'debug' });
    try {
      await broken.db.schema.renameTable('testimonials', 'testimonials_elsewhere');
      const body = await capturingLogs(() => broken.gql('{ testimonials { uuid } }'));
      expect(body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([['Unexpected error.', 'INTERNAL_SERVER_ERROR']]);
      expect(logLines.filter((line) => line.includes('"level":"error"'))).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
