import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeDocument, PropertyDashboardDocument, UpdateProfileDocument } from '#generated/web';
import type { PageRenderRequest, PreparePage, RenderPage } from '#core/pageRendering';
import { PARTNER_HOMEOWNER } from '../../migrations/seeds/40_partner_homeowner.js';
import { createRenderedPageMemo } from '#api/serving/rendering/renderedPageMemo';
import { createTestApp, ORIGIN, type TestApp } from './harness.js';

// The API renders pages with the web app's own server entry (built to dist/server in
// production; here its source, through Vitest) and sends them in the built index.html.
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/src/entry-server.tsx');
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Roofline: live refinance rates, home equity partnership and purchase financing." />
    <title>Roofline</title>
    <script type="module" crossorigin src="/js/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let webRoot: string;
let harness: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'roofline-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
  harness = await createTestApp({}, { web: { webRoot, serverEntry: SERVER_ENTRY } });
});

afterAll(async () => {
  await harness.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (pathname: string, cookie?: string) => harness.request(pathname, cookie ? { headers: { Cookie: cookie } } : {});

describe('pages rendered by the server', () => {
  it('sends the home page rendered, with its title, the logged-out navigation and its data for the browser', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Own more of your home, owe less on it | Roofline</title>');
    expect(html).toMatch(/<h1[^>]*>Own more of your home, owe less on it\.<\/h1>/);
    expect(html).toMatch(/href="\/login"[^>]*>Log in<\/a>/);
    expect(html).toContain('"me":null');
    // The app starts after the first paint, from a loader in place of the entry's script tag.
    expect(html).toContain('import("/js/index-test.js");');
    expect(html).not.toContain('src="/js/index-test.js"');
  });

  it('renders an article from the content store, with its own description', async () => {
    const html = await (await page('/resources/when-does-refinancing-make-sense')).text();
    expect(html).toContain('<title>When does refinancing make sense? | Roofline</title>');
    expect(html).toMatch(/<h1>When does refinancing make sense\?<\/h1>/);
    expect(html).not.toContain('content="Roofline: live refinance rates, home equity partnership and purchase financing."');
  });

  it('sends a large page inline in document order, so its text paints without waiting for a script', async () => {
    // The rates calculator with its filters is past React's 12.8 KB default for moving a part out.
    const html = await (await page('/rates')).text();
    expect(html).toMatch(/<main[^>]*><!--\$--><div[^>]*><header[^>]*><h1>Refinance rates<\/h1>/);
    expect(html).not.toContain('<template id="B:');
  });

  it('renders as the logged-in user, whose cookie its queries carry', async () => {
    const cookie = await harness.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    const html = await (await page('/', cookie)).text();
    expect(html).toContain('Hi, Dana');
    expect(html).not.toMatch(/>Log in<\/a>/);
    // Another visitor's page never carries that user.
    expect(await (await page('/')).text()).not.toContain('Dana');
  });

  it('answers 404 for an unknown page and redirects a visitor away from a login-only page', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('We can’t find that page');
    const profile = await page('/profile');
    expect(profile.status).toBe(302);
    expect(profile.headers.get('location')).toBe('/login/?redirectUrl=%2Fprofile');
  });

  it('renders the privacy banner from the request’s cookie as the browser will', async () => {
    expect(await (await page('/faq')).text()).toContain('Your privacy choices');
    const acknowledged = encodeURIComponent(
      JSON.stringify({
        functionality: true,
        analytics: false,
        marketing: true,
        security: true,
        thirdParty: true,
        bannerLastAcknowledgedAt: new Date().toISOString(),
      }),
    );
    expect(await (await page('/faq', `privacy_preferences=${acknowledged}`)).text()).not.toContain('Your privacy choices');
  });
});

