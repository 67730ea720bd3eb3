import type { Meta, StoryObj } from '@storybook/react-vite';
import { bankLinkErrorMessage, SANDBOX_INSTITUTIONS } from '#core/bankLinks/index';
import { BankLinkDialog } from './BankLinkDialog';

const meta = {
  title: 'Bank links/BankLinkDialog',
  component: BankLinkDialog,
  args: { onClose: () => undefined, onLogIn: () => undefined, onManualAccount: () => undefined, onOAuth: () => undefined },
} satisfies Meta<typeof BankLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseBank: Story = {};

export const Opening: Story = { args: { ready: false } };

export const LogIn: Story = { args: { initialStep: { step: 'credentials', institution: SANDBOX_INSTITUTIONS[0]! } } };

export const WrongCredentials: Story = {
  args: { initialStep: { step: 'credentials', institution: SANDBOX_INSTITUTIONS[1]! }, refusal: bankLinkErrorMessage('INVALID_CREDENTIALS') },
};

export const BankLocked: Story = {
  args: { initialStep: { step: 'credentials', institution: SANDBOX_INSTITUTIONS[0]! }, refusal: bankLinkErrorMessage('ITEM_LOCKED') },
};

export const Linking: Story = { args: { initialStep: { step: 'credentials', institution: SANDBOX_INSTITUTIONS[0]! }, busy: true } };

export const EnterAccountManually: Story = { args: { initialStep: { step: 'manual' } } };
