import { graphql, http, HttpResponse } from 'msw';
import type {
  ApplicationDocumentsQuery,
  ApplicationDocumentsQueryVariables,
  DeleteDocumentMutation,
  DeleteDocumentMutationVariables,
  DocumentApplicationType,
  DocumentType,
  UploadDocumentMutation,
  UploadDocumentReplacementMutation,
} from '#generated/web';
import {
  ALLOWED_UPLOAD_TYPES,
  EICAR_SIGNATURE,
  MAX_BYTES_PER_APPLICATION,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_APPLICATION,
  recognizeAllowedType,
  refusals,
  sanitizeFileName,
  SYSTEM_DOCUMENT_TYPES,
  type DocumentRefusal,
} from '#core/documents/index';
import { mockApplications } from './application';
import { notFoundError, notLoggedIn } from './graphqlErrors';
import { mockSession } from './session';

type ListedDocument = ApplicationDocumentsQuery['applicationDocuments'][number];
interface MockDocument extends ListedDocument {
  applicationType: DocumentApplicationType;
  applicationUuid: string;
  bytes: Uint8Array;
}
type UploadPayload = UploadDocumentMutation['uploadDocument'];

const documents = new Map<string, MockDocument>();

/** The mocked document store: what dev:mock, stories and tests have uploaded, in memory. */
export const mockDocuments = {
  reset() {
    documents.clear();
  },
  add(document: Omit<MockDocument, '__typename' | 'downloadUrl'>) {
    const stored: MockDocument = {
      __typename: 'Document',
      ...document,
      downloadUrl: `/api/v1/application_files/${document.applicationUuid}/${document.type}/${document.uuid}`,
    };
    documents.set(stored.uuid, stored);
    return stored;
  },
  of(applicationUuid: string) {
    return [...documents.values()].filter((document) => document.applicationUuid === applicationUuid);
  },
  /** Takes a document out (a letter rewritten or withdrawn) and returns it. */
  remove(uuid: string) {
    const document = documents.get(uuid);
    documents.delete(uuid);
    return document;
  },
  find(uuid: string) {
    return documents.get(uuid);
  },
  /** A PDF of the application's as the server writes one (isSystemUpload), or a stand-in upload; `uuid` keeps a rewritten one's. */
  addPdf(applicationType: DocumentApplicationType, applicationUuid: string, type: DocumentType, isSystemUpload: boolean, name: string, uuid?: string) {
    const bytes = new TextEncoder().encode(`%PDF-1.7\n% ${name} (mock)\n`);
    const pdf = { contentType: 'application/pdf', size: bytes.length, bytes, updatedAt: new Date().toISOString() };
    return mockDocuments.add({ ...pdf, uuid: uuid ?? crypto.randomUUID(), applicationType, applicationUuid, type, name, isSystemUpload });
  },
  /** An applicant's upload, for tests and stories that skip the upload widget. */
  upload: (applicationType: DocumentApplicationType, applicationUuid: string, type: DocumentType) =>
    mockDocuments.addPdf(applicationType, applicationUuid, type, false, `${type.toLowerCase()}.pdf`),
  /** A document as an application's `documents` serve it: scanned clean (generated ones need no scan), with a stand-in checksum. */
  served: ({ bytes: _bytes, ...document }: MockDocument) => ({
    ...document,
    scanStatus: document.isSystemUpload ? ('NOT_REQUIRED' as const) : ('CLEAN' as const),
    sha256: '0'.repeat(64),
  }),
};

const listed = ({ applicationType: _type, applicationUuid: _uuid, bytes: _bytes, ...document }: MockDocument): ListedDocument => document;
const refused = (refusal: DocumentRefusal): UploadPayload => ({
  __typename: 'UploadDocumentPayload',
  document: null,
  errors: [{ __typename: 'UserError', code: refusal.code, field: refusal.field, message: refusal.message }],
});

/** Duck-typed: in jsdom the form's files and the global Blob come from different realms. */
const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;

const containsEicar = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes).includes(EICAR_SIGNATURE);

/** The server's checks, in the server's order, with the same core rules and words. */
function inspect(file: unknown, bytes: Uint8Array): { refusal: DocumentRefusal } | { contentType: keyof typeof ALLOWED_UPLOAD_TYPES } {
  if (!isFile(file)) return { refusal: refusals.fileMissing() };
  if (file.size > MAX_DOCUMENT_BYTES) return { refusal: refusals.fileTooLarge() };
  if (file.size === 0) return { refusal: refusals.fileEmpty() };
  const contentType = recognizeAllowedType(bytes.subarray(0, 16));
  if (!contentType) return { refusal: refusals.fileTypeNotAllowed(undefined) };
  if (containsEicar(bytes)) return { refusal: refusals.malwareFound() };
  return { contentType };
}

function quotaRefusal(applicationUuid: string, addedBytes: number, replacing?: string): DocumentRefusal | null {
  const uploaded = mockDocuments.of(applicationUuid).filter((document) => !document.isSystemUpload && document.uuid !== replacing);
  if (!replacing && uploaded.length + 1 > MAX_DOCUMENTS_PER_APPLICATION) return refusals.tooManyDocuments();
  const used = uploaded.reduce((sum, document) => sum + document.size, 0);
  return used + addedBytes > MAX_BYTES_PER_APPLICATION ? refusals.tooManyBytes(used) : null;
}

/** Reads a graphql-multipart-request-spec body back into the operation with its file in place. */
async function readUpload(request: Request) {
  const form = await request.formData();
  const operation = JSON.parse(String(form.get('operations'))) as { operationName?: string; variables: { input: Record<string, unknown> } };
  const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
  const [field] = Object.keys(map);
  const file = field ? form.get(field) : null;
  return { operation, input: operation.variables.input, file: isFile(file) ? file : null };
}

