import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { MOCK_PURCHASE_STAGE_UUIDS, seedMockPurchaseApplication, toMockPurchaseApplication } from '../../../../../../mocks/purchaseApplication';
import { StageStatus } from './StageStatus';

const at = (stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS) =>
  toMockPurchaseApplication(seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS[stage], stage)) as unknown as PurchaseApplication_ApplicationFragment;

const meta = {
  title: 'Purchase/Stage status',
  component: StageStatus,
  parameters: { layout: 'padded' },
  args: { application: at('DOCUMENT_UPLOAD') },
} satisfies Meta<typeof StageStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The documents the review asks for, through the upload widget. */
export const Documents: Story = {};

/** The pre-approval with its letter to download. */
export const PreApproval: Story = { args: { application: at('CONTRACT_REVIEW') } };

/** Appraisal and services: the four documents and the appraised value. */
export const AppraisalAndServices: Story = { args: { application: at('APPRAISAL_AND_SERVICES') } };

/** Closed: the final Exhibit C, funds to close and the option agreement. */
export const Closed: Story = { args: { application: at('CLOSED') } };
