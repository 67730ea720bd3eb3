import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSystemDocument } from '#api/services/documents/index';
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

describe('the deal’s documents on a shared home', () => {
  const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
  const documentsOf = async (query: string, uuid: string, cookie: string) =>
    (await t.gql<Record<string, { documents: Array<{ uuid: string; name: string; downloadUrl: string }> } | null>>(query, { uuid }, cookie)).data!;

  /** The term sheet Roofline wrote for the deal, and a pay stub the owner uploaded to the same application. */
  async function dealFiles(propertyUuid: string) {
    const property = await t.db('properties').where({ uuid: propertyUuid }).first();
    const base = { userUuid: property.ownerUuid, applicationType: property.dealType, applicationUuid: property.sourceApplicationUuid, bytes: pdf };
    const termSheet = await storeSystemDocument(t.db, t.adapters.documentStore, { ...base, type: 'TERM_SHEET', name: 'Term sheet.pdf' });
    const payStub = await storeSystemDocument(t.db, t.adapters.documentStore, { ...base, type: 'OPTION_AGREEMENT', name: 'Pay stub.pdf' });
    // Made an upload of the owner's own: only what Roofline wrote is the deal's.
    await t.db('documents').where({ uuid: payStub.uuid }).update({ type: 'PAYSTUB', isSystemUpload: false });
    return { termSheet, payStub, applicationUuid: property.sourceApplicationUuid as string };
  }

  it('lists and serves what Roofline wrote to the member who accepted, never the owner’s uploads', async () => {
    const home = await sharedHome('documents');
    const files = await dealFiles(home.uuid);
    await accept(home.uuid, home.token, home.coOwnerCookie);

    const listed = await documentsOf(
      'query ($uuid: UUID!) { partnerPropertyDashboard(uuid: $uuid) { documents { uuid name downloadUrl } } }',
      home.uuid,
      home.coOwnerCookie,
    );
    const documents = listed.partnerPropertyDashboard!.documents;
    expect(documents.map((document) => document.name)).toEqual(['Term sheet.pdf']);

    const download = await t.request(documents[0]!.downloadUrl, { headers: { Cookie: home.coOwnerCookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const payStub = await t.request(`/api/v1/application_files/${files.applicationUuid}/PAYSTUB/${files.payStub.uuid}`, {
      headers: { Cookie: home.coOwnerCookie },
    });
    expect(payStub.status).toBe(404);
    const owners = await t.request(`/api/v1/application_files/${files.applicationUuid}/PAYSTUB/${files.payStub.uuid}`, {
      headers: { Cookie: home.ownerCookie },
    });
    expect(owners.status).toBe(200);
  });

  it('serves nothing to a member still invited, nor to a stranger', async () => {
    const home = await sharedHome('documents-invited');
    const files = await dealFiles(home.uuid);
    const address = `/api/v1/application_files/${files.applicationUuid}/TERM_SHEET/${files.termSheet.uuid}`;
    expect((await t.request(address, { headers: { Cookie: home.coOwnerCookie } })).status).toBe(404);

    await insertUser(t, 'stranger-documents@example.com', PASSWORD);
    const stranger = await t.sessionCookie('stranger-documents@example.com', PASSWORD);
    expect((await t.request(address, { headers: { Cookie: stranger } })).status).toBe(404);
    expect((await t.request(address, { headers: { Cookie: home.ownerCookie } })).status).toBe(200);
  });
});
