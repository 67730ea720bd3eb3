import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const JOIN = `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) {
  entry { uuid product email firstName zip state purchaseStage timeline createdAt }
  errors { code message field } } }`;
type Entry = Record<string, unknown> & { uuid: string; createdAt: string };
type Payload = { joinWaitlist: { entry: Entry | null; errors: unknown[] } };

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
const victim = { product: 'PURCHASE', email: 'victim@example.com', firstName: 'Vic', zip: '78701', purchaseStage: 'OPEN_HOUSES', timeline: '3_6_MONTHS' };
const attacker = { ...victim, firstName: 'Mallory', zip: '98101', purchaseStage: 'CONTRACT', timeline: 'NOT_SURE' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedEntry = async (email: string) => t.db('waitlist_entries').whereRaw('lower(email) = ?', [email]).first();
/** The answer without what is unique to every call. */
const shape = (entry: Entry | null) => entry && { ...entry, uuid: typeof entry.uuid, createdAt: typeof entry.createdAt };

describe('joining the waitlist again', () => {
  it('neither changes nor reveals an existing entry for an anonymous caller', async () => {
    await t.gql<Payload>(JOIN, { input: victim });
    const before = await storedEntry(victim.email);

    const known = await t.gql<Payload>(JOIN, { input: attacker });
    const fresh = await t.gql<Payload>(JOIN, { input: { ...attacker, email: 'nobody-yet@example.com' } });
    // The same answer for a known email as for a new one: nothing tells them apart.
    expect(known.data!.joinWaitlist.errors).toEqual([]);
    expect(shape(known.data!.joinWaitlist.entry)).toEqual({ ...shape(fresh.data!.joinWaitlist.entry), email: victim.email });
    expect(known.data!.joinWaitlist.entry!.uuid).not.toBe(before.uuid);
    expect(Date.parse(known.data!.joinWaitlist.entry!.createdAt)).toBeGreaterThanOrEqual(Date.parse(fresh.data!.joinWaitlist.entry!.createdAt) - 5000);

    expect(await storedEntry(victim.email)).toEqual(before);
    expect(await t.db('waitlist_entries').whereRaw('lower(email) = ?', [victim.email])).toHaveLength(1);
  });

  it('does not let a logged-in user change someone else’s entry either', async () => {
    const before = await storedEntry(victim.email);
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    await t.gql<Payload>(JOIN, { input: attacker }, cookie);
    expect(await storedEntry(victim.email)).toEqual(before);
  });

  it('lets the logged-in owner of the email update their own entry', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    await t.gql<Payload>(JOIN, { input: { ...victim, email: DEMO.email } });
    const updated = await t.gql<Payload>(JOIN, { input: { ...victim, email: DEMO.email, zip: '98101' } }, cookie);
    expect(updated.data!.joinWaitlist.entry).toMatchObject({ state: 'WA' });
    expect(await storedEntry(DEMO.email)).toMatchObject({ zip: '98101', state: 'WA' });
  });
});
