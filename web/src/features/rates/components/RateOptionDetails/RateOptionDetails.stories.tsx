import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMockHandlers } from '#mocks/handlers';
import { priceRates, ratesScenarios } from '#mocks/rates';
import { RateOptionDetails, RateOptionDialog } from './RateOptionDetails';

// The real engine on the seeded sheet: one row per program and sort, so two sorts give a
// program's no-points row and its row with points.
const search = (optimizeBy: 'MOST_POPULAR' | 'LOWEST_APR') =>
  priceRates({
    propertyLocation: { state: 'CA' },
    remainingMortgageAmount: 420_000,
    estimatedHomeValue: 750_000,
    creditScoreRange: 'SCORE_760_779',
    filters: { optimizeBy },
  }).rateOptions;
const options = [...search('MOST_POPULAR'), ...search('LOWEST_APR')];
const pick = (matches: (option: (typeof options)[number]) => boolean) => options.find(matches)!;
const harborview30 = (option: (typeof options)[number]) => option.lender.companyName === 'Harborview Home Loans' && option.loanProgramCode === 'CONF-F30';

const meta = {
  title: 'Rates/RateOptionDetails',
  component: RateOptionDetails,
  args: { option: pick((option) => harborview30(option) && option.points > 0), options },
} satisfies Meta<typeof RateOptionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPoints: Story = {};
export const WithLenderCredit: Story = { args: { option: pick((option) => option.points < 0) } };
export const Adjustable: Story = { args: { option: pick((option) => option.amortizationType === 'ADJUSTABLE') } };
/** The card's figures stay; the fee lines and schedule offer a retry. */
export const DetailsFailedToLoad: Story = { parameters: { msw: { handlers: createMockHandlers([ratesScenarios.detailsFailure]) } } };
export const InADialog: Story = { render: (args) => <RateOptionDialog option={args.option} options={args.options} onClose={fn()} /> };
