import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { createMockHandlers } from '#mocks/handlers';
import { MOCK_AGENT_TOKENS, resetMockPurchaseApplications } from '#mocks/purchaseApplication';
import PurchaseAgentPage from './PurchaseAgentPage';

function Page() {
  return (
    <Routes>
      <Route path="/purchase/agent/:token" element={<PurchaseAgentPage />} />
    </Routes>
  );
}

/** The agent opens the buyer's link with no account. */
const meta = {
  title: 'Purchase/PurchaseAgentPage',
  component: Page,
  parameters: { layout: 'fullscreen', route: `/purchase/agent/${MOCK_AGENT_TOKENS.PRE_APPROVED}` },
  beforeEach: () => resetMockPurchaseApplications(),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pre-approved purchase: the stage, the agent, the area and the amount. */
export const PreApproved: Story = {};

/** A link past its date, or one nobody made. */
export const Expired: Story = { parameters: { route: `/purchase/agent/${MOCK_AGENT_TOKENS.EXPIRED}` } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('purchaseAgentStatus', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ]),
    },
  },
};

/** The status did not load: what failed, and Try again. */
export const FailedToLoad: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('purchaseAgentStatus', () =>
          HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        ),
      ]),
    },
  },
};
