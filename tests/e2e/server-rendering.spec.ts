import { expect, test, type Page } from './fixtures';
import { logInAsDemo } from './demoUser';

const ARTICLE = '/resources/when-does-refinancing-make-sense';

/** Errors the page logs or throws (a hydration mismatch is reported as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The scripts and GraphQL calls a page makes, as they happen. */
function watchRequests(page: Page) {
  const graphql: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/graphql') graphql.push(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  return { graphql, scriptsNamed: (name: string) => scripts.filter((script) => script.startsWith(`/js/${name}-`)) };
}

test.describe('pages rendered on the server', () => {
  test('the HTML already holds each public page, its title and description', async ({ request }) => {
    const pages = [
      { path: '/', title: 'Own more of your home, owe less on it | Roofline', heading: 'Own more of your home, owe less on it.' },
      { path: '/resources', title: 'Resources | Roofline', heading: 'Resources' },
      { path: ARTICLE, title: 'When does refinancing make sense? | Roofline', heading: 'When does refinancing make sense?' },
      { path: '/faq', title: 'Frequently asked questions | Roofline', heading: 'Frequently asked questions' },
      { path: '/legal/privacy-policy', title: 'Privacy policy | Roofline', heading: 'Privacy policy' },
      { path: '/rates', title: 'Refinance rates | Roofline', heading: 'Refinance rates' },
    ];
    for (const expected of pages) {
      const response = await request.get(expected.path);
      expect(response.status(), expected.path).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      const html = await response.text();
      expect(html, expected.path).toContain(`<title>${expected.title.replace('?', '?')}</title>`);
      expect(html, expected.path).toMatch(new RegExp(`<h1[^>]*>${expected.heading.replace(/[.?]/g, '\\$&')}</h1>`));
      expect(html).not.toContain('<div id="root"></div>');
      // The visitor is not logged in: the navigation offers the login link.
      expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>Log in<\/a>/);
    }
    const article = await (await request.get(ARTICLE)).text();
    expect(article).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(article).not.toContain('content="Roofline: live refinance rates, home equity partnership and purchase financing."');
  });

  test('an unknown page answers 404 and a login-only page redirects before any HTML', async ({ request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('We can’t find that page');

    const profile = await request.get('/profile', { maxRedirects: 0 });
    expect(profile.status()).toBe(302);
    expect(profile.headers().location).toBe('/login/?redirectUrl=%2Fprofile');
  });

  test('a logged-in visitor gets their own navigation in the HTML, never cached for others', async ({ page }) => {
    await logInAsDemo(page);

    const response = await page.request.get('/');
    expect(response.headers().vary).toContain('Cookie');
    const html = await response.text();
    expect(html).toContain('Hi, Dana');
    expect(html).not.toMatch(/>Log in<\/a>/);
  });

  test('the home page needs no GraphQL client until the visitor goes on to a page that asks', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Own more of your home, owe less on it.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.graphql).toEqual([]);
    expect(requests.scriptsNamed('apollo')).toEqual([]);

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('link', { name: /When does refinancing make sense/ }).first()).toBeVisible();
    expect(requests.scriptsNamed('apollo')).toHaveLength(1);
  });

  test('a worker loads the locale data as the page arrives, under the page’s script policy', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const errors = collectErrors(page);
    await page.goto('/rates');
    await expect(page.getByRole('heading', { level: 1, name: 'Refinance rates' })).toBeVisible();
    // The built page names the worker by its content's hash (web/hashedPublicFiles.ts): a year's cache.
    await expect.poll(() => workers).toEqual([expect.stringMatching(/^\/js\/locale-data-[\w-]{8}\.js$/)]);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the rates page loads the GraphQL client with the first address typed, not before', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/rates');
    await expect(page.getByRole('heading', { level: 1, name: 'Refinance rates' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.scriptsNamed('apollo')).toEqual([]);

    await page.getByRole('combobox', { name: 'Property address' }).fill('1450 Larkin St, San Francisco, CA 94109');
    await expect(page.getByRole('option', { name: /1450 Larkin St/ }).first()).toBeVisible();
    expect(requests.scriptsNamed('apollo')).toHaveLength(1);
  });

  test('a visitor starts the prequal questions with no GraphQL client; it loads as they answer', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/application/refinance');
    await expect(page.getByRole('heading', { name: 'Which home would you like to refinance?' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.scriptsNamed('apollo')).toEqual([]);
    expect(requests.scriptsNamed('FinishPrequal')).toEqual([]);

    await page.getByLabel('Street address').fill('1450 Larkin St');
    await page.getByLabel('City').fill('San Francisco');
    await page.getByLabel('State').selectOption('CA');
    await page.getByLabel('ZIP code').fill('94109');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radio', { name: 'Primary' })).toBeVisible();
    await expect.poll(() => requests.scriptsNamed('FinishPrequal')).toHaveLength(1);
    await expect.poll(() => requests.scriptsNamed('apollo')).toHaveLength(1);
  });

  for (const path of ['/', '/resources', ARTICLE, '/rates', '/login']) {
    test(`${path} hydrates without errors and works in the browser`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Live controls: the More menu opens from the keyboard.
      await page.getByRole('button', { name: 'More' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'FAQ' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
