import { act, render } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createMemoryHistory as createMemoryHistory, type Location, type To } from 'react-router';
import { ReadyDataProvider } from '../lib/data/ReadyDataProvider';
import { createApolloClient } from '../app/apollo';
import { AppRoutes } from '../app/AppRoutes';
import { loadPageCode } from '../app/routes';

/** What a test reads of the router (the address it is at) and does with it (navigate). */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number): Promise<void>;
}

/**
 * The real route table, in the browser's router mode (BrowserRouter is this router over the
 * address bar's history; here a memory history stands in for it, and like the address bar it
 * changes the moment the app navigates), with the real Apollo client and transport, answered by
 * the MSW handlers of mocks/. The first page's code is loaded before rendering, as the browser's
 * preload does: compiling a page's modules is the test runner's work, and must not eat into a
 * findBy's wait for the page.
 */
export async function renderRoutes(initialPath: string) {
  await loadPageCode(new URL(initialPath, 'http://localhost').pathname);
  const client = createApolloClient();
  const history = createMemoryHistory({ initialEntries: [initialPath], v5Compat: true });
  const utils = render(
    <ReadyDataProvider client={client}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </ReadyDataProvider>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        return history.location;
      },
    },
    async navigate(to) {
      await act(async () => {
        if (typeof to === 'number') history.go(to);
        else history.push(to);
      });
    },
  };
  return { ...utils, router, client };
}
