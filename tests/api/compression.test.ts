import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { PUBLIC_FILE_MAX_AGE_SECONDS } from '../../api/src/app.js';
import { chooseEncoding, compressAnswers } from '#api/serving/compressAnswers';
import { precompressAssets } from '../../web/precompressAssets.js';
import { RatesPageDocument } from '#generated/web';
import { ratesInput } from './rates/support.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');
const SCRIPT = `export const rates = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ option: i, lender: 'Harborview Home Loans' })))};\n`;

let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'roofline-web-'));
  mkdirSync(path.join(webRoot, 'js'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Roofline</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, 'js/rates-a1b2c3.js'), SCRIPT);
  writeFileSync(path.join(webRoot, 'js/tiny-d4e5f6.js'), 'export {};\n');
  writeFileSync(path.join(webRoot, 'locale-data.js'), 'close();\n');
  // What `npm run build` does after writing the bundle.
  const plugin = precompressAssets() as unknown as { configResolved: (config: unknown) => void; writeBundle: () => void };
  plugin.configResolved({ build: { ssr: false, outDir: webRoot } });
  plugin.writeBundle();
  t = await createTestApp({}, { web: { webRoot, serverEntry: SERVER_ENTRY } });
});

afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const ratesPage = (acceptEncoding?: string) =>
  t.request('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) },
    body: JSON.stringify({ query: print(RatesPageDocument), variables: { ratesInput: ratesInput() } }),
  });

describe('compression', () => {
  it('picks brotli over gzip, honours q=0 and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('sends a GraphQL answer over a kilobyte brotli- or gzip-compressed, the same JSON either way', async () => {
    const plain = await ratesPage();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    // A cache in between must not hand this whole answer to a client that asked for brotli.
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    const br = await ratesPage('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(JSON.parse(text));

    const gzip = await ratesPage('gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(JSON.parse(text));
  });

  it('sends each JSON answer its own compressed bytes, the same again for a repeated one', async () => {
    const answer = (lender: string) => JSON.stringify({ data: { rates: Array.from({ length: 200 }, (_, i) => ({ option: i, lender })) } });
    const answers: Record<string, string> = { first: answer('Harborview Home Loans'), second: answer('Harborview Home Lends') };
    const app = new Hono();
    app.use(compressAnswers());
    app.get('/:which', (c) => c.body(answers[c.req.param('which')]!, 200, { 'Content-Type': 'application/json' }));
    const sent = async (which: string, encoding: string) => {
      const response = await app.request(`/${which}`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length);
      return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
    };
    for (const encoding of ['br', 'gzip', 'br']) {
      expect(await sent('first', encoding)).toBe(answers.first);
      expect(await sent('second', encoding)).toBe(answers.second);
    }
  });

  it('leaves answers under a kilobyte as they are', async () => {
    const response = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', 'Accept-Encoding': 'br, gzip' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('serves the build’s precompressed scripts by what the browser accepts, cached for a year', async () => {
    expect(existsSync(path.join(webRoot, 'js/rates-a1b2c3.js.br'))).toBe(true);
    // Too small to be worth it: left alone at build time.
    expect(existsSync(path.join(webRoot, 'js/tiny-d4e5f6.js.br'))).toBe(false);
    const br = await t.request('/js/rates-a1b2c3.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gzip = await t.request('/js/rates-a1b2c3.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await t.request('/js/rates-a1b2c3.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('lets browsers reuse a file of web/public for an hour, never a page or the health check', async () => {
    const file = await t.request('/locale-data.js');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('close();\n');
    expect(file.headers.get('Cache-Control')).toBe(`public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`);
    expect((await t.request('/index.html')).headers.get('Cache-Control')).toBeNull();
    expect((await t.request('/')).headers.get('Cache-Control')).toBe('private, no-cache');
    // A path that looks like a file but is not one is a page (the not-found page), not kept.
    const missing = await t.request('/no-such-file.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).not.toMatch(/public/);
  });

  it('compresses a rendered page for a browser that asks', async () => {
    const response = await t.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('<div id="root">');
  });
});
