import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockPayments } from '#mocks/payments';
import { mockProperties } from '#mocks/properties';
import { draftStorageKey, emptyDraft, type EquityDraft, type EquityFlow } from '../model/equityFlow';
import EquityFlowPage from './EquityFlowPage';

const [workedExample, keepDeal] = mockProperties.uuids;

function Flow({ flow }: { flow: EquityFlow }) {
  return (
    <Routes>
      <Route path={`/property/:uuid/dashboard/${flow}`} element={<EquityFlowPage flow={flow} />} />
      <Route path={`/property/:uuid/dashboard/${flow}/:step`} element={<EquityFlowPage flow={flow} />} />
    </Routes>
  );
}

/** The owner's saved methods and linked bank accounts: a Visa card (the default) and a linked bank, or nothing. */
function setUpPaymentMethods(which: 'card and linked bank' | 'none') {
  mockPayments.reset();
  mockBankLinks.reset();
  if (which === 'none') return;
  mockPayments.addCard('4242', 'VISA');
  mockBankLinks.add(workedExample);
}

/** Puts a draft in sessionStorage as the earlier steps would have left it. */
const withDraft =
  (uuid: string, flow: EquityFlow, draft: Partial<EquityDraft>, methods: 'card and linked bank' | 'none' = 'card and linked bank') =>
  () => {
    setUpPaymentMethods(methods);
    mockProperties.useScenario(3);
    sessionStorage.setItem(draftStorageKey(uuid, flow), JSON.stringify({ ...emptyDraft(), ...draft }));
    return () => sessionStorage.removeItem(draftStorageKey(uuid, flow));
  };

const meta = {
  title: 'Properties/EquityFlowPage',
  component: Flow,
  args: { flow: 'buy-in' },
  parameters: { loggedIn: true, route: `/property/${workedExample}/dashboard/buy-in` },
  beforeEach: withDraft(workedExample, 'buy-in', {}),
} satisfies Meta<typeof Flow>;

export default meta;
type Story = StoryObj<typeof meta>;

const receipt = {
  kind: 'BUY_IN',
  amount: 5000,
  designatedPercentageBefore: 56.1875,
  designatedPercentageAfter: 55.5625,
  description: 'One-time buy-in of $5,000 · Visa •••• 4242',
  recordedAt: '2026-11-23T15:00:00.000Z',
  payment: { status: 'SUCCEEDED', paymentMethodLabel: 'Visa •••• 4242' },
};

export const BuyInStart: Story = {};
export const BuyInConfirm: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/confirm` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '5000' }),
};
export const BuyInVerify: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/verify` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '5000', confirmed: true, idempotencyKey: 'story-buy-in-0001' }),
};
/** Verify with nothing saved and nothing linked: where to link a bank account. */
export const BuyInVerifyNoPaymentMethod: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/verify` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '5000', confirmed: true, idempotencyKey: 'story-buy-in-0002' }, 'none'),
};
export const BuyInSuccess: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/success` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '5000', confirmed: true, idempotencyKey: 'story-buy-in-0001', receipt }),
};
/** Debited from a bank account: recorded now, the money clears in a few business days. */
export const BuyInProcessing: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/success` },
  beforeEach: withDraft(workedExample, 'buy-in', {
    amount: '5000',
    confirmed: true,
    idempotencyKey: 'story-buy-in-0003',
    receipt: {
      ...receipt,
      description: 'One-time buy-in of $5,000 · First Platypus Bank checking •••• 0000',
      payment: { status: 'PROCESSING', paymentMethodLabel: 'First Platypus Bank checking •••• 0000' },
    },
  }),
};
export const MonthlyBuyInConfirm: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/confirm` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '250', frequency: 'MONTHLY_RECURRING' }),
};
/** Refusals, each naming its limit and the largest amount allowed. */
export const RefusedOneTimeLimit: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/confirm` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '50000' }),
};
export const RefusedRecurringLimit: Story = {
  parameters: { route: `/property/${workedExample}/dashboard/buy-in/confirm` },
  beforeEach: withDraft(workedExample, 'buy-in', { amount: '2500', frequency: 'MONTHLY_RECURRING' }),
};
export const RefusedRecurringNotAvailable: Story = {
  parameters: { route: `/property/${keepDeal}/dashboard/buy-in/confirm` },
  beforeEach: withDraft(keepDeal, 'buy-in', { amount: '100', frequency: 'MONTHLY_RECURRING' }),
};

export const CashOutStart: Story = {
  args: { flow: 'cash-out' },
  parameters: { route: `/property/${workedExample}/dashboard/cash-out` },
  beforeEach: withDraft(workedExample, 'cash-out', {}),
};
export const CashOutConfirm: Story = {
  args: { flow: 'cash-out' },
  parameters: { route: `/property/${workedExample}/dashboard/cash-out/confirm` },
  beforeEach: withDraft(workedExample, 'cash-out', { amount: '10000' }),
};
export const CashOutVerify: Story = {
  args: { flow: 'cash-out' },
  parameters: { route: `/property/${workedExample}/dashboard/cash-out/verify` },
  beforeEach: withDraft(workedExample, 'cash-out', { amount: '10000', confirmed: true, idempotencyKey: 'story-cash-out-0001' }),
};
const cashOutReceipt = (status: 'PAID' | 'PENDING') => ({
  ...receipt,
  kind: 'CASH_OUT',
  amount: 10000,
  designatedPercentageAfter: 57.4375,
  description: 'Cash out of $10,000 to your payment account · First Platypus Bank checking •••• 0000',
  payout: { status, bankAccountLabel: 'First Platypus Bank checking •••• 0000' },
});
/** Paid at once to the linked bank account (the sandbox payout provider). */
export const CashOutSuccess: Story = {
  args: { flow: 'cash-out' },
  parameters: { route: `/property/${workedExample}/dashboard/cash-out/success` },
  beforeEach: withDraft(workedExample, 'cash-out', {
    amount: '10000',
    confirmed: true,
    idempotencyKey: 'story-cash-out-0001',
    receipt: cashOutReceipt('PAID'),
  }),
};
/** Accepted by the payout provider and on its way (a bank transfer that has not settled). */
export const CashOutPending: Story = {
  args: { flow: 'cash-out' },
  parameters: { route: `/property/${workedExample}/dashboard/cash-out/success` },
  beforeEach: withDraft(workedExample, 'cash-out', {
    amount: '10000',
    confirmed: true,
    idempotencyKey: 'story-cash-out-0001',
    receipt: cashOutReceipt('PENDING'),
  }),
};
export const RefusedLifetimeCashOut: Story = {
  args: { flow: 'cash-out' },
  parameters: { route: `/property/${workedExample}/dashboard/cash-out/confirm` },
  beforeEach: withDraft(workedExample, 'cash-out', { amount: '120000' }),
};