describe('the data a page shows', () => {
  /** Renders `pathname` with the web app's server entry, recording the operations of each request it sends to /graphql. */
  async function renderCountingRoundTrips(pathname: string, request: Partial<PageRenderRequest> = {}) {
    const entry = (await import(SERVER_ENTRY)) as { renderPage: RenderPage; preparePage: PreparePage };
    const url = `${ORIGIN}${pathname}`;
    await entry.preparePage(url);
    const roundTrips: string[][] = [];
    const page = await entry.renderPage({
      url,
      ...request,
      fetchGraphQL: async (input, init) => {
        const body = JSON.parse(String(init?.body)) as { operationName: string } | Array<{ operationName: string }>;
        roundTrips.push((Array.isArray(body) ? body : [body]).map((operation) => operation.operationName).sort());
        return harness.app.fetch(new Request(input, init));
      },
    });
    if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.kind}`);
    return { html: page.html, roundTrips };
  }

  it('asks for everything a signed-in owner’s dashboard shows in one round trip, not one per render pass', async () => {
    const cookie = await harness.sessionCookie(PARTNER_HOMEOWNER.email, PARTNER_HOMEOWNER.password);
    const uuid = (await harness.gql(MeDocument, {}, cookie)).data?.me?.properties[0]?.propertyUuid;
    const dashboard = (await harness.gql(PropertyDashboardDocument, { uuid: uuid ?? '' }, cookie)).data?.propertyDashboard;
    expect(dashboard).toBeTruthy();
    const { html, roundTrips } = await renderCountingRoundTrips(`/property/${uuid}/dashboard`, { cookie, hasSession: true });
    expect(roundTrips).toEqual([
      ['featureFlags', 'getMyPrivacyPreferences', 'me', 'propertyDashboard', 'purchaseApplications', 'refinanceApplications', 'restructureApplications'],
    ]);
    expect(html).toContain(dashboard?.address.streetName);
    expect(html).not.toContain('Loading your dashboard');
  });

  it('asks a visitor’s home page data with the session query, in one round trip', async () => {
    const { html, roundTrips } = await renderCountingRoundTrips('/');
    expect(roundTrips).toEqual([['featureFlags', 'homeHighlights', 'me']]);
    expect(html).toMatch(/<h1[^>]*>Own more of your home, owe less on it\.<\/h1>/);
  });

  it('still renders what a declared query could not answer, as the browser would', async () => {
    // A stale session cookie: the signed-in shell's queries fail up front, and the visitor's page renders.
    const { html, roundTrips } = await renderCountingRoundTrips('/resources', { cookie: 'roofline_session=expired', hasSession: true });
    expect(roundTrips[0]).toContain('getMyPrivacyPreferences');
    // Asked once: the session answers that no one is signed in, so the render asks nothing more.
    expect(roundTrips).toHaveLength(1);
    expect(html).toMatch(/>Log in<\/a>/);
    expect(html).toContain('When does refinancing make sense?');
  });
});

describe('a page whose data is unchanged', () => {
  const renameOwner = async (cookie: string, firstName: string) => {
    const { data } = await harness.gql(UpdateProfileDocument, { input: { firstName } }, cookie);
    expect(data?.updateProfile.errors).toEqual([]);
  };

  it('is not rendered again, and is rendered again once what it shows has changed', async () => {
    const entry = (await import(SERVER_ENTRY)) as { renderPage: RenderPage };
    const cookie = await harness.sessionCookie(PARTNER_HOMEOWNER.email, PARTNER_HOMEOWNER.password);
    const uuid = (await harness.gql(MeDocument, {}, cookie)).data?.me?.properties[0]?.propertyUuid;
    const renderedPages = createRenderedPageMemo({ maxBytes: 1024 * 1024 });
    const render = (pathname: string) =>
      entry.renderPage({
        url: `${ORIGIN}${pathname}`,
        cookie,
        hasSession: true,
        renderedPages,
        fetchGraphQL: async (input, init) => harness.app.fetch(new Request(input, init)),
      });
    const dashboard = `/property/${uuid}/dashboard`;
    const first = await render(dashboard);
    expect(first.kind === 'page' && first.html).toContain('Hi, Alex<');
    expect(await render(dashboard)).toBe(first);
    await renameOwner(cookie, 'Alexandra');
    try {
      const renamed = await render(dashboard);
      expect(renamed.kind === 'page' && renamed.html).toContain('Hi, Alexandra<');
    } finally {
      await renameOwner(cookie, 'Alex');
    }
    // A page that asks more than it declares is rendered every time: its other answers are not in the key.
    const profile = await render('/profile');
    expect(profile.kind === 'page' && profile.html).toContain('Alex');
    expect(await render('/profile')).not.toBe(profile);
  });

  it('shows a signed-in user their change on the next page they load', async () => {
    const cookie = await harness.sessionCookie(PARTNER_HOMEOWNER.email, PARTNER_HOMEOWNER.password);
    const uuid = (await harness.gql(MeDocument, {}, cookie)).data?.me?.properties[0]?.propertyUuid;
    const dashboard = `/property/${uuid}/dashboard`;
    expect(await (await page(dashboard, cookie)).text()).toContain('Hi, Alex<');
    expect(await (await page(dashboard, cookie)).text()).toContain('Hi, Alex<');
    await renameOwner(cookie, 'Alexandra');
    try {
      expect(await (await page(dashboard, cookie)).text()).toContain('Hi, Alexandra<');
    } finally {
      await renameOwner(cookie, 'Alex');
    }
  });
});

describe('a page whose query failed', () => {
  it('is sent as the shell with the page’s status, to render in the browser, which asks again', async () => {
    const owner = await harness.sessionCookie(PARTNER_HOMEOWNER.email, PARTNER_HOMEOWNER.password);
    const uuid = (await harness.gql(MeDocument, {}, owner)).data?.me?.properties[0]?.propertyUuid;
    expect(uuid).toBeTruthy();
    // The owner's dashboard is rendered on the server; another user's answers NOT_FOUND.
    expect(await (await page(`/property/${uuid}/dashboard`, owner)).text()).toContain('Your partnership');
    const stranger = await harness.sessionCookie('demo@roofline.test', 'roofline-demo-2026');
    const response = await page(`/property/${uuid}/dashboard`, stranger);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('We can’t find that page');
    expect(html).not.toContain('__ROOFLINE_APOLLO_STATE__');
  });

  it('keeps a refused draft preview out of search results', async () => {
    const response = await page('/resources/article/preview/making-an-offer-in-a-competitive-market?token=not-a-token');
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('when the server cannot render', () => {
  it('sends the plain shell, which renders in the browser', async () => {
    const broken = await createTestApp({}, { web: { webRoot, serverEntry: path.join(webRoot, 'missing-entry.js') } });
    try {
      const response = await broken.request('/resources');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    } finally {
      await broken.close();
    }
  });
});
