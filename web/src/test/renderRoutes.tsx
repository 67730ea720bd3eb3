import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../app/apollo';
import { routes } from '../app/routes';

/** The real route table, Apollo client and transport, answered by the MSW handlers of mocks/. */
export function renderRoutes(initialPath: string) {
  const client = createApolloClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...utils, router, client };
}
