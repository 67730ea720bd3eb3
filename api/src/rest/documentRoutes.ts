import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import contentDisposition from 'content-disposition';
import { APPLICATION_TYPE_PATH_SEGMENTS } from '#core/documents/index';
import { findDownload, openDocumentBytes, type DownloadSelector } from '../services/documents/downloads.js';
import { agentLetterDownload } from '../services/purchaseApplication/index.js';
import { parseRangeHeader } from './byteRange.js';
import type { AppEnv } from './env.js';

/** The name in plain ASCII for old clients ("Relevé.pdf" -> "Releve.pdf"); filename* carries the real one. */
const asciiFallback = (name: string) => name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '') || 'document';

/**
 * Sends one of the signed-in user's documents: its stored type and name (RFC 6266), never
 * sniffed or cached, one byte range when asked. Anything not theirs is 404, never 403.
 */
async function sendDocument(c: Context<AppEnv>, selector: DownloadSelector): Promise<Response> {
  return sendFound(c, await findDownload(c.get('services'), selector));
}

/** Sends a document its route found, or 404. */
async function sendFound(c: Context<AppEnv>, document: Awaited<ReturnType<typeof findDownload>>): Promise<Response> {
  const ctx = c.get('services');
  if (!document) return c.json({ message: 'Not found.' }, 404);
  c.header('Content-Disposition', contentDisposition(document.name, { type: 'attachment', fallback: asciiFallback(document.name) }));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'no-store');
  c.header('Accept-Ranges', 'bytes');
  c.header('ETag', `"${document.sha256}"`);
  const wanted = parseRangeHeader(c.req.header('range'), document.size);
  if (wanted.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${document.size}`);
    return c.body(null, 416);
  }
  const range = wanted.kind === 'range' ? wanted.range : undefined;
  const bytes = await openDocumentBytes(ctx, document, range);
  c.header('Content-Type', document.contentType);
  c.header('Content-Length', String(range ? range.end - range.start + 1 : document.size));
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${document.size}`);
  return c.body(Readable.toWeb(bytes) as ReadableStream, range ? 206 : 200);
}

/** The three download routes of spec section 7, and the agent's letters. */
export function documentRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/application_files/application-type/:applicationType/:applicationUuid/:fileId', async (c): Promise<Response> => {
    const applicationType = APPLICATION_TYPE_PATH_SEGMENTS[c.req.param('applicationType')];
    if (applicationType !== 'PURCHASE' && applicationType !== 'RESTRUCTURE') return c.json({ message: 'Not found.' }, 404);
    return sendDocument(c, { applicationType, applicationUuid: c.req.param('applicationUuid'), documentUuid: c.req.param('fileId') });
  });

  routes.get('/application_files/:applicationUuid/contract/:fileId', (c) =>
    sendDocument(c, { applicationUuid: c.req.param('applicationUuid'), documentUuid: c.req.param('fileId'), contractOnly: true }),
  );

  routes.get('/application_files/:applicationUuid/:documentType/:fileId', (c) =>
    sendDocument(c, { applicationUuid: c.req.param('applicationUuid'), documentUuid: c.req.param('fileId'), documentType: c.req.param('documentType') }),
  );

  // The buyer's agent has no account: their status link's token lets them download the pre-approval letters alone.
  routes.get('/purchase/agent/:token/letters/:fileId', async (c) =>
    sendFound(c, await agentLetterDownload(c.get('services'), c.req.param('token'), c.req.param('fileId'))),
  );

  return routes;
}
