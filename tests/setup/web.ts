import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/node';
import { mockSession } from '../../mocks/session';
import { resetMockData } from '../../mocks/fixtures';

// Two cores run every suite at once in CI: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so scrolling is a no-op here (tests that care spy on it).
window.scrollTo = () => undefined;

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  mockSession.set(false);
  resetMockData();
});
afterAll(() => mockServer.close());
