import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import type { Logger } from '../../api/src/lib/logger.js';
import { ORIGIN, createTestApp, type TestApp } from '../api/harness.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Roofline</title><script type="module" crossorigin src="/js/index-test.js"></script></head><body><div id="root"></div></body></html>';

type Line = { level: string; message: string; fields?: Record<string, unknown> };
function capturingLogger(lines: Line[], base: Record<string, unknown> = {}): Logger {
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => void lines.push({ level, message, fields: { ...base, ...fields } });
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: (fields) => capturingLogger(lines, { ...base, ...fields }) };
}

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'roofline-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  // Every request renders: the visitor page cache would answer the second request from the first.
  t = await createTestApp({ DB_ACQUIRE_TIMEOUT_MS: '8000', PUBLIC_PAGE_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/**
 * Makes every database query wait `ms` first, as a database too slow for the render's time
 * limit (each query waits for a connection, on PGlite and PostgreSQL alike). Returns the undo.
 */
function slowDatabase(ms: number): () => void {
  const client = t.db.client as { acquireConnection: () => Promise<unknown> };
  const acquire = client.acquireConnection;
  client.acquireConnection = async function (this: unknown) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return acquire.call(this);
  };
  return () => {
    client.acquireConnection = acquire;
  };
}

describe('the server render time limit', () => {
  it('sends the page at the limit, logs a warning, and no request of it fails as an error-level 500', async () => {
    const lines: Line[] = [];
    const app = createApp({ config: t.config, db: t.db, adapters: t.adapters, logger: capturingLogger(lines), webRoot, serverEntry: SERVER_ENTRY });
    // Compiles the renderer first, so the limit below measures data, not the first load.
    expect((await app.request(`${ORIGIN}/`)).status).toBe(200);
    lines.length = 0;

    const restore = slowDatabase(4000);
    const started = performance.now();
    const response = await Promise.resolve(app.request(`${ORIGIN}/`)).finally(restore);
    const elapsed = performance.now() - started;
    // Lets the cut-off queries finish and answer.
    await new Promise((resolve) => setTimeout(resolve, 4500));

    expect(response.status).toBe(200);
    expect(elapsed).toBeLessThan(4500);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    const statuses = lines.filter((line) => line.message === 'request').map((line) => line.fields?.status);
    expect(statuses).not.toContain(500);
    // The page's own query that was cut off is answered 503 (busy), the page itself 200.
    expect(statuses).toContain(503);
    expect(lines.some((line) => line.level === 'warn' && /render limit|passed the 3000 ms limit/.test(line.message))).toBe(true);
  }, 30_000);
});
