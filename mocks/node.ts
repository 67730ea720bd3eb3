import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { createMockHandlers } from './handlers';

// MOCK_LATENCY_MS slows every mocked answer (npm run test:stress -- --latency N): a test that
// reads the screen before the answer it depends on has arrived then fails every time, not once
// in a busy minute. The handler answers nothing, so each request goes on to the real mock.
const latency = Number(process.env.MOCK_LATENCY_MS ?? 0);
const slowNetwork = latency > 0 ? [http.all('*', async () => void (await delay(latency)))] : [];

/** The same handlers for Vitest component tests. */
export const mockServer = setupServer(...slowNetwork, ...createMockHandlers());
