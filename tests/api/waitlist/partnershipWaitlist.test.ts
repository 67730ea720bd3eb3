import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoinPartnershipWaitlistDocument } from '#generated/web';
import { PREQUAL_NOT_WAITLISTABLE } from '#core/waitlist/index';
import { cookieFrom, createTestApp, type TestApp } from '../harness.js';
import { prequalInput } from '../prequalInput.js';

const CREATE_PREQUAL = `mutation ($prequalInput: PrequalInput!, $newUserInput: NewUserInput) {
  createPrequal(prequalInput: $prequalInput, newUserInput: $newUserInput) {
    prequals { uuid isWaitlisted productEligibility { denials { code } } }
    errors { code message field } } }`;

type Created = { createPrequal: { prequals: Array<{ uuid: string; isWaitlisted: boolean; productEligibility: { denials: Array<{ code: string }> } }> } };

/** Spec §8.15: New York is not among the licensed states. */
const NEW_YORK = { state: 'NY', zip: '10118', locality: 'New York', streetNumber: '350', streetName: '5th Ave' };
const PUERTO_RICO = { state: 'PR', zip: '00901', locality: 'San Juan' };

let open: TestApp;
let closed: TestApp;
let demoCookie: string;

beforeAll(async () => {
  [open, closed] = await Promise.all([createTestApp({ FEATURE_PARTNERSHIP_WAITLIST: 'true' }), createTestApp()]);
  demoCookie = await open.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
});
afterAll(async () => {
  await Promise.all([open?.close(), closed?.close()]);
});

/** A prequal for the home at `location`, as the browser creates it; its cookie (session or claims) too. */
async function prequalAt(t: TestApp, location: Record<string, unknown>, cookie?: string, newUserInput?: Record<string, unknown>) {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({
      query: CREATE_PREQUAL,
      variables: { prequalInput: prequalInput({ propertyLocation: { ...prequalInput().propertyLocation, ...location } }), newUserInput },
    }),
  });
  const body = (await response.json()) as { data: Created };
  const prequal = body.data.createPrequal.prequals[0] ?? expect.unreachable('no prequal');
  return { prequal, cookie: cookie ?? cookieFrom(response) };
}

const homeowner = (prequalUuid: string, email = 'demo@roofline.test') => ({
  input: { product: 'RESTRUCTURE' as const, email, firstName: 'Demo', zip: '10118', prequalUuid },
});
const isWaitlisted = async (t: TestApp, uuid: string) => (await t.db('prequals').where({ uuid }).first()).isWaitlisted as boolean;
const entriesFor = async (t: TestApp, email: string) =>
  Number((await t.db('waitlist_entries').where({ email, product: 'RESTRUCTURE' }).count('* as n').first())!.n);

