import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { mockApplications } from '#mocks/application';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import { PaymentAccountChoice } from './PaymentAccountChoice';

const APPLICATION = '7a0c0000-0000-4000-8000-0000000000c1';

/** The payment account at closing against the typed mocks: link First Platypus Bank with user_good / pass_good. */
const meta = {
  title: 'Purchase/Payment account',
  component: PaymentAccountChoice,
  args: { applicationUuid: APPLICATION, chosen: null },
  parameters: { loggedIn: true, layout: 'padded' },
  beforeEach: () => {
    mockBankLinks.reset();
    mockApplications.start('PURCHASE', APPLICATION);
  },
} satisfies Meta<typeof PaymentAccountChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing linked yet: the panel to link a bank, and what to do for a choice. */
export const NothingLinked: Story = {};

/** A linked bank: its checking and savings accounts are offered, never its IRA or mortgage. */
export const Choices: Story = {
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
