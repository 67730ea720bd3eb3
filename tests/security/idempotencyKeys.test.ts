import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { createLogger } from '../../api/src/lib/logger.js';
import { purgeExpiredIdempotencyKeys, releaseIdempotencyKey, storeIdempotentResponse } from '../../api/src/services/idempotency/idempotencyKeys.js';
import { IDEMPOTENCY_KEY_LEASE_SECONDS } from '#core/idempotency/idempotencyKey';
import { jobDefinitions } from '../../api/src/jobs/registry.js';
import { ORIGIN, createTestApp, type TestApp } from '../api/harness.js';
import { prequalInput } from '../api/prequalInput.js';

// The prequal of the rates page: enough to create one; uuid and nothing else comes back.
const CREATE_PREQUAL = `mutation CreatePrequal($prequalInput: PrequalInput!) {
  createPrequal(prequalInput: $prequalInput) { prequals { uuid estimatedPropertyValue } errors { code message field } } }`;
type Answer = { data?: { createPrequal: { prequals: Array<{ uuid: string }> } }; errors?: Array<{ message: string; extensions?: { code?: string } }> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends createPrequal with an Idempotency-Key, to this app or to a second server on the same database. */
async function createPrequal(key: string | undefined, input = prequalInput(), via: { request: TestApp['request'] } = t) {
  const response = await via.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ query: CREATE_PREQUAL, variables: { prequalInput: input } }),
  });
  return { response, body: (await response.json()) as Answer };
}

const prequalRows = async (uuid: string) => t.db('prequals').where({ uuid });
const prequalCount = async () => Number((await t.db('prequals').count({ n: '*' }).first())!.n);

