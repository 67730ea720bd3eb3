import { DEMO, logInAsDemo, startDemoRefinanceApplication } from './demoUser';
import { expect, test, waitForHydration, type Locator, type Page } from './fixtures';
import { acknowledgePrivacyBanner } from './privacyBanner';

// A keyboard walk of the main pages: everything reached with Tab in a sensible order and
// activated with Enter (or typed), menus and dialogs closed with Escape, focus back on the
// control that opened them.

/** Presses Tab until `target` has focus; fails if it is not in the tab order within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the navigation: the skip link first, menus open with Enter and close with Escape back on their button', async ({ page }) => {
  await page.goto('/about');
  await acknowledgePrivacyBanner(page, { by: 'keyboard' });
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  await page.locator('body').focus();
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Resources' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Testimonials' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/testimonials$/);
});

test('the rates calculator: typed and chosen by keyboard, a result opened and closed with focus returned', async ({ page }) => {
  await page.goto('/rates');
  await acknowledgePrivacyBanner(page, { by: 'keyboard' });
  await page.locator('body').focus();

  const address = page.getByRole('combobox', { name: 'Property address' });
  await tabTo(page, address);
  await page.keyboard.type('1450 Larkin St, San Francisco, CA 94109');
  // Typing pauses may ask for suggestions on the way (San Antonio's Larkin St for "…, San"): the
  // list for the whole address is the one to choose from.
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/1450 Larkin St, San Francisco/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue(/1450 Larkin St, San Francisco, CA 94109/);

  await tabTo(page, page.getByLabel('Remaining mortgage amount'));
  await page.keyboard.type('420000');
  await tabTo(page, page.getByLabel('Estimated home value'));
  await page.keyboard.type('750000');
  const creditScore = page.getByLabel('Credit score');
  await tabTo(page, creditScore);
  await page.keyboard.type('760');
  await expect(creditScore).toHaveValue('SCORE_760_779');

  await tabTo(page, page.getByRole('button', { name: 'See my rates' }));
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Rates' });
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 20_000 });

  const details = list
    .getByRole('article')
    .first()
    .getByRole('button', { name: /See details/ });
  await tabTo(page, details, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog and Tab keeps it there.
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let presses = 0; presses < 15; presses++) await page.keyboard.press('Tab');
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});

test('logging in: the form filled and sent by keyboard, then the account menu by keyboard', async ({ page }) => {
  await page.goto('/login');
  await acknowledgePrivacyBanner(page, { by: 'keyboard' });
  await page.locator('body').focus();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  const account = page.getByRole('button', { name: /Hi, Dana/ });
  await expect(account).toBeVisible({ timeout: 15_000 });
  // The page reloads with the session: its server HTML shows the greeting before it is live.
  await waitForHydration(page);

  await page.locator('body').focus();
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();
});

test('the application: every question’s title takes focus, answers chosen and typed by keyboard, Continue and Back with Enter', async ({ page }) => {
  await logInAsDemo(page);
  const applicationUuid = await startDemoRefinanceApplication(page);
  await page.goto(`/application/refinance/${applicationUuid}`);
  const title = page.getByRole('heading', { level: 1 });
  const continueButton = page.getByRole('button', { name: 'Continue' });

  // The question arrives after the page and takes focus as it mounts: only then is the banner
  // answered, or that move of focus would take the banner's button from under the Enter key.
  await expect(title).toHaveText('Who is applying for this loan?');
  await expect(title).toBeFocused();
  await acknowledgePrivacyBanner(page, { by: 'keyboard' });

  // A choice: Tab reaches the first option, Space picks it, the arrow keys move the choice.
  // (On the first page of a visit focus starts at the top of the page, as on any page load.)
  await page.locator('body').focus();
  const justMe = page.getByRole('radio', { name: 'Just me' });
  await tabTo(page, justMe);
  await page.keyboard.press('Space');
  await expect(justMe).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Jointly with my spouse' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(justMe).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  // The next question's title takes focus, so a screen reader announces it; Space ticks a box.
  const legalName = page.getByRole('checkbox', { name: 'This is your full legal name' });
  await expect(title).toHaveText('What is your full legal name?');
  await expect(title).toBeFocused();
  await tabTo(page, legalName);
  await page.keyboard.press('Space');
  await expect(legalName).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  // Another name or not: the question keeps its default answer, Continue by keyboard.
  await expect(title).toHaveText(/another name|date of birth/);
  if (/another name/.test((await title.textContent()) ?? '')) {
    await expect(title).toBeFocused();
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');
  }

  // A typed answer, sent with Enter from the field itself.
  const birthDate = page.getByLabel('What is your date of birth?');
  await expect(birthDate).toBeVisible();
  await expect(title).toBeFocused();
  await tabTo(page, birthDate);
  await page.keyboard.type('04121986');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('What is your Social Security number?')).toBeVisible();

  // Back by keyboard returns to the answered question, its answer kept, its title focused.
  await expect(title).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(birthDate).toBeVisible();
  await expect(title).toBeFocused();
  await expect(birthDate).not.toHaveValue('');
});
