import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { createMockHandlers } from '#mocks/handlers';
import { mockProperties } from '#mocks/properties';
import PropertyDashboardPage from './PropertyDashboardPage';

const [workedExample, , purchase] = mockProperties.uuids;

function Page() {
  return (
    <Routes>
      <Route path="/property/:uuid/dashboard" element={<PropertyDashboardPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Properties/PropertyDashboardPage',
  component: Page,
  parameters: { loggedIn: true, route: `/property/${workedExample}/dashboard` },
  beforeEach: () => mockProperties.useScenario(3),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Restructure: Story = {};
export const Purchase: Story = { parameters: { route: `/property/${purchase}/dashboard` } };
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('propertyDashboard', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ]),
    },
  },
};
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('propertyDashboard', () =>
          HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        ),
      ]),
    },
  },
};
/** Another user's property, or none: the not-found page. */
export const NotFound: Story = { parameters: { route: '/property/00000000-0000-4000-8000-000000000000/dashboard' } };
