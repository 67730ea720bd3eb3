import type { Meta, StoryObj } from '@storybook/react-vite';
import { DENIAL_CODES, denial } from '#core/partnership/index';
import { DenialNotice } from './DenialNotice';

/**
 * Each denial as the estimator and the application show it, including those the estimator's
 * own fields cannot reach (credit, area and manual review come from the application and the
 * service-area check).
 */
const meta = {
  title: 'Partnership/DenialNotice',
  component: DenialNotice,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DenialNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeniedCredit: Story = { args: { denials: [denial('DENIED_CREDIT')] } };
export const ManualReviewRequired: Story = { args: { denials: [denial('MANUAL_REVIEW_REQUIRED')] } };
export const OutOfArea: Story = { args: { denials: [denial('OUT_OF_AREA')] } };
export const DeniedTooMuchCash: Story = { args: { denials: [denial('DENIED_TOO_MUCH_CASH')], cashAvailableCents: 150_000_00, onUseCash: () => undefined } };
export const DeniedSecondHomeOrInvestmentProperty: Story = { args: { denials: [denial('DENIED_SECOND_HOME_OR_INVESTMENT_PROPERTY')] } };
export const DeniedSecondLoanNoPayoff: Story = { args: { denials: [denial('DENIED_SECOND_LOAN_NO_PAYOFF')] } };
export const ExceedsMaxHomePrice: Story = { args: { denials: [denial('EXCEEDS_MAX_HOME_PRICE')] } };
export const OutOfState: Story = { args: { denials: [denial('OUT_OF_STATE')] } };
export const DeniedHighLtv: Story = { args: { denials: [denial('DENIED_HIGH_LTV')], cashAvailableCents: 20_000_00, onUseCash: () => undefined } };
export const EveryDenial: Story = { args: { denials: DENIAL_CODES.map(denial) } };

/** The partnership waitlist flag on (§9.21): a homeowner out of the area or state joins the partnership waitlist here. */
export const OutOfStateWithPartnershipWaitlist: Story = { args: { denials: [denial('OUT_OF_STATE')], partnershipWaitlist: {} } };
export const OutOfAreaWithPartnershipWaitlist: Story = { args: { denials: [denial('OUT_OF_AREA')], partnershipWaitlist: {} } };
