import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardAuthenticationDialog } from './CardAuthenticationDialog';

const meta = {
  title: 'Payments/CardAuthenticationDialog',
  component: CardAuthenticationDialog,
  args: { onComplete: () => undefined },
} satisfies Meta<typeof CardAuthenticationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Challenge: Story = {};

export const Completing: Story = { args: { busy: true } };
