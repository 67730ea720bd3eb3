import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_ERROR, CONFLICT_ERROR, UNIQUE_VALUE_IN_USE } from '#core/apiErrors/specErrorNames';
import { createTestApp, type TestApp } from '#tests/api/harness';

const CONSENT = 'mutation { recordConsent(input: { consent: TEXT_MESSAGES }) { user { uuid } } }';
const JOIN = `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { entry { uuid } errors { code message field } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API error constants a client written against the spec looks for (spec section 8)', () => {
  it('§8.20 a signed-out call to a login-only operation carries AuthorizationError beside its code', async () => {
    const { errors } = await t.gql(CONSENT);
    expect(errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', name: AUTHORIZATION_ERROR });
  });

  it('§8.20 a request without the CSRF header is refused as an AuthorizationError', async () => {
    const response = await t.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: CONSENT }) });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: Array<{ extensions: unknown }> };
    expect(body.errors[0]?.extensions).toEqual({ code: 'FORBIDDEN', name: AUTHORIZATION_ERROR });
  });

  it('§8.19 / §8.21 a clash on a unique field carries ConflictError and the spec’s text', async () => {
    await t.db.raw('create unique index spec_names_one_entry_per_zip on waitlist_entries (zip)');
    const join = (email: string) => t.gql(JOIN, { input: { product: 'PURCHASE', email, firstName: 'Sam', zip: '78702' } });
    expect((await join('one@example.com')).errors).toBeUndefined();
    const { errors } = await join('two@example.com');
    expect(errors?.[0]).toMatchObject({ message: UNIQUE_VALUE_IN_USE, extensions: { code: 'CONFLICT', name: CONFLICT_ERROR } });
  });

  it('names nothing where the spec has no constant', async () => {
    const { errors } = await t.gql('{ me { noSuchField } }');
    expect(errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});
