import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentMethodList_MethodFragment } from '#generated/web';
import { PaymentMethodList } from './PaymentMethodList';

const visa: PaymentMethodList_MethodFragment = {
  __typename: 'PaymentMethod',
  uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'CARD',
  label: 'Visa •••• 4242',
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};
const mastercard: PaymentMethodList_MethodFragment = {
  ...visa,
  uuid: 'a1b2c3d4-0000-4000-8000-000000000002',
  label: 'Mastercard •••• 4444',
  brand: 'MASTERCARD',
  last4: '4444',
  expMonth: 3,
  expYear: 2028,
  isDefault: false,
};
const bank: PaymentMethodList_MethodFragment = {
  ...visa,
  uuid: 'a1b2c3d4-0000-4000-8000-000000000003',
  kind: 'BANK_ACCOUNT',
  label: 'Tartan Bank checking •••• 0000',
  brand: null,
  last4: '0000',
  expMonth: null,
  expYear: null,
  isDefault: false,
};

const meta = {
  title: 'Payments/PaymentMethodList',
  component: PaymentMethodList,
  args: { methods: [visa], onRemove: () => undefined, onMakeDefault: () => undefined },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneCard: Story = {};

export const CardsAndBankAccount: Story = { args: { methods: [visa, mastercard, bank] } };

export const Removing: Story = { args: { methods: [visa, mastercard], busyUuid: mastercard.uuid } };
