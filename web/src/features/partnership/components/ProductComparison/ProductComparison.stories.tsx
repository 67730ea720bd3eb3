import type { Meta, StoryObj } from '@storybook/react-vite';
import { partnershipEligibility } from '#core/partnership/index';
import { CostComparisonPanel } from '../CostComparisonPanel/CostComparisonPanel';
import { ProductComparison } from './ProductComparison';

// The worked example: $800,000 home, $400,000 mortgage, $50,000 cash.
const { offer } = partnershipEligibility({
  homeValueCents: 800_000_00,
  mortgageBalanceCents: 400_000_00,
  cashCents: 50_000_00,
  hasSecondLoan: false,
  occupancy: 'PRIMARY_RESIDENCE',
  state: 'CA',
  licensedStates: ['CA'],
});

const meta = {
  title: 'Partnership/ProductComparison',
  component: ProductComparison,
  parameters: { layout: 'padded' },
  args: { offer: offer! },
} satisfies Meta<typeof ProductComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

/** KEEP, PAYOFF and SAVER side by side. */
export const WorkedExample: Story = {};

/** The cost against a cash-out refinance, chart and tables, for the KEEP product. */
export const CostComparison: Story = {
  render: () => <CostComparisonPanel terms={offer!.products.KEEP} mortgageBalanceCents={400_000_00} />,
};
