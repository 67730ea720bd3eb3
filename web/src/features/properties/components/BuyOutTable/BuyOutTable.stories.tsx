import type { Meta, StoryObj } from '@storybook/react-vite';
import { BuyOutTable } from './BuyOutTable';

const meta = {
  title: 'Properties/BuyOutTable',
  component: BuyOutTable,
  args: { designatedPercentage: 12.5, homeValue: 800_000, mortgageBalance: 300_000 },
} satisfies Meta<typeof BuyOutTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The model's published example: 12.5% of an $800,000 home with the $300,000 mortgage kept. */
export const KeepWithMortgage: Story = {};
/** A PAYOFF deal: no mortgage, so the homeowner then owns the whole value. */
export const NoMortgage: Story = { args: { designatedPercentage: 56.1875, homeValue: 812_345.67, mortgageBalance: 0 } };
