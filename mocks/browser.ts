import { setupWorker } from 'msw/browser';
import { createMockHandlers } from './handlers';
import { mockProperties } from './properties';

/** npm run dev:mock: the web app with no server at all. */
export async function startMockWorker() {
  // ?mockProperties=0, 1 (the default) or 3: the homeowner's properties, for the dashboard link or group.
  const count = new URLSearchParams(window.location.search).get('mockProperties');
  if (count === '0' || count === '1' || count === '3') mockProperties.useScenario(Number(count) as 0 | 1 | 3);
  const worker = setupWorker(...createMockHandlers());
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
}
