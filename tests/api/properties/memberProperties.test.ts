import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPropertyInvitations } from '#api/services/properties/invitations';
import { createTestApp, type TestApp } from '../harness.js';
import { DASHBOARD, insertProperty, insertUser, PARTNER_DASHBOARD, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const PASSWORD = 'correct horse battery';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

type Listed = { propertyUuid: string; dealType: string[]; viewerRole: string };
const myProperties = async (cookie: string) =>
  (await t.gql<{ me: { properties: Listed[] } }>('{ me { properties { propertyUuid dealType viewerRole } } }', {}, cookie)).data!.me.properties;

/** A home owned by a new owner with one co-owner invited by mail; the co-owner's account, cookie and mailed token. */
async function sharedHome(tag: string) {
  const owner = await insertUser(t, `owner-${tag}@example.com`, PASSWORD);
  const coOwnerEmail = `co-owner-${tag}@example.com`;
  await insertUser(t, coOwnerEmail, PASSWORD);
  const uuid = await insertProperty(t, workedExampleDeal(owner, { members: [{ email: coOwnerEmail, role: 'CO_OWNER' }] }));
  await sendPropertyInvitations({ db: t.db, config: t.config, adapters: t.adapters, logger: { info() {}, warn() {} } as never, now: () => NOW }, uuid);
  const mail = await t.db('mailOutbox').where({ toAddress: coOwnerEmail }).first();
  const token = new URL(/(http\S+)/.exec(mail.textBody)![1]!).searchParams.get('invitation')!;
  return {
    uuid,
    mail,
    ownerCookie: await t.sessionCookie(`owner-${tag}@example.com`, PASSWORD),
    coOwnerCookie: await t.sessionCookie(coOwnerEmail, PASSWORD),
    token,
  };
}

const accept = (propertyUuid: string, token: string, cookie: string) =>
  t.gql(
    'mutation ($input: AcceptPropertyInvitationInput!) { acceptPropertyInvitation(input: $input) { accepted } }',
    { input: { propertyUuid, token } },
    cookie,
  );

describe('a member’s homes', () => {
  it('lists the shared home for the co-owner once they accept, as a member and not as its owner', async () => {
    const home = await sharedHome('accepts');
    expect(await myProperties(home.coOwnerCookie)).toEqual([]);

    await accept(home.uuid, home.token, home.coOwnerCookie);
    expect(await myProperties(home.coOwnerCookie)).toEqual([{ propertyUuid: home.uuid, dealType: ['RESTRUCTURE'], viewerRole: 'CO_OWNER' }]);
    expect(await myProperties(home.ownerCookie)).toEqual([{ propertyUuid: home.uuid, dealType: ['RESTRUCTURE'], viewerRole: 'OWNER' }]);
  });

  it('still refuses the owner’s dashboard to the member and both dashboards to a stranger', async () => {
    const home = await sharedHome('refuses');
    await accept(home.uuid, home.token, home.coOwnerCookie);
    await insertUser(t, 'stranger-members@example.com', PASSWORD);
    const stranger = await t.sessionCookie('stranger-members@example.com', PASSWORD);

    expect(await myProperties(stranger)).toEqual([]);
    expect((await t.gql(DASHBOARD, { uuid: home.uuid }, home.coOwnerCookie)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(DASHBOARD, { uuid: home.uuid }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(PARTNER_DASHBOARD, { uuid: home.uuid }, stranger)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(PARTNER_DASHBOARD, { uuid: home.uuid }, home.coOwnerCookie)).errors).toBeUndefined();
  });

  it('mails the dashboard’s own address beside the one-time link, and says where to find it again', async () => {
    const home = await sharedHome('mail');
    expect(home.mail.textBody).toContain(`/partner/property/${home.uuid}/dashboard?invitation=`);
    expect(home.mail.textBody).toMatch(
      new RegExp(`Dashboard in Roofline's menu \\(and your profile\\) takes you back to it, or this address:\\n\\S+/partner/property/${home.uuid}/dashboard$`),
    );
  });
});
