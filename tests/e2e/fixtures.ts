import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

// Pages arrive rendered by the server and become live when the browser hydrates them
// (web/src/app/HydrationMarker.tsx). Loads wait for that, so a test never clicks inert HTML.
const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

const wrapped = new WeakSet<Page>();

function waitOnLoads(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

function waitOnLoadsInContext(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitOnLoads);
  context.on('page', waitOnLoads);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitOnLoads(page);
    return page;
  };
  return context;
}

export const test = base.extend<{}, { hydratingBrowser: void }>({
  context: async ({ context }, use) => {
    await use(waitOnLoadsInContext(context));
  },
  // Contexts a test opens itself (a second browser) wait too.
  hydratingBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => waitOnLoadsInContext(await newContext(...args));
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
