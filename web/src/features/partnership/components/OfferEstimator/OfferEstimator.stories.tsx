import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DENIAL_TEXT, type DenialCode } from '#core/partnership/index';
import { EMPTY_DRAFT, type EstimatorDraft } from '../../model/estimatorForm';
import { OfferEstimator } from './OfferEstimator';

const LICENSED = ['CA', 'CO', 'WA'];
const workedExample: EstimatorDraft = { ...EMPTY_DRAFT, homeValue: '800,000', mortgageBalance: '400,000', cashWanted: '50,000', state: 'CA' };

const meta = {
  title: 'Partnership/OfferEstimator',
  component: OfferEstimator,
  parameters: { layout: 'padded', route: '/cash' },
  args: { licensedStates: LICENSED, initialDraft: EMPTY_DRAFT },
} satisfies Meta<typeof OfferEstimator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the empty state. */
export const Empty: Story = {};

/** The worked example: KEEP, PAYOFF and SAVER side by side, and the cost comparison. */
export const ThreeProducts: Story = {
  args: { initialDraft: workedExample },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pay off your mortgage' })).toBeInTheDocument();
    await expect(canvas.getByText('$2,375')).toBeInTheDocument();
  },
};

/** Fields that cannot be used yet explain themselves. */
export const FieldErrors: Story = {
  args: { initialDraft: { ...workedExample, mortgageBalance: '900,000', state: '' } },
};

/** The partnership waitlist flag is on. */
export const WaitlistFlagOn: Story = {
  args: { initialDraft: workedExample, waitlistOnly: true },
};

function denied(code: DenialCode, draft: Partial<EstimatorDraft>, licensedStates = LICENSED): Story {
  return {
    args: { initialDraft: { ...workedExample, ...draft }, licensedStates },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(DENIAL_TEXT[code].message)).toBeInTheDocument();
    },
  };
}

export const DeniedTooMuchCash = denied('DENIED_TOO_MUCH_CASH', { homeValue: '2,000,000', cashWanted: '200,000' });
export const ExceedsMaxHomePrice = denied('EXCEEDS_MAX_HOME_PRICE', { homeValue: '2,500,000' });
export const DeniedHighLtv = denied('DENIED_HIGH_LTV', { mortgageBalance: '700,000' });
export const DeniedSecondHomeOrInvestmentProperty = denied('DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY', { occupancy: 'VACATION_HOME' });
export const DeniedSecondLoanNoPayoff = denied('DENIED_SECOND_LOAN_NO_PAYOFF', { hasSecondLoan: 'yes', secondLoanBalance: '25,000', paysOffSecondLoan: 'no' });
export const OutOfState = denied('OUT_OF_STATE', { state: 'TX' });
export const EveryEditableDenialAtOnce: Story = {
  args: {
    initialDraft: {
      ...workedExample,
      homeValue: '2,500,000',
      mortgageBalance: '2,400,000',
      cashWanted: '200,000',
      occupancy: 'INVESTMENT_PROPERTY',
      hasSecondLoan: 'yes',
      secondLoanBalance: '5,000',
      paysOffSecondLoan: 'no',
      state: 'NV',
    },
  },
};
