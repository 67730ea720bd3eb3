import { logIn } from './demoUser';
import { expect, test, waitForHydration, type Page } from './fixtures';

// What a phone shows: no page scrolls sideways at 390 px (a wide table scrolls in its own box),
// and no button is stretched to the height of the panel beside it at 1280 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PARTNER = { email: 'partner@roofline.test', password: 'roofline-partner-2026' };
const CO_OWNER = { email: 'coowner@roofline.test', password: 'roofline-coowner-2026' };
/** Taller than any button of the design system, on one line or two. */
const TALLEST_BUTTON_PX = 64;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The homeowner's dashboard, reached through the navigation (a menu button on a phone). */
async function openDashboard(page: Page): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]+\/dashboard$/);
  return /\/property\/([0-9a-f-]+)\/dashboard/.exec(page.url())![1]!;
}

test('the homeowner’s and the co-owner’s dashboards fit a phone, their tables scrolling in their own boxes', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, PARTNER);
  const uuid = await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Ownership over time' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Equity ledger' })).toBeVisible();
  expect(await pageWidth(page)).toBe(PHONE.width);

  const coOwner = await browser.newPage({ viewport: PHONE });
  await logIn(coOwner, CO_OWNER);
  await coOwner.goto(`/partner/property/${uuid}/dashboard`);
  await waitForHydration(coOwner);
  await expect(coOwner.getByRole('heading', { name: 'Ownership over time' })).toBeVisible();
  expect(await pageWidth(coOwner)).toBe(PHONE.width);
  await coOwner.close();
});

test('the purchase sign-up’s buttons keep a button’s height beside the tall panels', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/purchase/create-account');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: 'Create my account and apply' });
  await expect(submit).toBeVisible();
  for (const button of await page.getByRole('main').getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, (await button.textContent()) ?? undefined).toBeLessThanOrEqual(TALLEST_BUTTON_PX);
  }
});
