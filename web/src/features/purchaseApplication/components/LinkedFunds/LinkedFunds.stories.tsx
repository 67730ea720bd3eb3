import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockApplications } from '#mocks/application';
import { mockBankLinks } from '#mocks/bankLinks';
import { LinkedFunds } from './LinkedFunds';

const APPLICATION = '7a0c0000-0000-4000-8000-0000000000c2';

/** The applicant's bank accounts and investments on a purchase, against the typed mocks. */
const meta = {
  title: 'Purchase/Linked accounts and investments',
  component: LinkedFunds,
  args: { applicationUuid: APPLICATION },
  parameters: { loggedIn: true, layout: 'padded' },
  beforeEach: () => {
    mockBankLinks.reset();
    mockApplications.start('PURCHASE', APPLICATION);
  },
} satisfies Meta<typeof LinkedFunds>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingLinked: Story = {};

/** A bank and a brokerage linked, each in its own list. */
export const Linked: Story = {
  beforeEach: () => {
    mockBankLinks.reset();
    mockBankLinks.add(APPLICATION);
    mockBankLinks.add(APPLICATION, { kind: 'INVESTMENT', name: 'Tattersall Brokerage' });
  },
};
