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

/** The stored entry without its mailed link's token, which each sign-up with the email renews. */
const storedEntry = async (email: string) => {
  const row = await t.db('waitlist_entries').whereRaw('lower(email) = ?', [email]).first();
  if (!row) return row;
  const { manageTokenHash: _hash, manageTokenExpiresAt: _expires, ...entry } = row;
  return entry;
};
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
    // An entry of this test's own, so it never depends on what another test stored.
    const email = 'victim-of-a-user@example.com';
    await t.gql<Payload>(JOIN, { input: { ...victim, email } });
    const before = await storedEntry(email);
    expect(before).toMatchObject({ email, firstName: 'Vic', zip: '78701' });
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    await t.gql<Payload>(JOIN, { input: { ...attacker, email } }, cookie);
    expect(await storedEntry(email)).toEqual(before);
  });

  it('lets the logged-in owner of the email update their own entry', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    await t.gql<Payload>(JOIN, { input: { ...victim, email: DEMO.email } });
    const updated = await t.gql<Payload>(JOIN, { input: { ...victim, email: DEMO.email, zip: '98101' } }, cookie);
    expect(updated.data!.joinWaitlist.entry).toMatchObject({ state: 'WA' });
    expect(await storedEntry(DEMO.email)).toMatchObject({ zip: '98101', state: 'WA' });
  });
});

describe('the mailed link to change or leave an entry', () => {
  const BY_LINK = 'query ($token: String!) { waitlistEntryByLink(token: $token) { email firstName zip state purchaseStage timeline } }';
  const CHANGE = `mutation ($input: ChangeWaitlistEntryInput!) { changeWaitlistEntry(input: $input) {
    entry { email firstName zip state } errors { code message field } } }`;
  const LEAVE = 'mutation ($token: String!) { leaveWaitlist(input: { token: $token }) { ok errors { code message field } } }';
  const owner = { ...victim, email: 'linked@example.com' };

  const linksTo = async (email: string) =>
    (await t.db('mailOutbox').where({ toAddress: email }).orderBy('createdAt', 'asc')).flatMap((message: { links: string[] }) => message.links);
  const tokenOf = (link: string) => {
    expect(link).toMatch(/^http:\/\/localhost:3000\/waitlist\/manage\/[\w-]{40,}$/);
    return link.split('/').pop()!;
  };
  /** Joins with an address of the test's own and returns the one link mailed to it. */
  const joinForLink = async (email: string) => {
    await t.gql<Payload>(JOIN, { input: { ...owner, email } });
    const links = await linksTo(email);
    expect(links).toHaveLength(1);
    return links[0]!;
  };

  it('is mailed to the address on joining, and again when someone joins with it; nothing else reads the entry', async () => {
    await t.gql<Payload>(JOIN, { input: owner });
    expect(await linksTo(owner.email)).toHaveLength(1);
    await t.gql<Payload>(JOIN, { input: { ...attacker, email: owner.email } });
    const links = await linksTo(owner.email);
    expect(links).toHaveLength(2);
    // The newer link replaces the older one.
    expect((await t.gql(BY_LINK, { token: tokenOf(links[0]!) })).data).toEqual({ waitlistEntryByLink: null });
    const read = await t.gql(BY_LINK, { token: tokenOf(links[1]!) });
    expect(read.data).toEqual({
      waitlistEntryByLink: { email: owner.email, firstName: 'Vic', zip: '78701', state: 'TX', purchaseStage: 'OPEN_HOUSES', timeline: '3_6_MONTHS' },
    });
    // A guessed token reads nothing.
    expect((await t.gql(BY_LINK, { token: 'a'.repeat(43) })).data).toEqual({ waitlistEntryByLink: null });
  });

  it('changes the entry only with the link', async () => {
    const email = 'changed-by-link@example.com';
    const link = await joinForLink(email);
    const forged = await t.gql<{ changeWaitlistEntry: { errors: unknown[] } }>(CHANGE, {
      input: { token: 'b'.repeat(43), firstName: 'Mallory', zip: '98101' },
    });
    expect(forged.data!.changeWaitlistEntry.errors).toEqual([
      { code: 'INVALID_TOKEN', message: 'This link is invalid or has expired. Join the waitlist again to be sent a new one.', field: 'token' },
    ]);
    expect(await storedEntry(email)).toMatchObject({ firstName: 'Vic', zip: '78701' });

    const changed = await t.gql(CHANGE, { input: { token: tokenOf(link), firstName: 'Victoria', zip: '98101', purchaseStage: 'OFFERS' } });
    expect(changed.data).toEqual({ changeWaitlistEntry: { entry: { email, firstName: 'Victoria', zip: '98101', state: 'WA' }, errors: [] } });
    expect(await storedEntry(email)).toMatchObject({ firstName: 'Victoria', zip: '98101', state: 'WA', purchaseStage: 'OFFERS', timeline: null });
    const refused = await t.gql<{ changeWaitlistEntry: { errors: Array<{ field: string }> } }>(CHANGE, {
      input: { token: tokenOf(link), firstName: 'Victoria', zip: '123' },
    });
    expect(refused.data!.changeWaitlistEntry.errors.map((error) => error.field)).toEqual(['zip']);
  });

  it('leaves the waitlist with the link, and the link then names nothing', async () => {
    const email = 'left-by-link@example.com';
    const link = await joinForLink(email);
    expect((await t.gql(LEAVE, { token: 'c'.repeat(43) })).data).toMatchObject({ leaveWaitlist: { ok: false } });
    expect(await storedEntry(email)).toBeDefined();
    expect((await t.gql(LEAVE, { token: tokenOf(link) })).data).toEqual({ leaveWaitlist: { ok: true, errors: [] } });
    expect(await storedEntry(email)).toBeUndefined();
    expect((await t.gql(BY_LINK, { token: tokenOf(link) })).data).toEqual({ waitlistEntryByLink: null });
  });

  it('stops working after seven days', async () => {
    const email = 'expiring@example.com';
    await t.gql<Payload>(JOIN, { input: { ...victim, email } });
    const [link] = await linksTo(email);
    await t
      .db('waitlist_entries')
      .whereRaw('lower(email) = ?', [email])
      .update({ manage_token_expires_at: new Date(Date.now() - 1000) });
    expect((await t.gql(BY_LINK, { token: tokenOf(link!) })).data).toEqual({ waitlistEntryByLink: null });
  });

  it('is mailed to one address at most three times an hour, answering alike', async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < 5; i++) expect((await t.gql<Payload>(JOIN, { input: { ...victim, email } })).data!.joinWaitlist.errors).toEqual([]);
    expect(await linksTo(email)).toHaveLength(3);
  });
});
