import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/node';
import { mockSession } from '../../mocks/session';
import { resetMockData } from '../../mocks/fixtures';
import { mockFlags } from '../../mocks/flags';
import { failOnLeftovers, reportLeftover, watchConsole, watchProcess } from './leftoverErrors';

// Two cores run every suite at once in CI: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so scrolling is a no-op here (tests that care spy on it).
window.scrollTo = () => undefined;

watchConsole();
const stopWatchingProcess = watchProcess();

beforeAll(() => {
  mockServer.listen({
    onUnhandledRequest(request, print) {
      reportLeftover('request no mock answers', `${request.method} ${request.url}`);
      print.error();
    },
  });
  // A handler that throws answers 500 and the UI may carry on; the test must not.
  mockServer.events.on('unhandledException', ({ request, error }) => {
    reportLeftover(`exception in the mock handler for ${request.method} ${request.url}`, error);
  });
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  mockSession.set(false);
  mockFlags.reset();
  resetMockData();
  failOnLeftovers();
});
afterAll(() => {
  mockServer.close();
  stopWatchingProcess();
  // Anything that arrived after the last test still fails this file.
  failOnLeftovers();
});
