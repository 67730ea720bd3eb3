import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { MOCK_PURCHASE_STAGE_UUIDS, recordMockAppraisal, seedMockPurchaseApplication, toMockPurchaseApplication } from '#mocks/purchaseApplication';
import { StageStatus } from './StageStatus';

const at = (stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS) =>
  toMockPurchaseApplication(seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS[stage], stage)) as unknown as PurchaseApplication_ApplicationFragment;

const meta = {
  title: 'Purchase/Stage status',
  component: StageStatus,
  // The buyer is logged in: the stage's steps (reading the agreement's pages) answer as they would.
  parameters: { layout: 'padded', loggedIn: true },
  args: { application: at('DOCUMENT_UPLOAD') },
} satisfies Meta<typeof StageStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The documents the review asks for, through the upload widget. */
export const Documents: Story = {};

/** The pre-approval with its letter to download. */
export const PreApproval: Story = { args: { application: at('CONTRACT_REVIEW') } };

/** Appraisal and services: the appraisal ordered (the mock sandbox's report arrives a moment later, by itself) and the four documents. */
export const AppraisalAndServices: Story = { args: { application: at('APPRAISAL_AND_SERVICES') } };

/** Appraisal and services once the appraiser's value is in, under the price: read-only, with the gap paid in cash. */
export const AppraisalReceived: Story = {
  args: {
    application: (() => {
      const record = seedMockPurchaseApplication('7a0c0000-0000-4000-8000-0000000000c6', 'APPRAISAL_AND_SERVICES');
      recordMockAppraisal(record, 585_000_00);
      return toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment;
    })(),
  },
};

/** Closing: the final Exhibit C, funds to close and the option agreement to read page by page and accept. */
export const Closing: Story = { args: { application: at('CLOSING') } };

/** Closing once the buyer accepted the option agreement: the time, while the closing is recorded. */
export const ClosingAccepted: Story = {
  args: {
    application: (() => {
      const record = seedMockPurchaseApplication('7a0c0000-0000-4000-8000-0000000000a6', 'CLOSING');
      record.optionAgreementViewedAt = '2026-12-26T17:58:00.000Z';
      record.optionAgreementAcceptedAt = '2026-12-26T18:00:00.000Z';
      return toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment;
    })(),
  },
};

/** Closing as the co-applicant sees it: the agreement read-only, the applicant accepts it. */
export const ClosingCoApplicant: Story = {
  args: {
    application: (() => {
      const record = seedMockPurchaseApplication('7a0c0000-0000-4000-8000-0000000000b6', 'CLOSING');
      record.party = 'CO_APPLICANT';
      return toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment;
    })(),
  },
};

/** Closed: the final Exhibit C, funds to close and the option agreement. */
export const Closed: Story = { args: { application: at('CLOSED') } };
