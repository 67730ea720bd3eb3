import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYOUT_ACCOUNT_REQUIRED_MESSAGE, payoutFailedMessage } from '#core/properties/index';
import { mockProperties } from '#mocks/properties';
import { PayoutProblemNotice } from './EquitySteps';

mockProperties.useScenario(1);

/** What the verify step shows when a cash-out cannot be paid to a bank account. */
const meta = {
  title: 'Properties/PayoutProblemNotice',
  component: PayoutProblemNotice,
  args: { dashboard: mockProperties.dashboard(0), code: 'PAYOUT_ACCOUNT_REQUIRED', message: PAYOUT_ACCOUNT_REQUIRED_MESSAGE },
} satisfies Meta<typeof PayoutProblemNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoVerifiedBankAccount: Story = {};
export const BankRefusedThePayout: Story = { args: { code: 'PAYOUT_FAILED', message: payoutFailedMessage('account_closed') } };
