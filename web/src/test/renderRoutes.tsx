import { render } from '@testing-library/react';
import { ReadyDataProvider } from '../lib/data/ReadyDataProvider';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../app/apollo';
import { loadPageCode, routes } from '../app/routes';

/**
 * The real route table, Apollo client and transport, answered by the MSW handlers of mocks/.
 * The first page's code is loaded before rendering, as the browser's preload does: compiling a
 * page's modules is the test runner's work, and must not eat into a findBy's wait for the page.
 */
export async function renderRoutes(initialPath: string) {
  await loadPageCode(new URL(initialPath, 'http://localhost').pathname);
  const client = createApolloClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <ReadyDataProvider client={client}>
      <RouterProvider router={router} />
    </ReadyDataProvider>,
  );
  return { ...utils, router, client };
}
