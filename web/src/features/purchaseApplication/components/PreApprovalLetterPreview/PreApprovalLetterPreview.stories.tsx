import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { seedMockPurchaseApplication, toMockPurchaseApplication } from '#mocks/purchaseApplication';
import { PreApprovalLetterPreview } from './PreApprovalLetterPreview';

/** A purchase the mocks' sandbox has pre-approved ($800,000 with $80,000 down in Sacramento), seen by one party. */
const preApproved = (uuid: string, party: 'APPLICANT' | 'CO_APPLICANT') => {
  const record = seedMockPurchaseApplication(uuid, 'CONTRACT_REVIEW');
  record.party = party;
  return toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment;
};

const meta = {
  title: 'Purchase/Pre-approval letter preview',
  component: PreApprovalLetterPreview,
  parameters: { layout: 'padded' },
  args: { application: preApproved('7a0c0000-0000-4000-8000-0000000000d1', 'APPLICANT') },
} satisfies Meta<typeof PreApprovalLetterPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's letter: amount, down payment, where, good until, the conditions and the PDF. */
export const PreApproved: Story = {};

/** The co-applicant sees the same letter; the applicant accepts its terms. */
export const CoApplicantView: Story = { args: { application: preApproved('7a0c0000-0000-4000-8000-0000000000d2', 'CO_APPLICANT') } };

/** Just pre-approved: the PDF is still being written. */
export const LetterOnItsWay: Story = {
  args: { application: { ...preApproved('7a0c0000-0000-4000-8000-0000000000d3', 'APPLICANT'), documents: [] } },
};
