import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../api/harness.js';

/**
 * A fuzzer for the REST routes under /api/v1 and the payments webhook: random methods, media
 * types, origins, query strings and bodies (NUL bytes and lone surrogates, huge numbers, broken
 * JSON, form bodies, binary). No answer may be a 5xx and nothing may be logged at error level.
 * The seed is fixed, so a finding replays; each route is one test of a bounded number of runs.
 */
const SEED = 20261206;
const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // The limits would answer 429 before the fuzzer is through; they are tested elsewhere.
  t = await createTestApp({ LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '100000', LOGIN_EMAIL_RATE_LIMIT_MAX: '100000', EVENTS_RATE_LIMIT_MAX: '100000' });
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'demo\u0000@roofline.test',
  'a\uD800b',
  '\uD800',
  '\uDC00',
  '',
  ' ',
  'Z'.repeat(3000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '1e400',
  '🏠',
);
const text = fc.oneof({ arbitrary: hostileText, weight: 4 }, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const hugeNumbers = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 31, 0.1);
const value = fc.oneof({ arbitrary: text, weight: 4 }, hugeNumbers, fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));

/** JSON bodies shaped like what each route reads, so the values reach its code. */
// Emails that pass the email rule reach the database; a NUL or lone surrogate must be refused first.
const email = fc.oneof(
  {
    arbitrary: fc.constantFrom(DEMO.email, 'demo\u0000@roofline.test', 'sam\uD800@example.com', 'UPPER@EXAMPLE.COM', `${'a'.repeat(300)}@example.com`),
    weight: 3,
  },
  value,
);
const credentials = fc.record({ email, password: fc.oneof(fc.constant(DEMO.password), value), redirectUrl: value }, { requiredKeys: ['email', 'password'] });
const analyticsEvent = fc.record(
  {
    type: fc.oneof(fc.constantFrom('page', 'track', 'identify', 'alias'), text),
    anonymousId: value,
    userId: value,
    properties: fc.oneof(value, fc.dictionary(text, value, { maxKeys: 4 })),
  },
  { requiredKeys: ['type'] },
);
const processorEvent = fc.record({
  id: value,
  type: fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed'),
  data: fc.record({ object: fc.record({ id: value }) }),
});
const rawBodies = fc.constantFrom(
  '{',
  '{"email":',
  'null',
  '[]',
  '1e400',
  '123456789012345678901234567890123456789',
  '{"email":1e400,"password":-1e400}',
  '{"email":"\\u0000","password":"\\ud800"}',
  '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}',
  '\u0000\u0000\u0000',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  'email=%00&password=%00',
  'email=a%40b.c&email=b%40c.d&password=x&password=y',
  'email=%ZZ&password=%',
  `email=${encodeURIComponent(DEMO.email)}&password=x&redirectUrl=https%3A%2F%2Fevil.example`,
  `email=${encodeURIComponent(DEMO.email)}&password=${encodeURIComponent(DEMO.password)}&redirectUrl=%0d%0aSet-Cookie%3A%20x%3D1`,
  '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000\r\n--x--',
  'x'.repeat(20_000),
);
const formBodies = fc
  .dictionary(fc.constantFrom('email', 'password', 'redirectUrl', 'type', 'x'), fc.oneof(text, fc.integer().map(String)), { maxKeys: 4 })
  .map((fields) => new URLSearchParams(fields).toString());
const bodiesFor = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: shaped.map((body) => JSON.stringify(body)), weight: 4 },
    fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)),
    rawBodies,
    formBodies,
    fc.uint8Array({ maxLength: 300 }),
    fc.constant(null),
  );

