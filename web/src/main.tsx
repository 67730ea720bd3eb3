import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(container).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
}

void start();
