import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { EICAR_SIGNATURE } from '#api/adapters/malwareScanner/EicarScanner';
import { LocalDiskStore } from '#api/adapters/documentStore/LocalDiskStore';
import type { TestApp } from '../harness.js';

export const DOCUMENT_FIELDS = 'uuid name type updatedAt isSystemUpload applicationType applicationUuid size contentType sha256 scanStatus downloadUrl';

export const UPLOAD = `mutation uploadDocument($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { ${DOCUMENT_FIELDS} } errors { code field message } } }`;
export const REPLACE = `mutation uploadDocumentReplacement($input: UploadDocumentReplacementInput!) { uploadDocumentReplacement(input: $input) { document { ${DOCUMENT_FIELDS} } errors { code field message } } }`;
export const DELETE = `mutation deleteDocument($input: DeleteDocumentInput!) { deleteDocument(input: $input) { deletedDocumentUuid errors { code field message } } }`;
export const LIST = `query applicationDocuments($applicationType: DocumentApplicationType!, $applicationUuid: UUID!) { applicationDocuments(applicationType: $applicationType, applicationUuid: $applicationUuid) { ${DOCUMENT_FIELDS} } }`;

export interface DocumentResult {
  uuid: string;
  name: string;
  type: string;
  isSystemUpload: boolean;
  size: number;
  contentType: string;
  sha256: string;
  scanStatus: string;
  downloadUrl: string;
}
export interface UploadPayload {
  document: DocumentResult | null;
  errors: Array<{ code: string; field: string | null; message: string }>;
}

/** Small but real files: each starts with its format's magic bytes. */
export const samples = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]),
  heic: () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64)]),
  /** A Windows program (MZ header) renamed statement.pdf. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]),
  /** A PDF carrying the EICAR test signature. */
  eicarPdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(EICAR_SIGNATURE, 'latin1'), Buffer.from('\n%%EOF\n')]),
  /** A PDF one byte over 25 MB. */
  oversizedPdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024 + 1 - 9, 0x20)]),
};

/** Sends a GraphQL multipart request (graphql-multipart-request-spec) with one file at variables.input.file. */
export async function uploadRequest(
  t: TestApp,
  cookie: string | undefined,
  query: string,
  input: Record<string, unknown>,
  file: { bytes: Buffer; name: string; type?: string },
) {
  const operationName = /mutation (\w+)/.exec(query)?.[1];
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, operationName, variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const response = await t.request('/graphql', { method: 'POST', headers: { 'x-roofline-csrf': '1', ...(cookie ? { Cookie: cookie } : {}) }, body: form });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { uploadDocument: UploadPayload; uploadDocumentReplacement: UploadPayload };
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}

export async function insertRefinanceApplication(t: TestApp, userUuid: string): Promise<string> {
  const [row] = await t.db('refinanceApplications').insert({ userUuid }).returning('uuid');
  return (row as { uuid: string }).uuid;
}

/** Every file the local document store holds, so a test can prove a refusal kept nothing. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const store = t.adapters.documentStore;
  if (!(store instanceof LocalDiskStore)) throw new Error('storedFiles reads the local disk store only');
  try {
    const entries = await readdir(store.root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
