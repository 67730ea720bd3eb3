import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, readdir, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as webDocuments from '#generated/web';
import * as shellDocuments from '#generated/shell';
import { GRAPHQL_BATCH_LIMIT } from '#core/graphqlBatching';
import { JSON_BODY_LIMITS, MAX_JSON_BODY_BYTES, withinJsonLimits } from '../../api/src/graphql/boundedBodies.js';
import { STALE_SPOOL_AGE_MS, sweepStaleSpoolFolders, UPLOAD_SPOOL_ROOT } from '../../api/src/graphql/uploadSpool.js';
import { createTestApp, type TestApp } from '../api/harness.js';
import { insertUser } from '../api/refinanceApplicationSupport.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const email = `bodies-${randomUUID()}@example.com`;
  await insertUser(t, email, 'a sturdy password 2026');
  cookie = await t.sessionCookie(email, 'a sturdy password 2026');
});
afterAll(() => t.close());

type Answer = { status: number; code: string | undefined; json: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };

async function post(body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  const json = (await response.json()) as Answer['json'];
  return { status: response.status, code: json.errors?.[0]?.extensions?.code, json };
}

/** A body of `count` tiny variables, like the one that ran the embedded server out of memory. */
const manyKeys = (count: number) => `{"query":"{__typename}","variables":{${Array.from({ length: count }, (_, i) => `"${i.toString(36)}z":0`).join(',')}}}`;

