import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankLinkErrorMessage, bankLinkMessages } from '#core/bankLinks/index';
import type { LinkedAccountList_ItemFragment } from '#generated/web';
import { LinkedAccountList } from './LinkedAccountList';

const account = (
  mask: string,
  name: string,
  subtype: string,
  verificationStatus: LinkedAccountList_ItemFragment['accounts'][number]['verificationStatus'],
) => ({
  __typename: 'FinancialAccount' as const,
  uuid: `5b1c2d3e-0000-4000-8000-00000000${mask}`,
  accountId: `acct-${mask}`,
  name,
  mask,
  subtype,
  verificationStatus,
});

const linked: LinkedAccountList_ItemFragment = {
  __typename: 'FinancialItem',
  uuid: '5b1c2d3e-0000-4000-8000-000000000001',
  kind: 'BANK_ACCOUNT',
  name: 'First Platypus Bank',
  accounts: [account('0000', 'Plaid Checking', 'checking', 'VERIFIED'), account('1111', 'Plaid Saving', 'savings', 'VERIFIED')],
  error: null,
  microdepositVerifiedAt: null,
  manualVerificationAt: null,
};
const pending: LinkedAccountList_ItemFragment = {
  ...linked,
  uuid: '5b1c2d3e-0000-4000-8000-000000000002',
  name: 'Manually entered account',
  accounts: [account('6789', 'Checking', 'checking', 'PENDING_MANUAL_VERIFICATION')],
};

const meta = {
  title: 'Bank links/LinkedAccountList',
  component: LinkedAccountList,
  args: { items: [linked], onRemove: () => undefined, onReconnect: () => undefined, onVerifyDeposits: () => undefined },
} satisfies Meta<typeof LinkedAccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Linked: Story = {};

export const WaitingForDeposits: Story = { args: { items: [pending] } };

export const WrongDeposits: Story = { args: { items: [pending], depositErrors: { [pending.uuid]: bankLinkMessages.microdepositsWrong } } };

export const VerificationFailed: Story = {
  args: { items: [{ ...pending, accounts: [account('6789', 'Checking', 'checking', 'VERIFICATION_FAILED')] }] },
};

export const NeedsNewLogin: Story = {
  args: {
    items: [
      {
        ...linked,
        error: {
          __typename: 'FinancialItemError',
          code: 'ITEM_LOGIN_REQUIRED',
          message: bankLinkErrorMessage('ITEM_LOGIN_REQUIRED'),
          publicToken: 'link-sandbox-repair',
        },
      },
    ],
  },
};

export const VerifiedByDocument: Story = { args: { items: [{ ...pending, manualVerificationAt: '2026-11-22T10:00:00.000Z' }] } };
