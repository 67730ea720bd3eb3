import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { logInAsDemo } from './demoUser';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GRAPHQL_HEADERS = { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' };

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: GRAPHQL_HEADERS, data: { query, variables } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Events the first-party store holds for this browser, read back through the API. */
async function storedEvents(page: Page): Promise<number> {
  const anonymousId = await page.evaluate(() => localStorage.getItem('roofline_anonymous_id'));
  if (!anonymousId) return 0;
  const data = await gql<{ analyticsActivity: { eventCount: number } }>(
    page.request,
    'query ($id: String!) { analyticsActivity(anonymousId: $id) { eventCount } }',
    { id: anonymousId },
  );
  return data.analyticsActivity.eventCount;
}

async function privacyCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'privacy_preferences');
  return cookie ? { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> } : null;
}

const bannerRegion = (page: Page) => page.getByRole('region', { name: /privacy choices/ });

test.describe('privacy consent', () => {
  test('a visitor acknowledges the banner and it stays gone after reload', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'OK' }).click();
    await expect(bannerRegion(page)).toHaveCount(0);

    const cookie = await privacyCookie(context);
    expect(cookie?.path).toBe('/');
    expect(cookie?.value).toMatchObject({ functionality: true, analytics: true, marketing: true, security: true, thirdParty: true });
    const acknowledged = Date.parse(String(cookie?.value.bannerLastAcknowledgedAt));
    expect(Math.abs(acknowledged - Date.now())).toBeLessThan(60_000);
    // Expires one year after being set (give or take a day for time zones and leap years).
    expect(Math.abs(cookie!.expires * 1000 - (acknowledged + 365 * 86_400_000))).toBeLessThan(2 * 86_400_000);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bannerRegion(page)).toHaveCount(0);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(bannerRegion(page)).toHaveCount(0);
  });

  test('a visitor who opts out of analytics has no further events stored', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => storedEvents(page)).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'OK' }).click();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy preferences' }).click();
    const analytics = page.getByRole('checkbox', { name: 'Analytics' });
    await expect(analytics).toBeChecked();
    await analytics.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your privacy preferences are saved.')).toBeVisible();
    expect((await privacyCookie(context))?.value.analytics).toBe(false);
    const afterOptOut = await storedEvents(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homeownership, with a partner on your side.');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Even a request sent by hand is refused by the server while the cookie says no.
    const direct = await page.request.post('/api/v1/events', {
      headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
      data: { type: 'page_view', path: '/by-hand', anonymousId: await page.evaluate(() => localStorage.getItem('roofline_anonymous_id')) },
    });
    expect(direct.status()).toBe(204);
    expect(await storedEvents(page)).toBe(afterOptOut);
  });

  test('the privacy preferences page is taken over as the server rendered it, then shows what this browser recorded', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await logInAsDemo(page);
    expect(await page.evaluate(() => localStorage.getItem('roofline_anonymous_id'))).toBeTruthy();
    await page.goto('/legal/privacy-preferences');
    await expect(page.getByTestId('analytics-event-count')).toContainText('recorded from this browser');
    // The server has no browser storage: reading it while rendering made React throw the server's HTML away.
    expect(pageErrors).toEqual([]);
  });

  test("a logged-in user's choices follow them to a new browser", async ({ browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await logInAsDemo(page);
    await page.goto('/legal/privacy-preferences');
    await page.getByRole('checkbox', { name: 'Marketing' }).uncheck();
    await page.getByRole('checkbox', { name: 'Analytics' }).uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your privacy preferences are saved.')).toBeVisible();
    await first.close();

    const second = await browser.newContext();
    const other = await second.newPage();
    await logInAsDemo(other);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bannerRegion(other)).toHaveCount(0);
    await expect.poll(async () => (await privacyCookie(second))?.value.analytics).toBe(false);
    await other.goto('/legal/privacy-preferences');
    await expect(other.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await expect(other.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await expect(other.getByRole('checkbox', { name: 'Functionality' })).toBeChecked();

    // Leave the demo account as it was for other suites.
    await other.getByRole('button', { name: 'Allow all' }).click();
    await other.getByRole('button', { name: 'Save preferences' }).click();
    await expect(other.getByText('Your privacy preferences are saved.')).toBeVisible();
    await second.close();
  });
});