/** A stream that would send `total` bytes, counting what the server actually pulls. */
function countedStream(first: string, total: number) {
  const read = { bytes: 0 };
  const filler = new Uint8Array(64 * 1024).fill(0x20);
  const head = new TextEncoder().encode(first);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      const chunk = read.bytes === 0 ? head : filler;
      read.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describe('a JSON body is bounded before it is parsed', () => {
  it('refuses a body of millions of keys by its declared size, unread', async () => {
    const { stream, read } = countedStream('{"query":"{__typename}","variables":{', 24 * 1024 * 1024);
    const answer = await post(stream, { 'Content-Length': String(24 * 1024 * 1024) });
    expect([answer.status, answer.code]).toEqual([413, 'REQUEST_ENTITY_TOO_LARGE']);
    expect(read.bytes).toBeLessThan(MAX_JSON_BODY_BYTES);
  });

  it('refuses a body sent without a length once it passes the limit, without reading the rest', async () => {
    const { stream, read } = countedStream('{"query":"{__typename}","variables":{', 24 * 1024 * 1024);
    const answer = await post(stream);
    expect([answer.status, answer.code]).toEqual([413, 'REQUEST_ENTITY_TOO_LARGE']);
    expect(read.bytes).toBeLessThan(2 * MAX_JSON_BODY_BYTES);
  });

  it.each([
    ['with', { 'Idempotency-Key': randomUUID() }],
    ['without', {}],
  ])('refuses more variables than the limit, %s an idempotency key, with a coded 400', async (_, headers) => {
    const body = manyKeys(JSON_BODY_LIMITS.maxValues + 1);
    expect(body.length).toBeLessThan(MAX_JSON_BODY_BYTES);
    const answer = await post(body, headers);
    expect([answer.status, answer.code]).toEqual([400, 'REQUEST_TOO_COMPLEX']);
  });

  it('refuses variables nested deeper than the limit', async () => {
    const depth = JSON_BODY_LIMITS.maxDepth + 1;
    const answer = await post(`{"query":"{__typename}","variables":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`);
    expect([answer.status, answer.code]).toEqual([400, 'REQUEST_TOO_COMPLEX']);
  });

  it('counts nothing inside strings: a long query text with colons is answered', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: __typename`).join(' ');
    const answer = await post(JSON.stringify({ query: `{ ${aliases} }`, variables: { note: ':,{['.repeat(2_000) } }));
    expect(answer.status).toBe(200);
    expect((answer.json.data as Record<string, string>).a9).toBe('Query');
  });

  it('answers invalid JSON and a body that is no object as GraphQL over HTTP says', async () => {
    expect(await post('{"query":')).toMatchObject({ status: 400, code: 'BAD_REQUEST', json: { errors: [{ message: 'POST body sent invalid JSON.' }] } });
    expect(await post('42')).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('takes the largest batch the web app sends: its ten largest operations at once, each with 200 answers', () => {
    const printed = Object.values({ ...webDocuments, ...shellDocuments })
      .filter((value): value is DocumentNode => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document')
      .map((document) => print(document))
      .sort((a, b) => b.length - a.length);
    const answers = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, 'a typical answer']));
    const batch = JSON.stringify(printed.slice(0, GRAPHQL_BATCH_LIMIT).map((query) => ({ query, variables: { input: { answers } } })));
    expect(new TextEncoder().encode(batch).length).toBeLessThan(MAX_JSON_BODY_BYTES / 2);
    expect(withinJsonLimits(new TextEncoder().encode(batch))).toBe(true);
  });

  it('still answers ordinary requests, batched or not', async () => {
    expect((await post(JSON.stringify({ query: '{ __typename }' }))).json).toEqual({ data: { __typename: 'Query' } });
    const batch = await post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ a: __typename }' }]));
    expect(batch.json).toEqual([{ data: { __typename: 'Query' } }, { data: { a: 'Query' } }]);
  });
});

describe('uploads are authenticated before they are read', () => {
  const upload = (stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    post(stream, { 'Content-Type': 'multipart/form-data; boundary=XyZ', ...headers });

  it.each([
    ['with', { 'Idempotency-Key': randomUUID() }],
    ['without', {}],
  ])('refuses an anonymous 45 MB upload %s an idempotency key after reading at most one chunk of it', async (_, headers) => {
    const { stream, read } = countedStream('--XyZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n', 45 * 1024 * 1024);
    const answer = await upload(stream, headers);
    expect(answer.code).toBe('UNAUTHENTICATED');
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it.each([
    ['anonymous', false, 'UNAUTHENTICATED'],
    ['signed in', true, 'BAD_USER_INPUT'],
  ])('answers a malformed multipart body (%s) with a coded refusal, never an internal error', async (_, signedIn, code) => {
    const answer = await post('garbage', { 'Content-Type': 'multipart/form-data; boundary=XyZ', ...(signedIn ? { Cookie: cookie } : {}) });
    expect(answer.code).toBe(code);
    if (signedIn) expect(answer.status).toBe(400);
  });

  it('answers a multipart body with no boundary as malformed', async () => {
    const answer = await post('garbage', { 'Content-Type': 'multipart/form-data', Cookie: cookie });
    expect([answer.status, answer.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('leaves no spool folder behind after a signed-in upload with an idempotency key', async () => {
    const before = await readdir(UPLOAD_SPOOL_ROOT).catch(() => [] as string[]);
    const answer = await post('--XyZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\nnot json\r\n--XyZ--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=XyZ',
      Cookie: cookie,
      'Idempotency-Key': randomUUID(),
    });
    expect([answer.status, answer.code]).toEqual([400, 'BAD_USER_INPUT']);
    const after = await readdir(UPLOAD_SPOOL_ROOT).catch(() => [] as string[]);
    expect(after.filter((name) => !before.includes(name))).toEqual([]);
  });
});

describe('spool folders left by a crash', () => {
  it('are removed once they are older than any request, and younger ones are kept', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'spool-sweep-'));
    const stale = path.join(root, 'request-stale');
    const fresh = path.join(root, 'request-fresh');
    await mkdir(stale);
    await mkdir(fresh);
    const now = Date.now();
    const old = new Date(now - STALE_SPOOL_AGE_MS - 60_000);
    await utimes(stale, old, old);
    expect(await sweepStaleSpoolFolders(now, root)).toEqual([stale]);
    expect(await readdir(root)).toEqual(['request-fresh']);
  });
});
