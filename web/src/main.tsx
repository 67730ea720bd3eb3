import './lib/strictCsp';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import './styles/global.css';

async function start() {
  // npm run dev:mock: every GraphQL and REST call is answered in the browser by MSW.
  if (import.meta.env.VITE_MOCK_API) {
    const { startMockWorker } = await import('../../mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <AppRoot />
    </StrictMode>
  );
  // The server sends the page already rendered (api/src/rendering): React takes it over in
  // place, as a transition, so hydrating yields to the browser instead of holding the main thread.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
