import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFiguresDocument } from '#api/pdf/renderFiguresDocument';
import { storeSystemDocument } from '#api/services/documents/index';
import { readPdfText } from '../../support/readPdfText.js';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO, insertUser } from '../refinanceApplicationSupport.js';
import { insertRefinanceApplication, UPLOAD, uploadRequest, type DocumentResult } from './documentsSupport.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;
let applicationUuid: string;
let uploaded: DocumentResult;
const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(400_000), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  await insertUser(t, 'other@roofline.test', 'another-password-1');
  otherCookie = await t.sessionCookie('other@roofline.test', 'another-password-1');
  applicationUuid = await insertRefinanceApplication(t, DEMO.uuid);
  const { body } = await uploadRequest(
    t,
    cookie,
    UPLOAD,
    { applicationType: 'REFINANCE', applicationUuid, type: 'TAX_RETURN' },
    { bytes, name: 'Relevé 2025 "final".pdf' },
  );
  uploaded = body.data!.uploadDocument.document!;
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers });

describe('downloading a document', () => {
  it('gives the owner the very bytes uploaded, with the stored name and type, never sniffed or cached', async () => {
    const response = await get(uploaded.downloadUrl, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      // RFC 6266: an ASCII fallback plus the exact name in RFC 8187 encoding.
      // The name was sanitised on upload (no quotes).
      'content-disposition': `attachment; filename="Releve 2025 final.pdf"; filename*=UTF-8''Relev%C3%A9%202025%20final.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'accept-ranges': 'bytes',
    });
  });

  it('serves a byte range with 206 and Content-Range, and 416 for a range past the end', async () => {
    const partial = await get(uploaded.downloadUrl, { Cookie: cookie, Range: 'bytes=1000-1999' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(partial.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await partial.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await get(uploaded.downloadUrl, { Cookie: cookie, Range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const past = await get(uploaded.downloadUrl, { Cookie: cookie, Range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('is 404, never 403, for another user, a signed-out visitor, a wrong type or application in the address', async () => {
    expect((await get(uploaded.downloadUrl, { Cookie: otherCookie })).status).toBe(404);
    expect((await get(uploaded.downloadUrl)).status).toBe(404);
    expect((await get(`/api/v1/application_files/${applicationUuid}/PAYSTUB/${uploaded.uuid}`, { Cookie: cookie })).status).toBe(404);
    expect((await get(`/api/v1/application_files/${randomUUID()}/TAX_RETURN/${uploaded.uuid}`, { Cookie: cookie })).status).toBe(404);
    expect((await get(`/api/v1/application_files/${applicationUuid}/TAX_RETURN/not-a-uuid`, { Cookie: cookie })).status).toBe(404);
    expect((await get(`/api/v1/application_files/${applicationUuid}/contract/${uploaded.uuid}`, { Cookie: cookie })).status).toBe(404);
  });
});

describe('generated documents and the contract and application-type routes', () => {
  it('serves a generated option agreement on the contract route, and its figures read back', async () => {
    const restructureUuid = randomUUID();
    const pdf = await renderFiguresDocument({
      title: 'Option agreement',
      createdAt: new Date('2026-11-23T00:00:00Z'),
      sections: [
        {
          figures: [
            { label: 'Original agreed value', value: '$800,000.00' },
            { label: 'Original designated percentage', value: '56.25%' },
          ],
        },
      ],
    });
    const document = await storeSystemDocument(t.db, t.adapters.documentStore, {
      userUuid: DEMO.uuid,
      applicationType: 'RESTRUCTURE',
      applicationUuid: restructureUuid,
      type: 'OPTION_AGREEMENT',
      name: 'Option agreement.pdf',
      bytes: pdf,
    });
    expect(document).toMatchObject({ isSystemUpload: true, scanStatus: 'NOT_REQUIRED', size: pdf.length });

    const contract = await get(`/api/v1/application_files/${restructureUuid}/contract/${document.uuid}`, { Cookie: cookie });
    expect(contract.status).toBe(200);
    const { text } = await readPdfText(new Uint8Array(await contract.arrayBuffer()));
    expect(text).toContain('Original designated percentage 56.25%');

    const byType = await get(`/api/v1/application_files/${restructureUuid}/OPTION_AGREEMENT/${document.uuid}`, { Cookie: cookie });
    expect(byType.status).toBe(200);
    const byApplicationType = await get(`/api/v1/application_files/application-type/restructure/${restructureUuid}/${document.uuid}`, { Cookie: cookie });
    expect(byApplicationType.status).toBe(200);
    expect(Buffer.from(await byApplicationType.arrayBuffer()).equals(pdf)).toBe(true);

    expect((await get(`/api/v1/application_files/application-type/purchase/${restructureUuid}/${document.uuid}`, { Cookie: cookie })).status).toBe(404);
    expect((await get(`/api/v1/application_files/application-type/refinance/${restructureUuid}/${document.uuid}`, { Cookie: cookie })).status).toBe(404);
    expect((await get(`/api/v1/application_files/application-type/restructure/${restructureUuid}/${document.uuid}`, { Cookie: otherCookie })).status).toBe(404);
  });

  it('regenerating a document replaces the previous copy of that type', async () => {
    const restructureUuid = randomUUID();
    const store = (text: string) =>
      storeSystemDocument(t.db, t.adapters.documentStore, {
        userUuid: DEMO.uuid,
        applicationType: 'RESTRUCTURE',
        applicationUuid: restructureUuid,
        type: 'TERM_SHEET',
        name: 'Term sheet.pdf',
        bytes: Buffer.from(`%PDF-1.7 ${text}`),
      });
    const first = await store('first');
    const second = await store('second');
    expect(second.uuid).toBe(first.uuid);
    expect(await t.db('documents').where({ applicationUuid: restructureUuid }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const response = await get(`/api/v1/application_files/${restructureUuid}/TERM_SHEET/${first.uuid}`, { Cookie: cookie });
    expect(await response.text()).toBe('%PDF-1.7 second');
  });
});

describe('request size limits', () => {
  it('refuses an upload request declaring more than it may carry, without reading it', async () => {
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-roofline-csrf': '1', Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(60 * 1024 * 1024) },
      body: '--x--',
    });
    expect(response.status).toBe(413);
  });
});

describe('request size limits for everything else', () => {
  it('still refuses a JSON request over its limit', async () => {
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { 'x-roofline-csrf': '1', 'Content-Type': 'application/json', 'Content-Length': '30000000' },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });

  it('answers an ordinary JSON query as before', async () => {
    expect(await t.gql('{ ok }')).toEqual({ data: { ok: true } });
  });
});
