import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { priceMockRates } from '../../../../../../mocks/rates';
import { RateOptionDetails, RateOptionDialog } from './RateOptionDetails';

const options = priceMockRates({
  propertyLocation: { state: 'CA' },
  remainingMortgageAmount: 420_000,
  estimatedHomeValue: 750_000,
  creditScoreRange: 'SCORE_760_779',
  filters: { optimizeBy: 'MOST_POPULAR' },
}).rateOptions;
const pick = (program: string, points: number) => options.find((option) => option.loanProgramCode === program && option.points === points && option.lender.companyName === 'Harborline Mortgage')!;

const meta = {
  title: 'Rates/RateOptionDetails',
  component: RateOptionDetails,
  args: { option: pick('FIXED_30_YEARS', 0.5), options },
} satisfies Meta<typeof RateOptionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPoints: Story = {};
export const WithLenderCredit: Story = { args: { option: pick('FIXED_30_YEARS', -0.5) } };
export const Adjustable: Story = { args: { option: pick('ADJUSTABLE_7_YEARS', 0) } };
export const InADialog: Story = { render: (args) => <RateOptionDialog option={args.option} options={args.options} onClose={fn()} /> };
