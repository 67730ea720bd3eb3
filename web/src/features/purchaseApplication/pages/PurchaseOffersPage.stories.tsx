import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_PURCHASE_STAGE_UUIDS, resetMockPurchaseApplications, seedMockPurchaseApplication } from '#mocks/purchaseApplication';
import PurchaseOffersPage from './PurchaseOffersPage';

/** The buyer's purchase brought to a stage by the mocks' own steps. */
const at = (stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS | null) => () => {
  resetMockPurchaseApplications();
  if (stage) seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS[stage], stage);
};

const meta = {
  title: 'Purchase/PurchaseOffersPage',
  component: PurchaseOffersPage,
  parameters: { layout: 'fullscreen', loggedIn: true, route: '/purchase/offers' },
  beforeEach: at('MY_OFFERS'),
} satisfies Meta<typeof PurchaseOffersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pre-approved, recording offers: the accepted one's Exhibit C and its purchase agreement upload. */
export const RecordingOffers: Story = {};

/** After the appraisal: the offers are closed to changes and lead back to the application. */
export const AtClosing: Story = { beforeEach: at('CLOSING') };

/** No pre-approval yet: where offers open, and how to start. */
export const NoPreApproval: Story = { beforeEach: at(null) };
