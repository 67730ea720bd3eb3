import { render } from '@testing-library/react';
import { ReadyDataProvider } from '../lib/data/ReadyDataProvider';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../app/apollo';
import { routes } from '../app/routes';

/** The real route table, Apollo client and transport, answered by the MSW handlers of mocks/. */
export function renderRoutes(initialPath: string) {
  const client = createApolloClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <ReadyDataProvider client={client}>
      <RouterProvider router={router} />
    </ReadyDataProvider>,
  );
  return { ...utils, router, client };
}