async function upload(input: Record<string, unknown>, file: File | null, now: Date): Promise<UploadPayload | Response> {
  const type = input.type as DocumentType;
  if (SYSTEM_DOCUMENT_TYPES.has(type)) return refused(refusals.typeNotUploadable());
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const inspection = inspect(file, bytes);
  if ('refusal' in inspection) return refused(inspection.refusal);
  const applicationUuid = String(input.applicationUuid);
  const quota = quotaRefusal(applicationUuid, bytes.length);
  if (quota) return refused(quota);
  const document = mockDocuments.add({
    uuid: crypto.randomUUID(),
    applicationType: input.applicationType as DocumentApplicationType,
    applicationUuid,
    type,
    name: sanitizeFileName(file?.name ?? '', ALLOWED_UPLOAD_TYPES[inspection.contentType].extension),
    size: bytes.length,
    contentType: inspection.contentType,
    updatedAt: now.toISOString(),
    isSystemUpload: false,
    bytes,
  });
  return { __typename: 'UploadDocumentPayload', document: listed(document), errors: [] };
}

async function replace(input: Record<string, unknown>, file: File | null, now: Date): Promise<UploadPayload | Response> {
  const existing = documents.get(String(input.documentUuid));
  if (!existing) return notFoundError('Document');
  if (existing.isSystemUpload) return refused(refusals.systemDocument());
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const inspection = inspect(file, bytes);
  if ('refusal' in inspection) return refused(inspection.refusal);
  const quota = quotaRefusal(existing.applicationUuid, bytes.length, existing.uuid);
  if (quota) return refused(quota);
  const document = mockDocuments.add({
    ...existing,
    name: sanitizeFileName(file?.name ?? '', ALLOWED_UPLOAD_TYPES[inspection.contentType].extension),
    size: bytes.length,
    contentType: inspection.contentType,
    updatedAt: now.toISOString(),
    bytes,
  });
  return { __typename: 'UploadDocumentPayload', document: listed(document), errors: [] };
}

/**
 * Uploads arrive as multipart requests, which the JSON /graphql handler cannot read: this one
 * goes first and lets every other request through.
 */
export const documentUploadHandlers = [
  http.post('*/graphql', async ({ request }) => {
    if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
    const { operation, input, file } = await readUpload(request);
    const now = new Date();
    if (operation.operationName === 'uploadDocument') {
      const payload = await upload(input, file, now);
      return payload instanceof Response
        ? payload
        : HttpResponse.json<{ data: UploadDocumentMutation }>({ data: { __typename: 'Mutation', uploadDocument: payload } });
    }
    if (operation.operationName === 'uploadDocumentReplacement') {
      const payload = await replace(input, file, now);
      return payload instanceof Response
        ? payload
        : HttpResponse.json<{ data: UploadDocumentReplacementMutation }>({ data: { __typename: 'Mutation', uploadDocumentReplacement: payload } });
    }
    return HttpResponse.json({ errors: [{ message: `No mock for the upload operation ${operation.operationName ?? '(unnamed)'}.` }] }, { status: 400 });
  }),
];

export const documentHandlers = [
  // Her application's documents; a visitor's and a stranger's application are refused as the API refuses them.
  graphql.query<ApplicationDocumentsQuery, ApplicationDocumentsQueryVariables>('applicationDocuments', ({ variables }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    if (!mockApplications.find(variables.applicationType, variables.applicationUuid)) return notFoundError('Application');
    return HttpResponse.json({ data: { __typename: 'Query', applicationDocuments: mockDocuments.of(variables.applicationUuid).map(listed) } });
  }),
  graphql.mutation<DeleteDocumentMutation, DeleteDocumentMutationVariables>('deleteDocument', ({ variables }) => {
    const existing = documents.get(variables.input.documentUuid);
    if (!existing) return notFoundError('Document');
    if (existing.isSystemUpload) {
      const refusal = refusals.systemDocument();
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          deleteDocument: { __typename: 'DeleteDocumentPayload', deletedDocumentUuid: null, errors: [{ __typename: 'UserError', ...refusal }] },
        },
      });
    }
    documents.delete(existing.uuid);
    return HttpResponse.json({
      data: { __typename: 'Mutation', deleteDocument: { __typename: 'DeleteDocumentPayload', deletedDocumentUuid: existing.uuid, errors: [] } },
    });
  }),
];

function download(document: MockDocument | undefined) {
  if (!document) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  return new HttpResponse(document.bytes as BodyInit, {
    headers: {
      'Content-Type': document.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

/** The three download routes of spec section 7 over the mocked store. */
export const documentDownloadHandlers = [
  http.get('*/api/v1/application_files/application-type/:applicationType/:applicationUuid/:fileId', ({ params }) => {
    const document = documents.get(String(params.fileId));
    return download(
      document && document.applicationUuid === params.applicationUuid && document.applicationType === String(params.applicationType).toUpperCase()
        ? document
        : undefined,
    );
  }),
  http.get('*/api/v1/application_files/:applicationUuid/contract/:fileId', ({ params }) => {
    const document = documents.get(String(params.fileId));
    return download(
      document && document.applicationUuid === params.applicationUuid && /^(OPTION_AGREEMENT|CONTRACT_SUMMARY_)/.test(document.type) ? document : undefined,
    );
  }),
  http.get('*/api/v1/application_files/:applicationUuid/:documentType/:fileId', ({ params }) => {
    const document = documents.get(String(params.fileId));
    return download(document && document.applicationUuid === params.applicationUuid && document.type === params.documentType ? document : undefined);
  }),
];
