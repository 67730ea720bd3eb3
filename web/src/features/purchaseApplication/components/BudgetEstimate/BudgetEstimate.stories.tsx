import { centsToDollars } from '#core/money/cents';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { budgetEstimate } from '#core/purchaseApplication/index';
import { BudgetEstimate, BudgetEstimateTable } from './BudgetEstimate';

// $150,000 a year, $500 of monthly debts and $80,000 down at a 6.5% 30-year fixed rate.
const estimate = budgetEstimate({ annualIncomeCents: 150_000_00, monthlyDebtsCents: 500_00, downPaymentCents: 80_000_00, mortgageRatePercent: 6.5 });
const range = (r: typeof estimate.withRoofline) => ({
  __typename: 'PurchasePriceRange' as const,
  low: centsToDollars(r.lowCents),
  high: centsToDollars(r.highCents),
  monthlyCostAtHigh: centsToDollars(r.monthlyCostAtHighCents),
});

const meta = {
  title: 'Purchase/BudgetEstimate',
  component: BudgetEstimate,
  parameters: { layout: 'padded' },
  args: { downPayment: 80000, state: 'CA', creditScoreEstimate: 'SCORE_740_759' },
} satisfies Meta<typeof BudgetEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the estimate is priced by the mocks with core/rates on the seeded sheet. */
export const Form: Story = {};

/** The table of the two ranges, computed by core/purchaseApplication. */
export const Table: Story = {
  render: () => (
    <BudgetEstimateTable
      estimate={{
        __typename: 'PurchaseBudgetEstimate',
        withoutRoofline: range(estimate.withoutRoofline),
        withRoofline: range(estimate.withRoofline),
        mortgageRate: 6.5,
        monthlyBudgetLow: centsToDollars(estimate.monthlyBudgetCents.low),
        monthlyBudgetHigh: centsToDollars(estimate.monthlyBudgetCents.high),
      }}
    />
  ),
};
