import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { MOCK_PURCHASE_STAGE_UUIDS, seedMockPurchaseApplication, toMockPurchaseApplication } from '#mocks/purchaseApplication';
import { OfferForm } from './OfferForm';

const at = (stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS) =>
  toMockPurchaseApplication(seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS[stage], stage)) as unknown as PurchaseApplication_ApplicationFragment;

const meta = {
  title: 'Purchase/Offer form',
  component: OfferForm,
  parameters: { layout: 'padded' },
  args: {
    application: at('MY_OFFERS'),
    initial: { offerUuid: null, address: '48 Oak Ave, Sacramento, CA', price: '590000', status: 'ACCEPTED' },
    onDone: () => undefined,
  },
} satisfies Meta<typeof OfferForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Recording an accepted offer: Exhibit C is shown before it is saved. */
export const AcceptedOffer: Story = {};
