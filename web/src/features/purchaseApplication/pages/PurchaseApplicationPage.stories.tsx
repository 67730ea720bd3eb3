import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { AuthProvider } from '#web/app/auth/AuthProvider';
import { createMockHandlers } from '#mocks/handlers';
import { MOCK_PURCHASE_STAGE_UUIDS, resetMockPurchaseApplications } from '#mocks/purchaseApplication';
import PurchaseApplicationPage from './PurchaseApplicationPage';

function Page() {
  return (
    <AuthProvider>
      <Routes>
        <Route path="/application/purchase/:uuid" element={<PurchaseApplicationPage />} />
      </Routes>
    </AuthProvider>
  );
}

const route = (stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS, search = '') => `/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS[stage]}${search}`;
const handlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: createMockHandlers(overrides) } });

/** The partner purchase application: the questions until submission, then one screen per stage. */
const meta = {
  title: 'Purchase/PurchaseApplicationPage',
  component: Page,
  parameters: { layout: 'fullscreen', loggedIn: true, route: route('APPLICATION') },
  beforeEach: () => resetMockPurchaseApplications(),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shared question flow, resumed at the first unanswered question. */
export const Questions: Story = {};

export const Documents: Story = { parameters: { route: route('DOCUMENT_UPLOAD') } };

export const PreApproval: Story = { parameters: { route: route('CONTRACT_REVIEW') } };

export const MyOffers: Story = { parameters: { route: route('MY_OFFERS') } };

export const AppraisalAndServices: Story = { parameters: { route: route('APPRAISAL_AND_SERVICES') } };

export const Closing: Story = { parameters: { route: route('CLOSING') } };

export const Closed: Story = { parameters: { route: route('CLOSED') } };

export const Loading: Story = {
  parameters: handlers(
    graphql.query('purchaseApplication', async () => {
      await delay('infinite');
      return HttpResponse.json({ data: null });
    }),
  ),
};

/** The load failed: a retry, and the saved answers are safe. */
export const LoadFailed: Story = {
  parameters: handlers(
    graphql.query('purchaseApplication', () =>
      HttpResponse.json({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    ),
  ),
};

/** Another account's application, or a mistyped link. */
export const NotFound: Story = { parameters: { route: '/application/purchase/0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d' } };
