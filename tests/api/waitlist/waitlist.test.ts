import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';

const JOIN = `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) {
  entry { uuid product email firstName zip state purchaseStage timeline createdAt }
  errors { code message field } } }`;

type Payload = {
  joinWaitlist: {
    entry: { uuid: string; email: string; state: string | null; firstName: string; purchaseStage: string | null } | null;
    errors: Array<{ code: string; message: string; field: string | null }>;
  };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const buyer = {
  product: 'PURCHASE',
  email: 'Jordan.Buyer@Example.com',
  firstName: 'Jordan',
  zip: '78701',
  purchaseStage: 'OPEN_HOUSES',
  timeline: '3_6_MONTHS',
};

// Other tests add entries to the same database: a test counts what its own requests added.
const storedEntries = async () => Number((await t.db('waitlist_entries').count('* as count').first())!.count);

describe('waitlist', () => {
  it('stores a purchase waitlist entry with the state from the ZIP code', async () => {
    const before = await storedEntries();
    const result = await t.gql<Payload>(JOIN, { input: buyer });
    expect(result.data!.joinWaitlist.errors).toEqual([]);
    expect(result.data!.joinWaitlist.entry).toMatchObject({
      email: 'jordan.buyer@example.com',
      state: 'TX',
      firstName: 'Jordan',
      purchaseStage: 'OPEN_HOUSES',
    });
    expect(await storedEntries()).toBe(before + 1);
    const rows = await t.db('waitlist_entries').where({ email: 'jordan.buyer@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ product: 'PURCHASE', zip: '78701', timeline: '3_6_MONTHS', userUuid: null });
  });

  it('keeps one entry when the same email joins again', async () => {
    const before = await storedEntries();
    const repeater = { ...buyer, email: 'Riley.Repeat@Example.com', firstName: 'Riley' };
    await t.gql<Payload>(JOIN, { input: repeater });
    const again = await t.gql<Payload>(JOIN, { input: { ...repeater, email: 'riley.repeat@example.com', zip: '98101', purchaseStage: 'OFFERS' } });
    expect(again.data!.joinWaitlist.errors).toEqual([]);
    expect(await storedEntries()).toBe(before + 1);
  });

  it('returns fixable problems as data, field by field, and stores nothing', async () => {
    const before = await storedEntries();
    const result = await t.gql<Payload>(JOIN, { input: { product: 'PURCHASE', email: 'not-an-email', firstName: ' ', zip: '123', timeline: 'SOON' } });
    expect(result.data!.joinWaitlist.entry).toBeNull();
    const byField = Object.fromEntries(result.data!.joinWaitlist.errors.map((error) => [error.field, error.message]));
    expect(byField).toEqual({
      email: 'Enter a valid email address.',
      firstName: 'Enter your first name.',
      zip: 'Enter a 5-digit ZIP code.',
      timeline: 'Choose a timeline from the list.',
    });
    const unknownZip = await t.gql<Payload>(JOIN, { input: { ...buyer, email: 'zip@example.com', zip: '00000' } });
    expect(unknownZip.data!.joinWaitlist.errors).toEqual([{ code: 'INVALID', message: 'We don’t recognize that ZIP code.', field: 'zip' }]);
    expect(await storedEntries()).toBe(before);
  });

  it('keeps the partnership waitlist closed while its flag is off, and open when on', async () => {
    const closed = await t.gql<Payload>(JOIN, { input: { ...buyer, product: 'RESTRUCTURE' } });
    expect(closed.data!.joinWaitlist.errors[0]?.code).toBe('WAITLIST_CLOSED');
    const open = await createTestApp({ FEATURE_PARTNERSHIP_WAITLIST: 'true' });
    try {
      const joined = await open.gql<Payload>(JOIN, { input: { ...buyer, product: 'RESTRUCTURE' } });
      expect(joined.data!.joinWaitlist.errors).toEqual([]);
    } finally {
      await open.close();
    }
  });

  it('links the entry to the logged-in user', async () => {
    const cookie = await t.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    await t.gql<Payload>(JOIN, { input: { ...buyer, email: 'demo@roofline.test' } }, cookie);
    const row = await t.db('waitlist_entries').where({ email: 'demo@roofline.test' }).first();
    expect(row.userUuid).toBe('6f1c2a8e-3b5d-4c7a-9e21-0d4b8f6a1c01');
  });
});
