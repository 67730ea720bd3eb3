import { expect, test, type Locator } from './fixtures';
import { acknowledgePrivacyBanner } from './privacyBanner';

/** The privacy banner sits over the foot of the page; acknowledge it when it shows. */
/** The monthly payments on the rate cards shown, in order. */
async function monthlyPayments(list: Locator): Promise<number[]> {
  const texts = await list.getByRole('article').allTextContents();
  return texts.map((text) => {
    const match = /\$([\d,]+(?:\.\d{2})?)amonth/.exec(text.replace(/\s+/g, ''));
    if (!match?.[1]) throw new Error(`No monthly payment on a card: ${text}`);
    return Number(match[1].replace(/,/g, ''));
  });
}

test('finds rates for a chosen address, re-sorts them and opens an option', async ({ page }) => {
  await page.goto('/rates');
  await acknowledgePrivacyBanner(page);

  const address = page.getByRole('combobox', { name: 'Property address' });
  await address.fill('1450 Larkin St, San Francisco, CA 94109');
  await page
    .getByRole('option', { name: /1450 Larkin St/ })
    .first()
    .click();
  await expect(address).toHaveValue(/1450 Larkin St, San Francisco, CA 94109/);

  await page.getByLabel('Remaining mortgage amount').fill('420,000');
  await page.getByLabel('Estimated home value').fill('750,000');
  await page.getByLabel('Credit score').selectOption({ label: '760-779' });
  await page.getByRole('button', { name: 'See my rates' }).click();

  const list = page.getByRole('list', { name: 'Rates' });
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Sort by')).toHaveValue('MOST_POPULAR');

  await page.getByLabel('Sort by').selectOption('LOWEST_PAYMENT');
  await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await expect
    .poll(async () => {
      const payments = await monthlyPayments(list);
      return payments.every((payment, index) => index === 0 || payments[index - 1]! <= payment);
    })
    .toBe(true);

  await page.getByLabel('Sort by').selectOption('LOWEST_APR');
  await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await expect(list.getByRole('article').first()).toContainText('Lowest APR');

  const first = list.getByRole('article').first();
  await first.getByRole('button', { name: /See details/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Closing costs' })).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: 'J. Total Closing Costs' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Principal and interest over time' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Points or lender credits' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await first.getByRole('button', { name: 'Choose this rate' }).click();
  await expect(page).toHaveURL(/\/rates\/summary$/);
  await expect(page.getByRole('heading', { name: 'Your rate summary' })).toBeVisible();
});

test('an incomplete form asks to complete all fields with the filters open', async ({ page }) => {
  await page.goto('/rates');
  await acknowledgePrivacyBanner(page);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Remaining mortgage amount')).toBeHidden();

  await page.getByRole('button', { name: 'See my rates' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete all fields.' })).toBeVisible();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Remaining mortgage amount')).toBeVisible();
});
