import { expect, type Page } from './fixtures';

/**
 * Answers the privacy banner when this visit shows it: a first visit does, and so does the first
 * log-in of an account with no saved choices. It appears once the flags (and a logged-in user's
 * saved choices) have loaded, so it is given a moment to. `by: 'keyboard'` focuses OK and presses
 * Enter: call that once the page has settled, since a question's title takes focus as it mounts.
 */
export async function acknowledgePrivacyBanner(page: Page, { by = 'mouse' }: { by?: 'mouse' | 'keyboard' } = {}) {
  const ok = page.getByRole('region', { name: /privacy choices/ }).getByRole('button', { name: 'OK' });
  const shown = await ok.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  if (by === 'keyboard') {
    await ok.focus();
    await expect(ok).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await ok.click();
  }
  await expect(ok).toBeHidden();
}
