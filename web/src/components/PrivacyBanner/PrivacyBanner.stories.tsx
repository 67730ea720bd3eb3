import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PrivacyBanner } from './PrivacyBanner';

const meta = {
  title: 'Privacy/PrivacyBanner',
  component: PrivacyBanner,
  parameters: { layout: 'fullscreen' },
  args: { reconfirm: false, onAcknowledge: fn() },
} satisfies Meta<typeof PrivacyBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No choices stored yet: OK allows every category. */
export const FirstVisit: Story = {};

/** Choices exist but are a year old, or not yet saved to the account. */
export const Reconfirm: Story = { args: { reconfirm: true } };
