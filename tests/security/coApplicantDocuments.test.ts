import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE, UPLOAD, uploadRequest } from '../api/documents/documentsSupport.js';
import { ORIGIN, createTestApp, type TestApp } from '../api/harness.js';
import { answerWithCoApplicant, call, DEMO, insertUser, invitationToken, load, startApplication, uploadDocument } from '../api/purchaseApplication/support.js';

// Documents belong to the party who uploaded them: when the buyer replaces their co-applicant,
// the former co-applicant loses the application, and their uploads leave the application's
// documents (for the new co-applicant and the buyer alike) while staying their own.

let t: TestApp;
let buyer: string;
let first: string;
let second: string;

const pdf = (label: string) => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), randomBytes(2_000), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'first-co@example.com', 'first-co-password-2026');
  first = await t.sessionCookie('first-co@example.com', 'first-co-password-2026');
  await insertUser(t, 'second-co@example.com', 'second-co-password-2026');
  second = await t.sessionCookie('second-co@example.com', 'second-co-password-2026');
});
afterAll(() => t.close());

const address = (uuid: string, fileId: string) => `/api/v1/application_files/application-type/purchase/${uuid}/${fileId}`;
const download = (path: string, cookie: string) => t.app.fetch(new Request(`${ORIGIN}${path}`, { headers: { cookie } }));
const listed = async (uuid: string, cookie: string) => {
  const { data, errors } = await load(t, uuid, cookie);
  if (!data) throw new Error(JSON.stringify(errors));
  return (data.purchaseApplication.documents as Array<{ uuid: string }>).map((document) => document.uuid);
};

/** The buyer names another co-applicant, who joins with their invitation. */
async function replaceCoApplicant(uuid: string, email: string, cookie: string) {
  const saved = await call(t, 'save', { uuid, answers: { coApplicantFirstName: 'Robin', coApplicantLastName: 'Park', coApplicantEmail: email } }, buyer);
  expect(saved.errors).toEqual([]);
  const joined = await call(t, 'acceptInvitation', { token: await invitationToken(t, email) }, cookie);
  expect(joined.errors).toEqual([]);
}

describe('a replaced co-applicant', () => {
  it("takes their uploads with them: the new co-applicant and the buyer get 404 and do not see them; the buyer's own stay shared", async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    await answerWithCoApplicant(t, uuid, buyer, { cookie: first, email: 'first-co@example.com' });
    const firstsW2 = await uploadDocument(t, first, uuid, 'W2_1099', { bytes: pdf('w2'), name: 'W-2.pdf' });
    const buyersPaystub = await uploadDocument(t, buyer, uuid, 'PAYSTUB', { bytes: pdf('paystub'), name: 'Paystub.pdf' });
    expect((await download(address(uuid, firstsW2.uuid), buyer)).status).toBe(200);

    await replaceCoApplicant(uuid, 'second-co@example.com', second);

    expect((await download(address(uuid, firstsW2.uuid), second)).status).toBe(404);
    expect((await download(address(uuid, firstsW2.uuid), buyer)).status).toBe(404);
    expect(await listed(uuid, second)).toEqual([buyersPaystub.uuid]);
    expect(await listed(uuid, buyer)).toEqual([buyersPaystub.uuid]);
    expect((await download(address(uuid, buyersPaystub.uuid), second)).status).toBe(200);
  });

  it('can no longer reach the application, and can still remove their own upload', async () => {
    const uuid = await startApplication(t, DEMO.uuid, buyer);
    await answerWithCoApplicant(t, uuid, buyer, { cookie: first, email: 'first-co@example.com' });
    const firstsW2 = await uploadDocument(t, first, uuid, 'W2_1099', { bytes: pdf('w2'), name: 'W-2.pdf' });

    await replaceCoApplicant(uuid, 'second-co@example.com', second);

    expect((await load(t, uuid, first)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const upload = await uploadRequest(
      t,
      first,
      UPLOAD,
      { applicationType: 'PURCHASE', applicationUuid: uuid, type: 'PAYSTUB' },
      { bytes: pdf('x'), name: 'x.pdf' },
    );
    expect(upload.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const deleted = await t.gql<{ deleteDocument: { deletedDocumentUuid: string | null; errors: unknown[] } }>(
      DELETE,
      { input: { documentUuid: firstsW2.uuid } },
      first,
    );
    expect(deleted.data?.deleteDocument).toEqual({ deletedDocumentUuid: firstsW2.uuid, errors: [] });
    expect((await download(address(uuid, firstsW2.uuid), first)).status).toBe(404);
  });
});
