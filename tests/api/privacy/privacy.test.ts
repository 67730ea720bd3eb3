import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { hashPassword } from '#api/services/account/passwords';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const NOW = new Date('2026-11-20T12:00:00Z');
const FIELDS = 'uuid functionality analytics marketing security thirdParty bannerLastAcknowledgedAt';
const GET = `{ getMyPrivacyPreferences { ${FIELDS} } }`;
const SET = `mutation ($preferences: PrivacyPreferencesInput!) { setPrivacyPreferences(preferences: $preferences) { ${FIELDS} } }`;
const ACKNOWLEDGE = `mutation { acknowledgePrivacyPreferencesBanner { ${FIELDS} } }`;
const ACTIVITY = 'query ($id: String!) { analyticsActivity(anonymousId: $id) { eventCount lastEventAt } }';

type Preferences = {
  uuid: string;
  functionality: boolean;
  analytics: boolean;
  marketing: boolean;
  security: boolean;
  thirdParty: boolean;
  bannerLastAcknowledgedAt: string | null;
};

/** The cookie value exactly as js-cookie writes it in the browser. */
function jsCookieValue(value: object): string {
  return encodeURIComponent(JSON.stringify(value)).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

let t: TestApp;
let demoCookie: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  demoCookie = await t.sessionCookie(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

let people = 0;
/** A user of the test's own, signed in: other tests save preferences and send events as the demo user. */
async function signedIn(): Promise<{ uuid: string; cookie: string }> {
  const email = `other.owner.${++people}@example.com`;
  const password = 'another-long-password-1';
  const [row] = await t
    .db('users')
    .insert({ email, passwordHash: await hashPassword(password), firstName: 'Olu' })
    .returning('uuid');
  return { uuid: (row as { uuid: string }).uuid, cookie: await t.sessionCookie(email, password) };
}

const allOn = { functionality: true, analytics: true, marketing: true, security: true, thirdParty: true };

describe('privacy preferences (spec sections 3, 4 and 7)', () => {
  it('requires a logged-in user for every operation', async () => {
    for (const [query, variables] of [
      [GET, {}],
      [SET, { preferences: allOn }],
      [ACKNOWLEDGE, {}],
    ] as const) {
      const result = await t.gql(query, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('has no remote preferences until the user saves some', async () => {
    const { cookie } = await signedIn();
    const result = await t.gql<{ getMyPrivacyPreferences: Preferences | null }>(GET, {}, cookie);
    expect(result).toEqual({ data: { getMyPrivacyPreferences: null } });
  });

  it('saves all five categories with an optional acknowledgement time, clamped to now', async () => {
    const saved = await t.gql<{ setPrivacyPreferences: Preferences }>(
      SET,
      {
        preferences: {
          functionality: true,
          analytics: false,
          marketing: false,
          security: true,
          thirdParty: false,
          bannerLastAcknowledgedAt: '2030-01-01T00:00:00Z',
        },
      },
      demoCookie,
    );
    expect(saved.data!.setPrivacyPreferences).toMatchObject({
      functionality: true,
      analytics: false,
      marketing: false,
      security: true,
      thirdParty: false,
      bannerLastAcknowledgedAt: NOW.toISOString(),
    });
    const read = await t.gql<{ getMyPrivacyPreferences: Preferences }>(GET, {}, demoCookie);
    expect(read.data!.getMyPrivacyPreferences).toEqual(saved.data!.setPrivacyPreferences);

    // Saving again without a time keeps the stored acknowledgement.
    const again = await t.gql<{ setPrivacyPreferences: Preferences }>(SET, { preferences: { ...allOn, marketing: false } }, demoCookie);
    expect(again.data!.setPrivacyPreferences).toMatchObject({
      marketing: false,
      analytics: true,
      bannerLastAcknowledgedAt: NOW.toISOString(),
      uuid: saved.data!.setPrivacyPreferences.uuid,
    });
  });

  it('keeps each user to their own preferences', async () => {
    const [saver, other] = [await signedIn(), await signedIn()];
    await t.gql(SET, { preferences: { ...allOn, marketing: false } }, saver.cookie);
    const demo = await t.gql<{ getMyPrivacyPreferences: Preferences }>(GET, {}, saver.cookie);
    const otherBefore = await t.gql<{ getMyPrivacyPreferences: Preferences | null }>(GET, {}, other.cookie);
    expect(demo.data!.getMyPrivacyPreferences).not.toBeNull();
    expect(otherBefore.data!.getMyPrivacyPreferences).toBeNull();
    await t.gql(SET, { preferences: { ...allOn, analytics: true } }, other.cookie);
    const demoAfter = await t.gql<{ getMyPrivacyPreferences: Preferences }>(GET, {}, saver.cookie);
    expect(demoAfter.data!.getMyPrivacyPreferences).toEqual(demo.data!.getMyPrivacyPreferences);
    // Other tests' users have rows too: count these two users' only.
    expect(await t.db('privacy_preferences').whereIn('userUuid', [saver.uuid, other.uuid]).count('* as count').first()).toEqual({ count: 2 });
  });

  it('acknowledges the banner: now, keeping categories, all on when none were stored', async () => {
    // A new user has none stored; another has saved marketing off and no acknowledgement.
    const [fresh, saver] = [await signedIn(), await signedIn()];
    await t.gql(SET, { preferences: { ...allOn, marketing: false } }, saver.cookie);
    const created = await t.gql<{ acknowledgePrivacyPreferencesBanner: Preferences }>(ACKNOWLEDGE, {}, fresh.cookie);
    expect(created.data!.acknowledgePrivacyPreferencesBanner).toMatchObject({ ...allOn, bannerLastAcknowledgedAt: NOW.toISOString() });
    const demo = await t.gql<{ acknowledgePrivacyPreferencesBanner: Preferences }>(ACKNOWLEDGE, {}, saver.cookie);
    expect(demo.data!.acknowledgePrivacyPreferencesBanner).toMatchObject({ marketing: false, analytics: true });
  });
});

describe('analytics consent on the events route', () => {
  // The browser's analytics key arrives as a cookie with its first event and goes with every later request.
  let browser = '';
  const withBrowser = (cookie?: string) => [browser, cookie].filter(Boolean).join('; ');
  const post = async (body: object, cookie?: string) => {
    const response = await t.request('/api/v1/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Cookie: withBrowser(cookie) },
      body: JSON.stringify(body),
    });
    const key = /roofline_analytics_browser=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
    if (key) browser = key;
    return response;
  };
  const count = async (id: string, cookie?: string) =>
    (await t.gql<{ analyticsActivity: { eventCount: number } }>(ACTIVITY, { id }, withBrowser(cookie))).data!.analyticsActivity.eventCount;

  it('stores events without a cookie and drops them once the cookie opts out of analytics', async () => {
    expect((await post({ type: 'page_view', path: '/', anonymousId: 'visitor-a' })).status).toBe(204);
    expect(await count('visitor-a')).toBe(1);
    const optedOut = `privacy_preferences=${jsCookieValue({ ...allOn, analytics: false, bannerLastAcknowledgedAt: NOW.toISOString() })}`;
    expect((await post({ type: 'page_view', path: '/faq', anonymousId: 'visitor-a' }, optedOut)).status).toBe(204);
    expect((await post({ type: 'identify', anonymousId: 'visitor-a', properties: { userUuid: null } }, optedOut)).status).toBe(204);
    expect(await count('visitor-a')).toBe(1);
    const optedIn = `privacy_preferences=${jsCookieValue({ ...allOn, bannerLastAcknowledgedAt: NOW.toISOString() })}`;
    await post({ type: 'page_view', path: '/about', anonymousId: 'visitor-a' }, optedIn);
    expect(await count('visitor-a')).toBe(2);
  });

  it("follows a logged-in user's saved preferences even in a browser without the cookie", async () => {
    await t.gql(SET, { preferences: { ...allOn, analytics: false } }, demoCookie);
    await post({ type: 'page_view', path: '/', anonymousId: 'new-browser' }, demoCookie);
    expect(await count('new-browser')).toBe(0);
    await t.gql(SET, { preferences: allOn }, demoCookie);
    await post({ type: 'page_view', path: '/', anonymousId: 'new-browser' }, demoCookie);
    expect(await count('new-browser')).toBe(1);
  });

  it("counts a user's own events only for that user", async () => {
    // Its own users: one sends an event while signed in, the other sends none.
    const [sender, other] = [await signedIn(), await signedIn()];
    await post({ type: 'page_view', path: '/', anonymousId: 'signed-in-browser' }, sender.cookie);
    const otherBefore = await count('nobody', other.cookie);
    const demoTotal = await count('nobody', sender.cookie);
    expect(demoTotal).toBeGreaterThanOrEqual(1);
    expect(otherBefore).toBe(0);
  });
});
