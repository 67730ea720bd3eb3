import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO } from '../refinanceApplicationSupport.js';
import { DELETE, insertRefinanceApplication, samples, UPLOAD, uploadRequest } from './documentsSupport.js';

let t: TestApp;
let s3rver: S3rver;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'roofline-s3-api-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: workDir, configureBuckets: [{ name: 'roofline-documents', configs: [] }] });
  const { port } = await s3rver.run();
  t = await createTestApp({
    DOCUMENT_STORE: 's3',
    S3_BUCKET: 'roofline-documents',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});

afterAll(async () => {
  await t.close();
  await s3rver.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('documents in an S3-compatible bucket', () => {
  it('uploads, downloads whole and by range, and deletes through the same API', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    const applicationUuid = await insertRefinanceApplication(t, DEMO.uuid);
    const bytes = Buffer.concat([samples.pdf(), Buffer.alloc(100_000, 0x41)]);
    const { body } = await uploadRequest(t, cookie, UPLOAD, { applicationType: 'REFINANCE', applicationUuid, type: 'PAYSTUB' }, { bytes, name: 'stub.pdf' });
    const document = body.data!.uploadDocument.document!;
    const whole = await t.request(document.downloadUrl, { headers: { Cookie: cookie } });
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await t.request(document.downloadUrl, { headers: { Cookie: cookie, Range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('%PDF-1.7');
    expect(await t.adapters.documentStore.stat((await t.db('documents').where({ uuid: document.uuid }).first()).storageKey)).toEqual({ size: bytes.length });

    const refused = await uploadRequest(
      t,
      cookie,
      UPLOAD,
      { applicationType: 'REFINANCE', applicationUuid, type: 'PAYSTUB' },
      { bytes: samples.eicarPdf(), name: 'x.pdf' },
    );
    expect(refused.body.data?.uploadDocument.errors[0]?.code).toBe('MALWARE_FOUND');

    const deletion = await t.gql(DELETE, { input: { documentUuid: document.uuid } }, cookie);
    expect(deletion.data).toEqual({ deleteDocument: { deletedDocumentUuid: document.uuid, errors: [] } });
    expect((await t.request(document.downloadUrl, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});
