import { setupWorker } from 'msw/browser';
import { createMockHandlers } from './handlers';

/** npm run dev:mock: the web app with no server at all. */
export async function startMockWorker() {
  const worker = setupWorker(...createMockHandlers());
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  return worker;
}
