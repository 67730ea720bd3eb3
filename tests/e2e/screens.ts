import { expect, type Page, type TestInfo } from './fixtures';

const WIDTHS = [390, 1280] as const;
/** Soft: the walk goes on to its end, then fails naming every screen that scrolls sideways. */
const softExpect = expect.configure({ soft: true });

/**
 * The outermost elements that reach past the page's width (tag, class and right edge), none when
 * the page does not scroll sideways: a failure names what to fix.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
    return wide
      .filter((element) => !element.parentElement || !wide.includes(element.parentElement))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)} right ${Math.round(element.getBoundingClientRect().right)}`);
  });

/**
 * Shows a walk's screen at a phone's and a desktop's width and saves both, full page, under the
 * test's output folder (`<name>-390.png`, `<name>-1280.png`) for a person to look at. At either
 * width the page must not scroll sideways. The walk then goes on at its own width.
 */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    await softExpect.poll(() => overflowing(page), { message: `${name} at ${width} px scrolls sideways` }).toEqual([]);
  }
  if (own) await page.setViewportSize(own);
}
