import { useMemo } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ReadyDataProvider } from '../web/src/lib/data/ReadyDataProvider';
import { MemoryRouter } from 'react-router';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createApolloClient } from '../web/src/app/apollo';
import { createMockHandlers } from '../mocks/handlers';
import { mockSession } from '../mocks/session';
import '../web/src/styles/global.css';

/** Each story gets its own Apollo cache and router, starting at parameters.route (default '/'). */
const withApp: Decorator = (Story, context) => {
  const client = useMemo(() => createApolloClient(), [context.id]);
  const route = (context.parameters.route as string | undefined) ?? '/';
  mockSession.set(Boolean(context.parameters.loggedIn));
  return (
    <ReadyDataProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </ReadyDataProvider>
  );
};

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...createMockHandlers());
      await worker.start({
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest(request, print) {
          const url = new URL(request.url);
          if (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api/')) print.warning();
        },
      });
      return worker;
    }),
  ],
  decorators: [withApp],
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
