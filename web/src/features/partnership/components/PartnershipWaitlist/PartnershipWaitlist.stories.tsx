import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { createMockHandlers } from '#mocks/handlers';
import { PartnershipWaitlist } from './PartnershipWaitlist';

/**
 * The partnership waitlist sign-up (§8.15, §8.16, §9.21) a denial notice shows while the flag is
 * on. Submit to see the answer: joined, a field refused, or the request failing.
 */
const meta = {
  title: 'Partnership/PartnershipWaitlist',
  component: PartnershipWaitlist,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PartnershipWaitlist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: { firstName: 'Noor', email: 'noor@example.com', zip: '10118' } } };

export const WithLead: Story = { args: { lead: 'The partnership has a waitlist right now; these figures are an estimate.' } };

export const RequestFails: Story = {
  args: Filled.args,
  parameters: { msw: { handlers: createMockHandlers([graphql.mutation('joinPartnershipWaitlist', () => HttpResponse.error())]) } },
};
