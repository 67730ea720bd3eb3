import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/**
 * axe-core's rules as the accessibility tools people install run them: WCAG 2.1 A and AA plus
 * axe's best practices (unique landmarks, one main, headings in order, ...).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Checks the page as it is now; soft, so one screen's findings do not hide the next's. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect.soft(found, `${screen}\n${found.join('\n')}`).toEqual([]);
}
