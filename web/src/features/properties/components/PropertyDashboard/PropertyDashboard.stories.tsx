import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockProperties } from '#mocks/properties';
import { PropertyDashboard } from './PropertyDashboard';

mockProperties.useScenario(3);

const meta = {
  title: 'Properties/PropertyDashboard',
  component: PropertyDashboard,
  args: { dashboard: mockProperties.dashboard(0) },
} satisfies Meta<typeof PropertyDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The worked example: PAYOFF, five months of payments. */
export const Restructure: Story = {};
/** A KEEP deal: the mortgage stays and appears in the what-if table. */
export const RestructureWithMortgage: Story = { args: { dashboard: mockProperties.dashboard(1) } };
export const Purchase: Story = { args: { dashboard: mockProperties.dashboard(2) } };
/** What a co-owner sees: no buy-in, cash-out or documents. */
export const PartnerView: Story = { args: { dashboard: mockProperties.dashboard(0, 'CO_OWNER') } };
export const NoTransactionsYet: Story = { args: { dashboard: { ...mockProperties.dashboard(0), ledger: [] } } };
