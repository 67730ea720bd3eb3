import { expectAccessible } from './accessibility';
import { logInAsDemo, startDemoRefinanceApplication } from './demoUser';
import { test, type Page } from './fixtures';

// Every route, at phone and desktop widths, logged out and logged in, checked by axe-core
// against WCAG 2.1 A and AA and axe's best practices. Any violation fails, with what and where in the message.

// The largest file of the suite (about half its browser time, mostly axe's own analysis): its
// tests are independent, so every worker takes a share instead of one worker running them all.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

const PUBLIC_ROUTES = [
  '/',
  '/partner',
  '/cash',
  '/savings',
  '/about',
  '/faq',
  '/testimonials',
  '/programs',
  '/finance/programs',
  '/purchase/programs',
  '/finance/listing',
  '/purchase/listing',
  '/finance/details/conventional-rate-and-term',
  '/resources',
  '/resources/categories/home-equity',
  '/resources/when-does-refinancing-make-sense',
  '/buy/waitlist',
  '/rates',
  '/rates/summary',
  '/refinance/offers',
  '/refinance/compare',
  '/application/refinance',
  '/application/partner',
  '/login',
  '/login/forgot-password',
  '/login/reset-password/not-a-real-token',
  '/signup/verify-email',
  '/legal/cookie-policy',
  '/legal/credit-pull-notice',
  '/legal/electronic-documents-policy',
  '/legal/privacy-policy',
  '/legal/privacy-preferences',
  '/legal/terms-of-use',
  '/legal/social-media-guidelines',
  '/404',
  '/no-such-page',
];

/** Logged in: the login-only pages, plus the pages whose content changes with a user. */
const ACCOUNT_ROUTES = ['/', '/profile', '/rates', '/legal/privacy-preferences', '/resources'];
/** Logged in: the application starts (they list the user's applications), and one refinance application. */
const APPLICATION_ROUTES = ['/application/refinance', '/application/partner'];

async function expectNoViolations(page: Page, route: string) {
  await page.goto(route);
  // Loading placeholders and lazy content settle before the page is judged.
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, route);
}

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width.name} width, logged out`, () => {
    test.use({ viewport: width.viewport });
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await expectNoViolations(page, route);
      });
    }
  });

  test.describe(`accessibility at ${width.name} width, logged in`, () => {
    test.use({ viewport: width.viewport });
    test('every account page has no axe violations', async ({ page }) => {
      // Several pages in one signed-in test, each fully analysed.
      test.slow();
      await logInAsDemo(page);
      for (const route of ACCOUNT_ROUTES) {
        await test.step(route, () => expectNoViolations(page, route));
      }
    });

    // A test of its own: the application pages are the slowest to settle.
    test('every application page has no axe violations', async ({ page }) => {
      test.slow();
      await logInAsDemo(page);
      const applicationUuid = await startDemoRefinanceApplication(page);
      for (const route of [...APPLICATION_ROUTES, `/application/refinance/${applicationUuid}`]) {
        await test.step(route, () => expectNoViolations(page, route));
      }
    });
  });
}