test.describe('content routes', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // An acknowledged visitor, so the banner does not cover what is being checked.
    const value = encodeURIComponent(
      JSON.stringify({
        functionality: true,
        analytics: true,
        marketing: true,
        security: true,
        thirdParty: true,
        bannerLastAcknowledgedAt: new Date().toISOString(),
      }),
    );
    await context.addCookies([{ name: 'privacy_preferences', value, url: baseURL! }]);
  });

  const pages: Array<[string, string, string]> = [
    ['/', 'Own more of your home, owe less on it.', 'Homeowners who partnered with us'],
    ['/partner', 'Cash from your home, without a new loan.', 'Who qualifies'],
    ['/cash', 'Use your equity. Keep your rate.', 'Four ways to get cash from your home'],
    ['/savings', 'A smaller mortgage payment, two ways.', 'What a lower rate is worth'],
    ['/about', 'Homeownership, with a partner on your side.', 'What we believe'],
    ['/faq', 'Frequently asked questions', 'Does checking my rates affect my credit score?'],
    ['/testimonials', 'In our customers’ words', 'Sacramento, CA'],
    ['/buy/waitlist', 'Buy your next home with a partner', 'Join the waitlist'],
    ['/resources', 'Resources', 'When does refinancing make sense?'],
    ['/resources/categories/home-equity', 'Home equity partnership', 'Buying back your equity, a little at a time'],
    ['/legal/cookie-policy', 'Cookie policy', 'privacy_preferences'],
    ['/legal/credit-pull-notice', 'Credit pull notice', 'Fair Credit Reporting Act'],
    ['/legal/electronic-documents-policy', 'Electronic documents policy', 'E-SIGN'],
    ['/legal/privacy-policy', 'Privacy policy', 'We do not sell your personal information.'],
    ['/legal/privacy-preferences', 'Privacy preferences', 'Save preferences'],
    ['/legal/terms-of-use', 'Terms of use', 'Rates and estimates are not offers'],
    ['/legal/social-media-guidelines', 'Social media guidelines', 'Protect your information'],
    ['/404', 'We can’t find that page', 'Go to the home page'],
    ['/no-such-page', 'We can’t find that page', 'Go to the home page'],
  ];
  for (const [route, heading, text] of pages) {
    test(`${route} renders its content`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      expect(await page.title()).toMatch(/ \| Roofline$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    });
  }

  test('every published article renders its body', async ({ page }) => {
    const data = await gql<{ articles: { articles: Array<{ slug: string; title: string }> } }>(
      page.request,
      '{ articles(limit: 50) { articles { slug title } } }',
    );
    expect(data.articles.articles.length).toBeGreaterThanOrEqual(6);
    for (const article of data.articles.articles) {
      await page.goto(`/resources/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.locator('main h2').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Keep reading' })).toBeVisible();
    }
    await page.goto('/resources/when-does-refinancing-make-sense');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /savings cross the closing costs/ })).toBeVisible();
  });

  test('old article addresses redirect', async ({ page }) => {
    for (const old of [
      '/blog/how-points-and-lender-credits-work',
      '/article/how-points-and-lender-credits-work',
      '/resources/refinancing/how-points-and-lender-credits-work',
    ]) {
      const response = await page.goto(old);
      expect(response?.request().redirectedFrom()?.url()).toContain(old);
      await expect(page).toHaveURL(/\/resources\/how-points-and-lender-credits-work$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('How points and lender credits work');
    }
    await page.goto('/resources/what-is-a-home-equity-investment');
    await expect(page).toHaveURL(/\/resources$/);
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  });

  test('a draft is readable only with a signed preview token from the command', async ({ page }) => {
    const slug = 'making-an-offer-in-a-competitive-market';
    await page.goto(`/resources/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    const token = execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli/contentPreviewToken.ts', slug], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: path.join(ROOT, '.data/e2e'), LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    await page.goto(`/resources/article/preview/${slug}?token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Making an offer in a competitive market');
    await expect(page.getByText('Draft preview')).toBeVisible();
    await page.goto(`/resources/article/preview/${slug}?token=${token.slice(0, -2)}xx`);
    await expect(page.getByText('This preview link doesn’t work')).toBeVisible();
  });

  test('program pages follow the programs flag', async ({ page }) => {
    const { featureFlags } = await gql<{ featureFlags: { programs: boolean } }>(page.request, '{ featureFlags { programs } }');
    await page.goto('/purchase/listing');
    if (featureFlags.programs) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home buying programs');
      await page.getByLabel('State').selectOption('CA');
      await expect(page.getByRole('heading', { name: 'CalHFA MyHome Assistance Program' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' })).toHaveCount(0);
    }
  });

  test('the waitlist form stores a sign-up', async ({ page }) => {
    await page.goto('/buy/waitlist');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Email').fill(`jordan.${Date.now()}@example.com`);
    await page.getByLabel('ZIP code where you’re buying').fill('78701');
    await page.getByLabel('Where are you in your search? (optional)').selectOption('OPEN_HOUSES');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'You’re on the list, Jordan' })).toBeVisible();
    await expect(page.getByText('opens in TX')).toBeVisible();
  });

  test('the navigation folds behind Menu on a phone and works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Resources' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
  });
});
