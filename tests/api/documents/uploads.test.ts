import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENTS_PER_APPLICATION, MAX_BYTES_PER_APPLICATION } from '#core/documents/index';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO, insertUser } from '../refinanceApplicationSupport.js';
import { DELETE, insertRefinanceApplication, LIST, REPLACE, samples, storedFiles, UPLOAD, uploadRequest, type DocumentResult } from './documentsSupport.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;
let applicationUuid: string;
let otherApplicationUuid: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  const otherUuid = await insertUser(t, 'other@roofline.test', 'another-password-1');
  otherCookie = await t.sessionCookie('other@roofline.test', 'another-password-1');
  applicationUuid = await insertRefinanceApplication(t, DEMO.uuid);
  otherApplicationUuid = await insertRefinanceApplication(t, otherUuid);
});

afterAll(async () => {
  await t.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({ applicationType: 'REFINANCE', applicationUuid, type: 'BANK_ACCOUNT_STATEMENT', ...overrides });

async function documentCount() {
  const [row] = await t.db('documents').where({ applicationUuid }).count({ n: '*' });
  return Number(row?.n);
}

async function expectRefused(
  file: { bytes: Buffer; name: string; type?: string },
  code: string,
  field: string,
  message: RegExp,
  overrides: Record<string, unknown> = {},
) {
  const before = { rows: await documentCount(), files: (await storedFiles(t)).length };
  const { body } = await uploadRequest(t, cookie, UPLOAD, input(overrides), file);
  expect(body.errors).toBeUndefined();
  expect(body.data?.uploadDocument).toEqual({ document: null, errors: [{ code, field, message: expect.stringMatching(message) }] });
  // Nothing of a refused upload is kept: no row, no bytes.
  expect(await documentCount()).toBe(before.rows);
  expect((await storedFiles(t)).length).toBe(before.files);
}

describe('uploading documents', () => {
  it('keeps a PDF with its sanitised name, size, type found from its bytes and SHA-256, and lists it', async () => {
    const bytes = samples.pdf();
    const { status, body } = await uploadRequest(t, cookie, UPLOAD, input(), { bytes, name: '../../March  statement.PDF', type: 'application/octet-stream' });
    expect(status).toBe(200);
    const document = body.data?.uploadDocument.document as DocumentResult;
    expect(body.data?.uploadDocument.errors).toEqual([]);
    expect(document).toMatchObject({
      name: 'March statement.PDF',
      type: 'BANK_ACCOUNT_STATEMENT',
      isSystemUpload: false,
      size: bytes.length,
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      scanStatus: 'CLEAN',
      downloadUrl: `/api/v1/application_files/${applicationUuid}/BANK_ACCOUNT_STATEMENT/${document.uuid}`,
    });
    const list = await t.gql<{ applicationDocuments: DocumentResult[] }>(LIST, { applicationType: 'REFINANCE', applicationUuid }, cookie);
    expect(list.data?.applicationDocuments.map((listed) => listed.uuid)).toContain(document.uuid);
  });

  it.each([
    ['PNG', samples.png(), 'image/png', 'check.png'],
    ['JPEG', samples.jpeg(), 'image/jpeg', 'check.jpg'],
    ['HEIC', samples.heic(), 'image/heic', 'check.heic'],
  ])('takes a %s photo', async (_label, bytes, contentType, name) => {
    const { body } = await uploadRequest(t, cookie, UPLOAD, input({ type: 'VOIDED_CHECK' }), { bytes, name: 'check', type: 'image/whatever' });
    expect(body.data?.uploadDocument).toMatchObject({ document: { contentType, name, type: 'VOIDED_CHECK' }, errors: [] });
  });

  it('refuses a Windows program renamed .pdf, whatever its name and declared type say', async () => {
    await expectRefused(
      { bytes: samples.exe(), name: 'statement.pdf', type: 'application/pdf' },
      'FILE_TYPE_NOT_ALLOWED',
      'file',
      /^This file is a \.exe file, not a PDF, JPEG, PNG or HEIC image/,
    );
  });

  it('refuses plain text that names itself a PDF', async () => {
    await expectRefused(
      { bytes: Buffer.from('just some text'), name: 'notes.pdf' },
      'FILE_TYPE_NOT_ALLOWED',
      'file',
      /^This file is not a PDF, JPEG, PNG or HEIC image/,
    );
  });

  it('refuses a file over 25 MB', async () => {
    await expectRefused({ bytes: samples.oversizedPdf(), name: 'huge.pdf' }, 'FILE_TOO_LARGE', 'file', /larger than 25 MB/);
  });

  it('refuses an empty file', async () => {
    await expectRefused({ bytes: Buffer.alloc(0), name: 'empty.pdf' }, 'FILE_EMPTY', 'file', /empty/);
  });

  it('refuses a file the malware scanner flags (the EICAR test file)', async () => {
    await expectRefused({ bytes: samples.eicarPdf(), name: 'infected.pdf' }, 'MALWARE_FOUND', 'file', /virus scan found a threat/);
  });

  it('refuses a document type Roofline generates itself', async () => {
    await expectRefused({ bytes: samples.pdf(), name: 'term.pdf' }, 'DOCUMENT_TYPE_NOT_UPLOADABLE', 'type', /cannot be uploaded/, { type: 'TERM_SHEET' });
  });

  it('refuses an upload past the per-application quota of documents or bytes', async () => {
    const quotaApplication = await insertRefinanceApplication(t, DEMO.uuid);
    const row = (index: number, size: number) => ({
      userUuid: DEMO.uuid,
      applicationType: 'REFINANCE',
      applicationUuid: quotaApplication,
      type: 'OTHER_DOCUMENT',
      name: `old-${index}.pdf`,
      size,
      contentType: 'application/pdf',
      sha256: '0'.repeat(64),
      scanStatus: 'CLEAN',
      storageKey: `documents/quota-test/${quotaApplication}/${index}`,
    });
    await t.db('documents').insert(Array.from({ length: MAX_DOCUMENTS_PER_APPLICATION }, (_, index) => row(index, 1000)));
    const full = await uploadRequest(t, cookie, UPLOAD, input({ applicationUuid: quotaApplication }), { bytes: samples.pdf(), name: 'one-more.pdf' });
    expect(full.body.data?.uploadDocument).toEqual({
      document: null,
      errors: [{ code: 'QUOTA_EXCEEDED', field: 'file', message: expect.stringMatching(/already has 50 documents/) }],
    });

    await t.db('documents').where({ applicationUuid: quotaApplication }).delete();
    await t.db('documents').insert(row(0, MAX_BYTES_PER_APPLICATION - 10));
    const heavy = await uploadRequest(t, cookie, UPLOAD, input({ applicationUuid: quotaApplication }), { bytes: samples.pdf(), name: 'one-more.pdf' });
    expect(heavy.body.data?.uploadDocument.errors).toEqual([{ code: 'QUOTA_EXCEEDED', field: 'file', message: expect.stringMatching(/past 250 MB/) }]);
    expect(await t.db('documents').where({ applicationUuid: quotaApplication }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it("treats another user's application as not found, and needs a signed-in user", async () => {
    const foreign = await uploadRequest(t, cookie, UPLOAD, input({ applicationUuid: otherApplicationUuid }), { bytes: samples.pdf(), name: 'a.pdf' });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await uploadRequest(t, undefined, UPLOAD, input(), { bytes: samples.pdf(), name: 'a.pdf' });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const list = await t.gql(LIST, { applicationType: 'REFINANCE', applicationUuid }, otherCookie);
    expect(list.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a multipart request that breaks the spec with a clear 400', async () => {
    const form = new FormData();
    form.append('0', new Blob([new Uint8Array(samples.pdf())]), 'a.pdf');
    const response = await t.request('/graphql', { method: 'POST', headers: { 'x-roofline-csrf': '1', Cookie: cookie }, body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(/operations and map/);
  });
});

describe('replacing and deleting documents', () => {
  async function uploadOne(name = 'paystub.pdf') {
    const { body } = await uploadRequest(t, cookie, UPLOAD, input({ type: 'PAYSTUB' }), { bytes: samples.pdf(), name });
    return body.data?.uploadDocument.document as DocumentResult;
  }

  it('replaces the file of an own document, keeping its uuid and type, and drops the old bytes', async () => {
    const original = await uploadOne();
    const filesBefore = (await storedFiles(t)).length;
    const { body } = await uploadRequest(t, cookie, REPLACE, { documentUuid: original.uuid }, { bytes: samples.png(), name: 'paystub-photo.png' });
    expect(body.data?.uploadDocumentReplacement).toMatchObject({
      document: { uuid: original.uuid, type: 'PAYSTUB', name: 'paystub-photo.png', contentType: 'image/png' },
      errors: [],
    });
    expect((await storedFiles(t)).length).toBe(filesBefore);
  });

  it('refuses a replacement that fails the checks and keeps the original', async () => {
    const original = await uploadOne();
    const { body } = await uploadRequest(t, cookie, REPLACE, { documentUuid: original.uuid }, { bytes: samples.exe(), name: 'x.pdf' });
    expect(body.data?.uploadDocumentReplacement.errors[0]?.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await t.db('documents').where({ uuid: original.uuid }).first()).toMatchObject({ name: original.name, sha256: original.sha256 });
  });

  it('deletes an own document and its bytes', async () => {
    const document = await uploadOne('to-delete.pdf');
    const filesBefore = (await storedFiles(t)).length;
    const result = await t.gql(DELETE, { input: { documentUuid: document.uuid } }, cookie);
    expect(result.data).toEqual({ deleteDocument: { deletedDocumentUuid: document.uuid, errors: [] } });
    expect(await t.db('documents').where({ uuid: document.uuid }).first()).toBeUndefined();
    expect((await storedFiles(t)).length).toBe(filesBefore - 1);
  });

  it("never deletes or replaces another user's document: it is not found", async () => {
    const document = await uploadOne();
    const deletion = await t.gql(DELETE, { input: { documentUuid: document.uuid } }, otherCookie);
    expect(deletion.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const replacement = await uploadRequest(t, otherCookie, REPLACE, { documentUuid: document.uuid }, { bytes: samples.pdf(), name: 'mine-now.pdf' });
    expect(replacement.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.db('documents').where({ uuid: document.uuid }).first()).toMatchObject({ name: document.name });
  });

  it('keeps documents Roofline generated: the applicant can neither delete nor replace them', async () => {
    const [system] = await t
      .db('documents')
      .insert({
        userUuid: DEMO.uuid,
        applicationType: 'REFINANCE',
        applicationUuid,
        type: 'TERM_SHEET',
        name: 'Term sheet.pdf',
        size: 10,
        contentType: 'application/pdf',
        sha256: '1'.repeat(64),
        isSystemUpload: true,
        scanStatus: 'NOT_REQUIRED',
        storageKey: `documents/refinance/${applicationUuid}/system-term-sheet`,
      })
      .returning('uuid');
    const documentUuid = (system as { uuid: string }).uuid;
    const deletion = await t.gql(DELETE, { input: { documentUuid } }, cookie);
    expect(deletion.data).toEqual({
      deleteDocument: {
        deletedDocumentUuid: null,
        errors: [{ code: 'SYSTEM_DOCUMENT', field: 'documentUuid', message: expect.stringMatching(/cannot be deleted/) }],
      },
    });
    const replacement = await uploadRequest(t, cookie, REPLACE, { documentUuid }, { bytes: samples.pdf(), name: 'x.pdf' });
    expect(replacement.body.data?.uploadDocumentReplacement.errors[0]?.code).toBe('SYSTEM_DOCUMENT');
    expect(await t.db('documents').where({ uuid: documentUuid }).first()).toBeDefined();
  });
});
