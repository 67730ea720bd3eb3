import { test as base, expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';

// Pages arrive rendered by the server and become live when the browser hydrates them
// (web/src/app/HydrationMarker.tsx). Loads wait for that, so a test never clicks inert HTML.
// A load the app starts itself (the reload after logging in) is awaited with this explicitly.
export const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

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

// Every Content-Security-Policy violation in any page of the test, whichever context it opened in.
const cspViolations: string[] = [];
const watched = new WeakSet<BrowserContext>();

function watchForCspViolations(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  // The page reports each violation as an event; Chromium also logs blocked inline code.
  void context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
}

// Every page the browser could not take over from the server's HTML: React reports the mismatch
// (418, or 425 for text) and renders the page again from nothing.
const hydrationErrors: string[] = [];
const HYDRATION_ERROR = /Minified React error #(418|425)\b|Hydration failed/;

function watchForHydrationErrors(context: BrowserContext): void {
  context.on('weberror', (webError) => {
    const error = webError.error();
    if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(`${webError.page()?.url() ?? ''}: ${error.message.split('\n')[0]}`);
  });
}

function waitOnLoadsInContext(context: BrowserContext): BrowserContext {
  watchForCspViolations(context);
  watchForHydrationErrors(context);
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
  // A test fails on any Content-Security-Policy violation in its pages, and on any page the
  // browser had to render again instead of taking over the server's HTML.
  context: async ({ context }, use) => {
    cspViolations.length = 0;
    hydrationErrors.length = 0;
    await use(waitOnLoadsInContext(context));
    baseExpect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    baseExpect(hydrationErrors, 'pages rendered again instead of hydrated').toEqual([]);
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
