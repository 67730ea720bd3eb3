import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREQUAL_CLAIMS_COOKIE, signPrequalClaims } from '../../api/src/services/prequal/prequalClaims.js';
import { cookieFrom, createTestApp, type TestApp } from '../api/harness.js';
import { DEMO, START } from '../api/refinanceApplicationSupport.js';

const CREATE_PREQUAL = `mutation ($prequalInput: PrequalInput!) { createPrequal(prequalInput: $prequalInput) { prequals { uuid } errors { code } } }`;
const START_RESTRUCTURE = `mutation ($input: StartRestructureApplicationInput!) { startRestructureApplication(input: $input) { restructureApplication { uuid } errors { code } } }`;
const prequalInput = {
  propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109', country: 'US' },
  propertyUse: 'PRIMARY_RESIDENCE',
  propertyType: 'SINGLE_FAMILY',
  estimatedPropertyValue: 985_000,
  outstandingMortgageBalance: 540_000,
  productFunnel: 'FINANCING',
};

type Started = { errors?: Array<{ extensions?: { code?: string } }>; data?: Record<string, { errors: unknown[] } | null> };

let t: TestApp;
let demoSession: string;
beforeAll(async () => {
  t = await createTestApp();
  demoSession = await t.sessionCookie(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

/** A visitor's prequal, and the claims cookie its browser was given. */
async function visitorPrequal() {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
    body: JSON.stringify({ query: CREATE_PREQUAL, variables: { prequalInput } }),
  });
  const uuid = ((await response.json()) as { data: { createPrequal: { prequals: Array<{ uuid: string }> } } }).data.createPrequal.prequals[0]!.uuid;
  return { uuid, claimCookie: cookieFrom(response), setCookie: response.headers.get('set-cookie') ?? '' };
}

describe('claiming an anonymous prequal', () => {
  it('gives the visitor’s browser a signed claim in an HttpOnly cookie', async () => {
    const { claimCookie, setCookie } = await visitorPrequal();
    expect(claimCookie.startsWith(`${PREQUAL_CLAIMS_COOKIE}=`)).toBe(true);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a signed-in user who knows only the uuid (NOT_FOUND), for both applications', async () => {
    const { uuid } = await visitorPrequal();
    const refinance = await t.gql(START, { input: { prequalUuid: uuid } }, demoSession);
    expect(refinance.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const restructure = await t.gql(START_RESTRUCTURE, { input: { prequalUuid: uuid } }, demoSession);
    expect(restructure.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.db('prequals').where({ uuid }).first()).userUuid).toBeNull();
  });

  it('refuses a forged or tampered claim', async () => {
    const { uuid, claimCookie } = await visitorPrequal();
    const other = await visitorPrequal();
    const forged = `${PREQUAL_CLAIMS_COOKIE}=${encodeURIComponent(`${uuid}.AAAA`)}`;
    // Another browser's valid claim, with this uuid swapped in: the signature no longer matches.
    const tampered = other.claimCookie.replace(other.uuid, uuid);
    for (const claim of [forged, tampered]) {
      const started = (await t.gql(START, { input: { prequalUuid: uuid } }, `${demoSession}; ${claim}`)) as Started;
      expect(started.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // A claim signed with another key is refused too.
    const otherKey = signPrequalClaims({ CONTENT_PREVIEW_SECRET: 'x'.repeat(40), DATA_DIR: ':memory:' }, [uuid]);
    const foreign = (await t.gql(
      START,
      { input: { prequalUuid: uuid } },
      `${demoSession}; ${PREQUAL_CLAIMS_COOKIE}=${encodeURIComponent(otherKey)}`,
    )) as Started;
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(claimCookie).not.toBe('');
  });

  it('lets the visitor, once signed in on the same browser, start an application from it', async () => {
    const { uuid, claimCookie } = await visitorPrequal();
    const started = (await t.gql(START, { input: { prequalUuid: uuid } }, `${demoSession}; ${claimCookie}`)) as Started;
    expect(started.errors).toBeUndefined();
    expect(started.data!.startRefinanceApplication!.errors).toEqual([]);
    expect((await t.db('prequals').where({ uuid }).first()).userUuid).toBe(DEMO.uuid);
  });
});