describe('Idempotency-Key on /graphql mutations', () => {
  it('answers a retry with the first prequal and saves one row', async () => {
    const key = 'retry-0001-same-request';
    const before = await prequalCount();
    const first = await createPrequal(key);
    const uuid = first.body.data!.createPrequal.prequals[0]!.uuid;
    const retry = await createPrequal(key);

    expect(retry.response.status).toBe(200);
    expect(retry.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(retry.body.data!.createPrequal.prequals[0]!.uuid).toBe(uuid);
    expect(await prequalRows(uuid)).toHaveLength(1);
    expect(await prequalCount()).toBe(before + 1);
  });

  it('holds across app servers that share the database', async () => {
    const secondServer = createApp({ config: t.config, db: t.db, adapters: t.adapters, logger: createLogger('silent') });
    const request = (path: string, init: RequestInit = {}) => secondServer.request(`${ORIGIN}${path}`, init);
    const key = 'retry-0002-other-server';
    const first = await createPrequal(key);
    const retry = await createPrequal(key, prequalInput(), { request });
    expect(retry.body.data!.createPrequal.prequals[0]!.uuid).toBe(first.body.data!.createPrequal.prequals[0]!.uuid);
  });

  it('refuses the same key with a different request, and runs nothing', async () => {
    const key = 'retry-0003-other-body';
    await createPrequal(key);
    const before = await prequalCount();
    const other = await createPrequal(key, prequalInput({ estimatedPropertyValue: 650_000 }));
    expect(other.response.status).toBe(422);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(other.body.data).toBeUndefined();
    expect(await prequalCount()).toBe(before);
  });

  it('refuses a second request while the first with its key is still running, with a retryable error', async () => {
    const key = 'retry-0004-in-progress';
    const first = await createPrequal(key);
    // Another server has claimed this key and not answered yet: the row has no response.
    await t.db('idempotencyKeys').where({ key }).update({ responseStatus: null, responseBody: null });
    const before = await prequalCount();
    const concurrent = await createPrequal(key);
    expect(concurrent.response.status).toBe(409);
    expect(concurrent.response.headers.get('Retry-After')).toBe('1');
    expect(concurrent.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(await prequalCount()).toBe(before);
    expect(first.body.data).toBeDefined();
  });

  it('keeps keys of different callers apart and refuses a malformed key', async () => {
    const key = 'retry-0005-scoped-key';
    const anonymous = await createPrequal(key);
    const cookie = await t.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    const signedIn = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', 'Idempotency-Key': key, Cookie: cookie },
      body: JSON.stringify({ query: CREATE_PREQUAL, variables: { prequalInput: prequalInput() } }),
    });
    const signedInBody = (await signedIn.json()) as Answer;
    expect(signedIn.headers.get('Idempotent-Replayed')).toBeNull();
    expect(signedInBody.data!.createPrequal.prequals[0]!.uuid).not.toBe(anonymous.body.data!.createPrequal.prequals[0]!.uuid);

    const malformed = await createPrequal('bad key');
    expect(malformed.response.status).toBe(400);
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs a mutation again without a key, and ignores a key on a query', async () => {
    const first = await createPrequal(undefined);
    const second = await createPrequal(undefined);
    expect(second.body.data!.createPrequal.prequals[0]!.uuid).not.toBe(first.body.data!.createPrequal.prequals[0]!.uuid);

    const query = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', 'Idempotency-Key': 'query-key-0001' },
      body: JSON.stringify({ query: '{ me { uuid } }' }),
    });
    expect(query.status).toBe(200);
    expect(await t.db('idempotencyKeys').where({ key: 'query-key-0001' })).toHaveLength(0);
  });

  it('lets a retry take over a key whose request never answered (its server died) once the lease is over', async () => {
    const key = 'retry-0007-crashed-server';
    const first = await createPrequal(key);
    const firstUuid = first.body.data!.createPrequal.prequals[0]!.uuid;
    // As a server that died mid-request leaves it: claimed, no response.
    const claimedAgo = (seconds: number) =>
      t
        .db('idempotencyKeys')
        .where({ key })
        .update({ responseStatus: null, responseContentType: null, responseBody: null, claimedAt: new Date(Date.now() - seconds * 1000) });
    await claimedAgo(IDEMPOTENCY_KEY_LEASE_SECONDS - 5);
    const early = await createPrequal(key);
    expect(early.response.status).toBe(409);
    expect(early.response.headers.get('retry-after')).toBe('1');

    await claimedAgo(IDEMPOTENCY_KEY_LEASE_SECONDS + 1);
    const [retry, concurrent] = await Promise.all([createPrequal(key), createPrequal(key)]);
    // One retry takes the key over and runs; the other sees it running (or its stored answer).
    const ran = [retry, concurrent].filter((answer) => answer.response.status === 200 && !answer.response.headers.get('Idempotent-Replayed'));
    expect(ran).toHaveLength(1);
    const uuid = ran[0]!.body.data!.createPrequal.prequals[0]!.uuid;
    expect(uuid).not.toBe(firstUuid);
    const replay = await createPrequal(key);
    expect(replay.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body.data!.createPrequal.prequals[0]!.uuid).toBe(uuid);

    // A different request with the key is still refused, however old the claim.
    await claimedAgo(IDEMPOTENCY_KEY_LEASE_SECONDS + 1);
    expect((await createPrequal(key, prequalInput({ estimatedPropertyValue: 610_000 }))).response.status).toBe(422);
  });

  it('keeps a taken-over claim from the request it replaced: the late one neither stores nor releases it', async () => {
    const key = 'retry-0008-late-original';
    await createPrequal(key);
    const lost = new Date(Date.now() - (IDEMPOTENCY_KEY_LEASE_SECONDS + 1) * 1000);
    await t.db('idempotencyKeys').where({ key }).update({ responseStatus: null, responseContentType: null, responseBody: null, claimedAt: lost });
    const retry = await createPrequal(key);
    expect(retry.response.status).toBe(200);
    const stored = await t.db('idempotencyKeys').where({ key }).first();
    // The original request, still alive after all, finishes late.
    await releaseIdempotencyKey(t.db, 'anonymous', key, lost);
    await storeIdempotentResponse(t.db, 'anonymous', key, lost, { status: 200, contentType: 'application/json', body: '{"late":true}' });
    expect(await t.db('idempotencyKeys').where({ key }).first()).toEqual(stored);
  });

  it('forgets expired keys: a retry after expiry runs again, and the daily job purges them', async () => {
    const key = 'retry-0006-expired';
    const first = await createPrequal(key);
    await t
      .db('idempotencyKeys')
      .where({ key })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const later = await createPrequal(key);
    expect(later.body.data!.createPrequal.prequals[0]!.uuid).not.toBe(first.body.data!.createPrequal.prequals[0]!.uuid);

    await t
      .db('idempotencyKeys')
      .where({ key })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await purgeExpiredIdempotencyKeys(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.db('idempotencyKeys').where({ key })).toHaveLength(0);
    expect(jobDefinitions.find((job) => job.name === 'purge-expired-idempotency-keys')?.cron).toBe('47 3 * * *');
  });
});
