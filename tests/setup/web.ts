import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/node';
import { mockSession } from '../../mocks/session';
import { resetMockData } from '../../mocks/fixtures';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  mockSession.set(false);
  resetMockData();
});
afterAll(() => mockServer.close());
