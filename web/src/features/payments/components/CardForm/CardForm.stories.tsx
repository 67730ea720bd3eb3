import type { Meta, StoryObj } from '@storybook/react-vite';
import { declineMessage } from '#core/payments/index';
import { CardForm } from './CardForm';

const meta = {
  title: 'Payments/CardForm',
  component: CardForm,
  args: { onSubmit: () => undefined, now: () => new Date('2026-11-23T12:00:00Z') },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', postalCode: '94107' } } };

export const InvalidWhileTyping: Story = { args: { initialValues: { number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12', postalCode: '' } } };

export const Saving: Story = { args: { busy: true, initialValues: { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', postalCode: '94107' } } };

export const Declined: Story = { args: { refusal: declineMessage('card_declined') } };

export const InsufficientFunds: Story = { args: { refusal: declineMessage('insufficient_funds') } };

export const AuthenticationFailed: Story = { args: { refusal: declineMessage('setup_intent_authentication_failure') } };
