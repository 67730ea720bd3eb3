import { expect, type Page, type TestInfo } from './fixtures';

const WIDTHS = [390, 1280] as const;

/**
 * Shows a walk's screen at a phone's and a desktop's width and saves both, full page, under the
 * test's output folder (`<name>-390.png`, `<name>-1280.png`) for a person to look at. At either
 * width the page must not scroll sideways. The walk then goes on at its own width.
 */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px scrolls sideways` }).toBe(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}
