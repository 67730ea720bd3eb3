import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText } from '../../support/readPdfText.js';
import { ORIGIN, createTestApp, type TestApp } from '../harness.js';
import { answerWithCoApplicant, call, closePurchase, DEMO, insertUser, startApplication, untilStage, uploadDocument } from './support.js';

// Downloads of a purchase's documents (spec section 7,
// GET /api/v1/application_files/application-type/purchase/{id}/{fileId}): every document of the
// application, uploaded by either party or written by Roofline, for the applicant and the
// co-applicant; 404 for anyone and anything else.

let t: TestApp;
let buyer: string;
let coApplicant: string;
let stranger: string;
let uuid: string;
let otherUuid: string;
let paystub: { uuid: string };
let w2: { uuid: string };
let optionAgreement: { uuid: string };

const pdf = (label: string) => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), randomBytes(20_000), Buffer.from('\n%%EOF\n')]);
const paystubBytes = pdf('paystub');
const w2Bytes = pdf('w2');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  buyer = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'casey@example.com', 'casey-password-2026');
  coApplicant = await t.sessionCookie('casey@example.com', 'casey-password-2026');
  await insertUser(t, 'stranger@example.com', 'stranger-password-2026');
  stranger = await t.sessionCookie('stranger@example.com', 'stranger-password-2026');

  // The buyer's second application, for an address that names the wrong application.
  otherUuid = await startApplication(t, DEMO.uuid, buyer);
  uuid = await startApplication(t, DEMO.uuid, buyer);
  await answerWithCoApplicant(t, uuid, buyer, { cookie: coApplicant, email: 'casey@example.com' });
  const submitted = await call(t, 'submit', { uuid }, buyer);
  expect(submitted.purchaseApplication).toMatchObject({ stage: 'DOCUMENT_UPLOAD' });

  // Each party uploads through the multipart path the web app uses.
  paystub = await uploadDocument(t, buyer, uuid, 'PAYSTUB', { bytes: paystubBytes, name: 'Paystub October.pdf' });
  w2 = await uploadDocument(t, coApplicant, uuid, 'W2_1099', { bytes: w2Bytes, name: 'W-2 2025.pdf' });
  await uploadDocument(t, buyer, uuid, 'BANK_ACCOUNT_STATEMENT', { bytes: pdf('statement'), name: 'Statement.pdf' });
  expect((await call(t, 'completeUploads', { uuid }, buyer)).errors).toEqual([]);
  await untilStage(t, uuid, 'CONTRACT_REVIEW');
  ({ optionAgreement } = await closePurchase(t, uuid, buyer));
  // A database with migrations, the job queue, three password hashes and a walk to closing.
}, 120_000);
afterAll(() => t.close());

const address = (fileId: string, applicationUuid = uuid, type = 'purchase') =>
  `/api/v1/application_files/application-type/${type}/${applicationUuid}/${fileId}`;
const download = (path: string, cookie?: string) => t.app.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('an uploaded document of a purchase', () => {
  it('downloads as the very bytes uploaded for the buyer and the co-applicant, whoever uploaded it', async () => {
    for (const [document, bytes] of [
      [paystub, paystubBytes],
      [w2, w2Bytes],
    ] as const) {
      for (const cookie of [buyer, coApplicant]) {
        const response = await download(address(document.uuid), cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect((await bytesOf(response)).equals(bytes)).toBe(true);
      }
    }
  });

  it('is 404 for a stranger, a signed-out visitor, the restructure type and another application in the address', async () => {
    expect((await download(address(paystub.uuid), stranger)).status).toBe(404);
    expect((await download(address(paystub.uuid))).status).toBe(404);
    expect((await download(address(paystub.uuid, uuid, 'restructure'), buyer)).status).toBe(404);
    expect((await download(address(paystub.uuid, otherUuid), buyer)).status).toBe(404);
    expect((await download(address(w2.uuid, otherUuid), coApplicant)).status).toBe(404);
  });
});

describe('the option agreement written at closing', () => {
  it('downloads for the buyer and the co-applicant, the same PDF with the final Exhibit C', async () => {
    const owned = await download(address(optionAgreement.uuid), buyer);
    expect(owned.status).toBe(200);
    const bytes = await bytesOf(owned);
    const { text } = await readPdfText(new Uint8Array(bytes));
    expect(text).toContain('Option agreement');
    expect(text).toContain('Original agreed value $585,000');
    const shared = await download(address(optionAgreement.uuid), coApplicant);
    expect(shared.status).toBe(200);
    expect((await bytesOf(shared)).equals(bytes)).toBe(true);
  });

  it('is 404 for a stranger, a signed-out visitor, the restructure type and another application in the address', async () => {
    expect((await download(address(optionAgreement.uuid), stranger)).status).toBe(404);
    expect((await download(address(optionAgreement.uuid))).status).toBe(404);
    expect((await download(address(optionAgreement.uuid, uuid, 'restructure'), buyer)).status).toBe(404);
    expect((await download(address(optionAgreement.uuid, otherUuid), buyer)).status).toBe(404);
  });
});
