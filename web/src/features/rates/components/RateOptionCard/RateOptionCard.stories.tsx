import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { priceRates } from '#mocks/rates';
import { RateOptionCard } from './RateOptionCard';

// The real engine on the seeded sheet: the most popular sort lists each program's row nearest par,
// the lowest-APR sort its row with points, so two sorts give every kind of card.
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

const meta = {
  title: 'Rates/RateOptionCard',
  component: RateOptionCard,
  args: {
    option: pick((option) => option.lender.companyName === 'Harborview Home Loans' && option.loanProgramCode === 'CONF-F30' && option.points === 0),
    compareYears: 10,
    onDetails: fn(),
    onChoose: fn(),
  },
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
export const WithPoints: Story = { args: { option: pick((option) => option.loanProgramCode === 'CONF-F30' && option.points > 0) } };
export const WithLenderCredit: Story = { args: { option: pick((option) => option.loanProgramCode === 'CONF-F30' && option.points < 0) } };
export const Adjustable: Story = { args: { option: pick((option) => option.loanProgramCode === 'CONF-A7' && option.points === 0) } };
export const NoLongerOffered: Story = {
  args: { disabledNotification: 'This rate is no longer offered for your latest details. Choose another from your offers.' },
};
