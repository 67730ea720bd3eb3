import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

// Every route, at phone and desktop widths, logged out and logged in, checked by axe-core
// against WCAG 2.1 A and AA. Any violation fails, with what and where in the message.

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };
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
const ACCOUNT_ROUTES = ['/', '/profile', '/rates', '/application/refinance', '/legal/privacy-preferences', '/resources'];

async function expectNoViolations(page: Page, route: string) {
  await page.goto(route);
  // Loading placeholders and lazy content settle before the page is judged.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
  // Soft: one route's violations do not hide the next route's.
  expect.soft(found, `${route}\n${found.join('\n')}`).toEqual([]);
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /Hi, / })).toBeVisible();
}

/** A refinance application of the demo user's, so its page can be checked too. */
async function startApplication(page: Page): Promise<string> {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', { headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' }, data: { query, variables } });
    return (await response.json()) as { data: Record<string, { prequals?: Array<{ uuid: string }>; refinanceApplication?: { uuid: string } }> };
  };
  const prequal = await gql('mutation ($input: PrequalInput!) { createPrequal(prequalInput: $input) { prequals { uuid } } }', {
    input: {
      propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109' },
      propertyUse: 'PRIMARY_RESIDENCE',
      propertyType: 'SINGLE_FAMILY',
      estimatedPropertyValue: 985000,
      outstandingMortgageBalance: 540000,
      productFunnel: 'FINANCING',
    },
  });
  const prequalUuid = prequal.data.createPrequal!.prequals![0]!.uuid;
  const started = await gql('mutation ($input: StartRefinanceApplicationInput!) { startRefinanceApplication(input: $input) { refinanceApplication { uuid } } }', { input: { prequalUuid } });
  return started.data.startRefinanceApplication!.refinanceApplication!.uuid;
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
      await logIn(page);
      const applicationUuid = await startApplication(page);
      for (const route of [...ACCOUNT_ROUTES, `/application/refinance/${applicationUuid}`]) {
        await test.step(route, () => expectNoViolations(page, route));
      }
    });
  });
}
