import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoRateCard } from './DemoRateCard';

const meta = {
  title: 'Rates/DemoRateCard',
  component: DemoRateCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoRateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As /rates shows it before a search. */
export const BeforeASearch: Story = {};

export const WithAButton: Story = { args: { footerButtonText: 'See my rates', onFooterButtonClick: fn() } };

/** The homeowner has typed a $300,000 balance and a 760-779 score: the spec's payment estimate joins the example. */
export const WithAPaymentEstimate: Story = { args: { draft: { remainingMortgageAmount: '300,000', cashOutAmount: '', creditScore: 'SCORE_760_779' } } };

/** Below the top seven credit bands there is no estimate, and the card says from which score there is. */
export const BelowTheEstimateBands: Story = { args: { draft: { remainingMortgageAmount: '300,000', cashOutAmount: '', creditScore: 'SCORE_660_679' } } };
