import { useLocation, useRoutes } from 'react-router';
import { routes } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The route table rendered by whichever router surrounds it: BrowserRouter in the browser,
 * StaticRouter on the server, MemoryRouter in tests. The declarative routers leave react-router's
 * data router (loaders, actions, fetchers), which the app does not use, out of the entry chunk.
 */
export function AppRoutes() {
  return <RouteErrorBoundary location={useLocation()}>{useRoutes(routes)}</RouteErrorBoundary>;
}
