/**
 * npm run bench (second part): what a 20 MB upload costs the server, against a 1 KB one.
 *
 * Serves the app over real HTTP on a loopback port in this process (embedded PGlite, local
 * document store in a temporary directory), signs a user in, and uploads PDFs through the
 * GraphQL multipart path with a body generated as it is sent, so the client holds no copy.
 * Before each upload the kernel's peak-RSS mark (VmHWM) is reset through /proc/self/clear_refs;
 * after it, the peak is read back. Prints the median server time and peak RSS growth for each
 * size, and fails if a 20 MB upload grows the peak by half its size or more: uploads must stream
 * to disk, not gather in memory.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../api/src/config.js';
import { createDb } from '../../api/src/db.js';
import { migrateToLatest } from '../../api/src/dbSetup.js';
import { createAdapters } from '../../api/src/adapters/index.js';
import { createLogger } from '../../api/src/lib/logger.js';
import { createApp } from '../../api/src/app.js';
import { hashPassword } from '../../api/src/services/account/passwords.js';

const MB = 1024 * 1024;
const SIZES = [
  { label: '1 KB', bytes: 1024, runs: 7 },
  { label: '20 MB', bytes: 20 * MB, runs: 5 },
];
const CHUNK = 64 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kilobytes = (line: string) => Number(/(\d+)\s*kB/.exec(line)?.[1] ?? 0) * 1024;
function memoryStatus() {
  const status = readFileSync('/proc/self/status', 'utf8').split('\n');
  return { rss: kilobytes(status.find((line) => line.startsWith('VmRSS')) ?? ''), peak: kilobytes(status.find((line) => line.startsWith('VmHWM')) ?? '') };
}
/** Linux: writing 5 to clear_refs resets the peak resident set size to the current one. */
const resetPeak = () => writeFileSync('/proc/self/clear_refs', '5');

/** A multipart upload body of `size` bytes of PDF, produced chunk by chunk as the socket takes it. */
function multipartBody(size: number, applicationUuid: string) {
  const boundary = `----roofline-bench-${Date.now()}`;
  const query = 'mutation uploadDocument($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { uuid size } errors { code message } } }';
  const operations = JSON.stringify({
    query,
    operationName: 'uploadDocument',
    variables: { input: { applicationType: 'REFINANCE', applicationUuid, type: 'BANK_ACCOUNT_STATEMENT', file: null } },
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="statement.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const header = Buffer.from('%PDF-1.7\n');
  const filler = Buffer.alloc(CHUNK, 0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
      controller.enqueue(header);
      sent = header.length;
    },
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const next = Math.min(CHUNK, size - sent);
      controller.enqueue(filler.subarray(0, next));
      sent += next;
    },
  });
  return { stream, length: head.length + size + tail.length, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roofline-bench-documents-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Production refuses to start without the origin mailed links use; the bench mails nothing.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    PORT: '0',
  } as Record<string, string | undefined>);
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDb(config);
  await migrateToLatest(db);
  const [user] = await db('users')
    .insert({ email: 'bench@roofline.test', passwordHash: await hashPassword('bench-password-1') })
    .returning('uuid');
  const [application] = await db('refinanceApplications').insert({ userUuid: user.uuid }).returning('uuid');
  const app = createApp({ config, db, adapters: createAdapters(config, db, logger), logger });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const login = await fetch(`${origin}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bench@roofline.test', password: 'bench-password-1' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const results: Array<{ label: string; bytes: number; medianMs: number; medianPeakGrowth: number }> = [];
    for (const size of SIZES) {
      const times: number[] = [];
      const growths: number[] = [];
      for (let run = 0; run < size.runs; run += 1) {
        (globalThis as { gc?: () => void }).gc?.();
        const before = memoryStatus().rss;
        resetPeak();
        const body = multipartBody(size.bytes, application.uuid as string);
        const started = performance.now();
        const response = await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'x-roofline-csrf': '1', Cookie: cookie, 'Content-Type': body.contentType, 'Content-Length': String(body.length) },
          body: body.stream,
          duplex: 'half',
        } as RequestInit);
        const result = (await response.json()) as { data?: { uploadDocument: { document: { size: number } | null; errors: unknown[] } } };
        times.push(performance.now() - started);
        growths.push(memoryStatus().peak - before);
        if (result.data?.uploadDocument.document?.size !== size.bytes) throw new Error(`upload of ${size.label} failed: ${JSON.stringify(result)}`);
        // Keep the application under its quota between runs.
        await db('documents').delete();
      }
      results.push({ label: size.label, bytes: size.bytes, medianMs: median(times), medianPeakGrowth: median(growths) });
    }

    console.log('\nDocument upload: server time and peak RSS growth (median of runs)');
    for (const result of results) {
      console.log(
        `  ${result.label.padEnd(6)} ${result.medianMs.toFixed(1).padStart(8)} ms   peak RSS +${(result.medianPeakGrowth / MB).toFixed(1).padStart(5)} MB`,
      );
    }
    const [small, large] = results as [(typeof results)[number], (typeof results)[number]];
    const extra = large.medianPeakGrowth - small.medianPeakGrowth;
    console.log(
      `  20 MB vs 1 KB: ${(large.medianMs / small.medianMs).toFixed(1)}x the time, ${(extra / MB).toFixed(1)} MB more peak RSS (${((extra / large.bytes) * 100).toFixed(0)}% of the file's size)`,
    );
    if (extra >= large.bytes / 2) {
      console.error('FAIL: a 20 MB upload grew the peak RSS by half its size or more; uploads are being held in memory.');
      process.exitCode = 1;
    }
  } finally {
    server.close();
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
