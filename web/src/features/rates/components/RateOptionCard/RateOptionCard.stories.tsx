import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { priceMockRates } from '../../../../../../mocks/rates';
import { RateOptionCard } from './RateOptionCard';

const options = priceMockRates({
  propertyLocation: { state: 'CA' },
  remainingMortgageAmount: 420_000,
  estimatedHomeValue: 750_000,
  creditScoreRange: 'SCORE_760_779',
  filters: { optimizeBy: 'MOST_POPULAR' },
}).rateOptions;
const pick = (program: string, points: number) => options.find((option) => option.loanProgramCode === program && option.points === points && option.lender.companyName === 'Harborline Mortgage')!;

const meta = {
  title: 'Rates/RateOptionCard',
  component: RateOptionCard,
  args: { option: pick('FIXED_30_YEARS', 0), compareYears: 10, onDetails: fn(), onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RateOptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fixed: Story = {};
export const WithPoints: Story = { args: { option: pick('FIXED_30_YEARS', 0.5) } };
export const WithLenderCredit: Story = { args: { option: pick('FIXED_30_YEARS', -0.5) } };
export const Adjustable: Story = { args: { option: pick('ADJUSTABLE_7_YEARS', 0) } };
export const NoLongerOffered: Story = { args: { disabledNotification: 'This rate is no longer offered for your latest details. Choose another from your offers.' } };