const contentTypes = fc.constantFrom(
  null,
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/jsonx',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  ';',
  'image/png',
);
const methods = fc.oneof({ arbitrary: fc.constant('POST'), weight: 6 }, fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'));
const origins = fc.constantFrom(null, ORIGIN, 'http://127.0.0.1:3000', 'https://evil.example', 'null');
const queries = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?a=%00', '?a=%uD800', '?a=%ED%A0%80', '?redirectUrl=https%3A%2F%2Fevil.example', '?x=1&x=2', '?%ZZ', `?q=${'Z'.repeat(3000)}`),
  fc.dictionary(text, text, { maxKeys: 3 }).map((params) => `?${new URLSearchParams(params).toString()}`),
);
const segment = fc.oneof(
  fc.constantFrom('00000000-0000-4000-8000-000000000000', 'purchase', 'restructure', 'contract', '%00', '%ZZ', '..', '%2e%2e', 'Z'.repeat(2000)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);
const signatures = fc.oneof(
  fc.constant(null),
  {
    arbitrary: fc.constantFrom(
      '',
      't=,v1=',
      't=1796558400,v1=',
      `t=1796558400,v1=${'é'.repeat(64)}`,
      `t=1e99,v1=${'a'.repeat(64)}`,
      ',,,',
      '=',
      'v1',
      't=1,t=2,v1=0',
    ),
    weight: 3,
  },
  fc.string({ maxLength: 80 }).filter((header) => /^[\x20-\x7e]*$/.test(header)),
  fc
    .tuple(fc.nat(), fc.string({ unit: fc.constantFrom(...'0123456789abcdefzé'), maxLength: 70 }))
    .map(([seconds, signature]) => `t=${seconds},v1=${signature}`),
);

const anyJson = fc.jsonValue({ maxDepth: 4 });
const ROUTES: Array<[string, fc.Arbitrary<string>, fc.Arbitrary<unknown>]> = [
  ['login', fc.constant('/api/v1/users/login'), credentials],
  ['logout', fc.constant('/api/v1/users/me/token'), anyJson],
  ['events', fc.constant('/api/v1/events'), analyticsEvent],
  ['document downloads', fc.tuple(segment, segment, segment, segment).map((parts) => `/api/v1/application_files/${parts.join('/')}`), anyJson],
  [
    'unknown REST paths',
    fc.oneof(
      fc.constant('/api/v1/users'),
      segment.map((part) => `/api/v1/${part}`),
      segment.map((part) => `/api/${part}`),
    ),
    anyJson,
  ],
  ['the payments webhook', fc.constant('/api/v1/webhooks/payments'), processorEvent],
];
/** Requests per route: about a second's work each, well inside a test's time on a busy machine. */
const RUNS = 100;

/** The error-level log lines written while `work` runs. */
async function errorLogsOf<T>(work: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      if (String(chunk).includes('"level":"error"')) errors.push(String(chunk).slice(0, 500));
      return true;
    });
  }
  try {
    return { result: await work(), errors };
  } finally {
    vi.restoreAllMocks();
  }
}

describe('the REST fuzzer', () => {
  it.each(ROUTES)('finds no 5xx and no error logged on %s', async (_route, paths, shaped) => {
    const request = fc.record({
      path: paths,
      query: queries,
      method: methods,
      contentType: contentTypes,
      body: bodiesFor(shaped),
      origin: origins,
      signature: signatures,
      loggedIn: fc.boolean(),
      range: fc.constantFrom(null, 'bytes=0-10', 'bytes=-1', 'bytes=99999999999999999999-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,2-3'),
    });
    const { errors } = await errorLogsOf(() =>
      fc.assert(
        fc.asyncProperty(request, async ({ path, query, method, contentType, body, origin, signature, loggedIn, range }) => {
          const headers: Record<string, string> = {};
          if (contentType !== null) headers['Content-Type'] = contentType;
          if (origin !== null) headers.Origin = origin;
          if (signature !== null) headers['Stripe-Signature'] = signature;
          if (range !== null) headers.Range = range;
          if (loggedIn) headers.Cookie = cookie;
          const carriesBody = method !== 'GET' && method !== 'HEAD' && body !== null;
          const response = await t.request(`${path}${query}`, { method, headers, body: carriesBody ? body : undefined });
          await response.arrayBuffer();
          if (response.status >= 500) throw new Error(`${method} ${path}${query.slice(0, 80)} (${contentType}) answered ${response.status}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      ),
    );
    expect(errors).toEqual([]);
  });
});
