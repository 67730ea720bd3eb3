import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/harness.js';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Roofline</title>
    <script type="module" crossorigin src="/js/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/js/react-test.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'roofline-headers-'));
  writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  t = await createTestApp({}, { web: { webRoot, serverEntry: SERVER_ENTRY } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const directives = (response: Response) =>
  new Map(
    (response.headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

const responses = () => ({
  page: t.request('/'),
  health: t.request('/health'),
  graphql: t.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' }, body: '{"query":"{ ok }"}' }),
  refusedGraphql: t.request('/graphql', { method: 'POST', body: '{}' }),
  rest: t.request('/api/v1/nothing-here'),
  redirect: t.request('/blog'),
});

describe('security headers', () => {
  it('are on every response: pages, GraphQL, REST, redirects, refusals', async () => {
    for (const [name, pending] of Object.entries(responses())) {
      const response = await pending;
      const headers = Object.fromEntries(
        ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'].map((key) => [key, response.headers.get(key)]),
      );
      expect({ name, headers }).toEqual({
        name,
        headers: {
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cross-origin-opener-policy': 'same-origin',
        },
      });
      const policy = directives(response);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')?.[0]).toBe("'self'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      // HSTS only where the app is reached over HTTPS; here it is plain HTTP on localhost.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('carry a request id on every response: the one the load balancer sent, or a new one', async () => {
    for (const [name, pending] of Object.entries(responses())) {
      expect({ name, id: (await pending).headers.get('x-request-id') }).toEqual({ name, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
    const forwarded = await t.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', 'x-request-id': 'lb-7f3a' },
      body: '{"query":"{ __typename }"}',
    });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-7f3a');
  });

  it('give the server-rendered inline scripts, and only them, a fresh nonce per response', async () => {
    const first = await t.request('/');
    const html = await first.text();
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)];
    expect(inlineScripts.length).toBeGreaterThanOrEqual(2); // the app loader and the data script
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await t.request('/');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('never repeats a nonce: each is 16 random bytes', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const response = await t.request('/health');
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(300);
  });

  it('add HSTS when PUBLIC_ORIGIN is HTTPS', async () => {
    const https = await createTestApp({ PUBLIC_ORIGIN: 'https://roofline.example' });
    try {
      const response = await https.request('/health');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('the policy with the payment and bank-link providers', () => {
  it('names no vendor with the embedded sandboxes', async () => {
    const policy = directives(await t.request('/health'));
    expect(policy.get('script-src')?.filter((source) => source.startsWith('https:'))).toEqual([]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
  });

  it("allows Stripe.js and Plaid Link's scripts, frames and APIs only when Stripe and Plaid are configured", async () => {
    const real = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      PLAID_ENV: 'production',
    });
    try {
      const policy = directives(await real.request('/health'));
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://cdn.plaid.com']));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('frame-src')).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
        'https://cdn.plaid.com',
      ]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com', 'https://production.plaid.com']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    } finally {
      await real.close();
    }
  });

  it('allows only the configured one', async () => {
    const plaidOnly = await createTestApp({ PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' });
    try {
      const policy = directives(await plaidOnly.request('/health'));
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://sandbox.plaid.com']);
      expect(policy.get('script-src')).not.toContain('https://js.stripe.com');
      expect(policy.get('frame-src')).toEqual(["'self'", 'https://cdn.plaid.com']);
    } finally {
      await plaidOnly.close();
    }
  });
});

describe('the page template', () => {
  it("gives React's own runtime scripts the nonce, but no other script in the page", async () => {
    const { fillPageTemplate } = await import('#api/serving/rendering/pageTemplate');
    const html = fillPageTemplate(
      TEMPLATE,
      {
        kind: 'page',
        status: 200,
        html: '<main>$RC</main><script>$RB=[];$RV=function(a){}</script><script>requestAnimationFrame(function(){$RT=performance.now()});</script><script>alert(1)</script>',
        stateScript: '<script>window.__STATE__={}</script>',
        noIndex: false,
      },
      'bm9uY2U=',
    );
    expect(html).toContain('<script nonce="bm9uY2U=">$RB=[]');
    expect(html).toContain('<script nonce="bm9uY2U=">requestAnimationFrame(function(){$RT=');
    expect(html).toContain('<script nonce="bm9uY2U=">window.__STATE__={}</script>');
    expect(html).toContain('<script>alert(1)</script>');
  });
});

describe('source maps', () => {
  it('are never served, even when the build holds them', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(webRoot, 'js'), { recursive: true });
    writeFileSync(path.join(webRoot, 'js/index-test.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
    writeFileSync(path.join(webRoot, 'js/index-test.js'), 'console.log(1);');
    expect((await t.request('/js/index-test.js')).status).toBe(200);
    const map = await t.request('/js/index-test.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });
});
