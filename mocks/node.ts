import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { createMockHandlers } from './handlers';

// MOCK_LATENCY_MS slows every mocked answer (npm run test:stress -- --latency N): a test that
// reads the screen before the answer it depends on has arrived then fails every time, not once
// in a busy minute. The handler answers nothing, so each request goes on to the real mock.
const latency = Number(process.env.MOCK_LATENCY_MS ?? 0);
const slowNetwork = latency > 0 ? [http.all('*', async () => void (await delay(latency)))] : [];

const defaultHandlers = () => [...slowNetwork, ...createMockHandlers()];

/** The same handlers for Vitest component tests. */
export const mockServer = setupServer(...defaultHandlers());

// MSW's resetHandlers(...handlers) also makes those handlers the ones every later reset returns
// to, so one test's override (a refusal, a flag turned off) would outlive the test and decide the
// next ones' outcome by their order. Here a test's handlers last until the next reset, the
// defaults come back after it, and the slow network stays in front of both.
const resetToDefaults = mockServer.resetHandlers.bind(mockServer);
mockServer.resetHandlers = (...handlers: Parameters<typeof resetToDefaults>) => {
  resetToDefaults(...defaultHandlers());
  if (handlers.length > 0) mockServer.use(...slowNetwork, ...handlers);
};
