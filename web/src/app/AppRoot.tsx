import { useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo';
import { routes } from './routes';

/** The browser entry: one Apollo client and the route table. */
export function AppRoot() {
  const client = useMemo(() => createApolloClient(), []);
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
