import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { createMockHandlers } from '#mocks/handlers';
import { recordMockAppraisal, seedMockPurchaseApplication } from '#mocks/purchaseApplication';
import { AppraisalStatus } from './AppraisalStatus';

const UUID = '7a0c0000-0000-4000-8000-0000000000d5';

/** The appraisal of the accepted offer's home, read-only on the Appraisal and services screen. */
const meta = {
  title: 'Purchase/Appraisal status',
  component: AppraisalStatus,
  parameters: { layout: 'padded', loggedIn: true },
  args: { uuid: UUID },
} satisfies Meta<typeof AppraisalStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ordered, and held: no report has arrived yet (as when staff record it). */
export const Ordered: Story = {
  beforeEach: () => {
    seedMockPurchaseApplication(UUID, 'APPRAISAL_AND_SERVICES').appraisalDueAt = null;
  },
};

/** Received under the $590,000 price: the value, its date and the $5,000 the buyer pays in cash. */
export const Received: Story = {
  beforeEach: () => {
    recordMockAppraisal(seedMockPurchaseApplication(UUID, 'APPRAISAL_AND_SERVICES'), 585_000_00);
  },
};

/** Before the offer goes to appraisal: nothing is ordered yet. */
export const NotOrdered: Story = {
  beforeEach: () => {
    seedMockPurchaseApplication(UUID, 'MY_OFFERS');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('purchaseAppraisal', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ]),
    },
  },
};

/** The appraisal did not load: what failed, and Try again. */
export const FailedToLoad: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('purchaseAppraisal', () =>
          HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        ),
      ]),
    },
  },
};
