import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyClientSource } from '../lib/data/clientSource';
import { DataProvider } from '../lib/data/DataProvider';
import { AppRoutes } from './AppRoutes';
import { readApolloState, readQueryResults } from './ssr/serverData';

/** Apollo's code is a chunk of its own, loaded on first need (lib/data/clientSource.ts). */
async function createBrowserClient() {
  const { createApolloClient } = await import('./apollo');
  const client = createApolloClient();
  const state = readApolloState();
  if (state) client.cache.restore(state);
  return client;
}

/** The browser entry: the app's data (with what the server rendered with) and the route table. */
export function AppRoot() {
  const source = useMemo(() => lazyClientSource(createBrowserClient), []);
  const serverResults = useMemo(() => readQueryResults(), []);
  return (
    <DataProvider source={source} serverResults={serverResults}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </DataProvider>
  );
}