describe('joining the partnership waitlist from a denied prequal (§8.15, §8.16, §9.21, §3.52)', () => {
  it('stores the sign-up and marks the out-of-state prequal waitlisted, once however often it is asked', async () => {
    const { prequal } = await prequalAt(open, NEW_YORK, demoCookie);
    expect(prequal.productEligibility.denials.map((d) => d.code)).toEqual(['OUT_OF_STATE']);
    expect(prequal.isWaitlisted).toBe(false);

    const first = await open.gql(JoinPartnershipWaitlistDocument, homeowner(prequal.uuid, ' Demo@Roofline.TEST '), demoCookie);
    expect(first.data!.joinWaitlist.errors).toEqual([]);
    expect(first.data!.joinWaitlist.entry).toMatchObject({ product: 'RESTRUCTURE', email: 'demo@roofline.test', state: 'NY' });
    expect(first.data!.joinWaitlist.prequal).toEqual({ uuid: prequal.uuid, isWaitlisted: true });
    expect(await isWaitlisted(open, prequal.uuid)).toBe(true);

    const again = await open.gql(JoinPartnershipWaitlistDocument, homeowner(prequal.uuid), demoCookie);
    expect(again.data!.joinWaitlist.errors).toEqual([]);
    expect(again.data!.joinWaitlist.prequal).toEqual({ uuid: prequal.uuid, isWaitlisted: true });
    expect(await entriesFor(open, 'demo@roofline.test')).toBe(1);
  });

  it('takes the out-of-area and manual-review denials too', async () => {
    const outOfArea = await prequalAt(open, PUERTO_RICO, demoCookie);
    const manualReview = await prequalAt(open, { zip: '10118' }, demoCookie);
    expect(outOfArea.prequal.productEligibility.denials.map((d) => d.code)).toEqual(['OUT_OF_AREA']);
    expect(manualReview.prequal.productEligibility.denials.map((d) => d.code)).toEqual(['MANUAL_REVIEW_REQUIRED']);
    for (const { prequal } of [outOfArea, manualReview]) {
      const joined = await open.gql(JoinPartnershipWaitlistDocument, homeowner(prequal.uuid), demoCookie);
      expect(joined.data!.joinWaitlist.prequal).toEqual({ uuid: prequal.uuid, isWaitlisted: true });
    }
  });

  it('lets a visitor join from the prequal this browser created, and no one else', async () => {
    const visitor = await prequalAt(open, NEW_YORK);
    expect(visitor.cookie).toMatch(/^roofline_prequal_claims=/);
    const stranger = await open.gql(JoinPartnershipWaitlistDocument, homeowner(visitor.prequal.uuid, 'stranger@example.com'));
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await entriesFor(open, 'stranger@example.com')).toBe(0);
    expect(await isWaitlisted(open, visitor.prequal.uuid)).toBe(false);

    const joined = await open.gql(JoinPartnershipWaitlistDocument, homeowner(visitor.prequal.uuid, 'visitor@example.com'), visitor.cookie);
    expect(joined.data!.joinWaitlist.errors).toEqual([]);
    expect(await isWaitlisted(open, visitor.prequal.uuid)).toBe(true);
  });

  it("refuses another user's prequal as not found, storing nothing", async () => {
    const other = await prequalAt(open, NEW_YORK, undefined, { email: 'other.homeowner@example.com' });
    const result = await open.gql(JoinPartnershipWaitlistDocument, homeowner(other.prequal.uuid), demoCookie);
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await isWaitlisted(open, other.prequal.uuid)).toBe(false);
  });

  it('answers as data when the prequal was not denied for its area or state, or the waitlist is the home-buying one', async () => {
    const { prequal } = await prequalAt(open, {}, demoCookie);
    expect(prequal.productEligibility.denials).toEqual([]);
    const eligible = await open.gql(JoinPartnershipWaitlistDocument, homeowner(prequal.uuid, 'eligible@example.com'), demoCookie);
    expect(eligible.data!.joinWaitlist).toMatchObject({
      entry: null,
      prequal: null,
      errors: [{ code: 'INVALID', message: PREQUAL_NOT_WAITLISTABLE, field: 'prequalUuid' }],
    });
    expect(await entriesFor(open, 'eligible@example.com')).toBe(0);

    const denied = await prequalAt(open, NEW_YORK, demoCookie);
    const buying = await open.gql(JoinPartnershipWaitlistDocument, { input: { ...homeowner(denied.prequal.uuid).input, product: 'PURCHASE' } }, demoCookie);
    expect(buying.data!.joinWaitlist.errors[0]?.code).toBe('WRONG_PRODUCT');
    expect(await isWaitlisted(open, denied.prequal.uuid)).toBe(false);
  });

  it('keeps today’s behaviour while the flag is off: the waitlist is closed and the prequal untouched', async () => {
    const cookie = await closed.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    const { prequal } = await prequalAt(closed, NEW_YORK, cookie);
    const result = await closed.gql(JoinPartnershipWaitlistDocument, homeowner(prequal.uuid), cookie);
    expect(result.data!.joinWaitlist).toMatchObject({ entry: null, prequal: null });
    expect(result.data!.joinWaitlist.errors[0]?.code).toBe('WAITLIST_CLOSED');
    expect(await isWaitlisted(closed, prequal.uuid)).toBe(false);
  });
});
