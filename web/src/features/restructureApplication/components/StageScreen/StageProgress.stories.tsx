import type { Meta, StoryObj } from '@storybook/react-vite';
import { StageProgress } from './StageProgress';

/** The steps of a partnership application: done, now and to come. */
const meta = {
  title: 'Partnership/Restructure/Stage progress',
  component: StageProgress,
  parameters: { layout: 'padded' },
  args: { stage: 'APPROVAL', stoppedAt: null },
} satisfies Meta<typeof StageProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Application: Story = {};

export const Documents: Story = { args: { stage: 'DOCUMENT_UPLOAD' } };

export const MoreInformationNeeded: Story = { args: { stage: 'APPROVAL_MORE_INFO' } };

export const ContractReview: Story = { args: { stage: 'CONTRACT_REVIEW' } };

export const PaymentAccount: Story = { args: { stage: 'FINALIZE_RESTRUCTURE' } };

export const AccountVerification: Story = { args: { stage: 'ACCOUNT_VERIFICATION' } };

export const Inspection: Story = { args: { stage: 'INSPECTION' } };

/** Every step done. */
export const Completed: Story = { args: { stage: 'COMPLETED' } };

/** A closed application keeps the step it stopped at as current. */
export const DeniedAtDocuments: Story = { args: { stage: 'DENIED', stoppedAt: 'DOCUMENT_UPLOAD' } };

export const ExpiredAtContractReview: Story = { args: { stage: 'EXPIRED', stoppedAt: 'CONTRACT_REVIEW' } };
