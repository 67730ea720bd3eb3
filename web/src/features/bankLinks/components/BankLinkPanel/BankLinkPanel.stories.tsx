import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { mockApplications } from '#mocks/application';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import { BankLinkPanel } from './BankLinkPanel';

const APPLICATION = '3c9d1e2f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

/** The panel against the typed mocks: link First Platypus Bank with user_good / pass_good. */
const meta = {
  title: 'Bank links/BankLinkPanel',
  component: BankLinkPanel,
  args: { applicationType: 'RESTRUCTURE', applicationUuid: APPLICATION },
  parameters: { loggedIn: true },
  beforeEach: () => {
    mockBankLinks.reset();
    mockApplications.start('RESTRUCTURE', APPLICATION);
  },
} satisfies Meta<typeof BankLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithLinkedAccounts: Story = {
  beforeEach: () => {
    mockBankLinks.reset();
    mockBankLinks.add(APPLICATION);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: createMockHandlers([graphql.query('financialItems', () => new Promise<never>(() => undefined))]) } },
};

export const FailedToLoad: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('financialItems', () => HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })),
      ]),
    },
  },
};
