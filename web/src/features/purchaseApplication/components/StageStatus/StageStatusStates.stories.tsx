import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { seedMockPurchaseApplication, toMockPurchaseApplication } from '#mocks/purchaseApplication';
import { StageStatus } from './StageStatus';

type Record = ReturnType<typeof seedMockPurchaseApplication>;

/** An application seeded at `stage` by the mocks' own steps, then `change` applied, as the API answers it. */
const at = (uuid: string, stage: Parameters<typeof seedMockPurchaseApplication>[1], change?: (record: Record) => void) => {
  const record = seedMockPurchaseApplication(uuid, stage);
  change?.(record);
  return toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment;
};

/** The stages StageStatus's own stories leave out: waiting on the review, more documents, offers, and the closed ends. */
const meta = {
  title: 'Purchase/Stage status states',
  component: StageStatus,
  parameters: { layout: 'padded', loggedIn: true },
  args: {
    application: at('7a0c0000-0000-4000-8000-0000000000d1', 'DOCUMENT_UPLOAD', (record) =>
      Object.assign(record, { uploadsCompletedAt: '2026-12-01T17:05:00.000Z' }),
    ),
  },
} satisfies Meta<typeof StageStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the documents are in and the review runs; the page checks back by itself. */
export const DocumentsUnderReview: Story = {};

/** The review asked for more documents. */
export const MoreDocuments: Story = {
  args: {
    application: at('7a0c0000-0000-4000-8000-0000000000d2', 'DOCUMENT_UPLOAD', (record) => Object.assign(record, { stage: 'ADDITIONAL_DOCUMENT_UPLOAD' })),
  },
};

/** Pre-approved: offers to make, with the letter and the linked funds. */
export const MyOffers: Story = { args: { application: at('7a0c0000-0000-4000-8000-0000000000d3', 'MY_OFFERS') } };

/** Denied, with the reason core words for the buyer. */
export const Denied: Story = {
  args: {
    application: at('7a0c0000-0000-4000-8000-0000000000d4', 'DOCUMENT_UPLOAD', (record) =>
      Object.assign(record, { stage: 'DENIED', denialCode: 'DENIED_CREDIT' }),
    ),
  },
};

/** Denied without a reason code: the general wording. */
export const DeniedWithoutReason: Story = {
  args: {
    application: at('7a0c0000-0000-4000-8000-0000000000d5', 'DOCUMENT_UPLOAD', (record) => Object.assign(record, { stage: 'DENIED', denialCode: null })),
  },
};

export const Expired: Story = {
  args: { application: at('7a0c0000-0000-4000-8000-0000000000d6', 'CONTRACT_REVIEW', (record) => Object.assign(record, { stage: 'EXPIRED' })) },
};

/** The co-applicant's view of the documents: their own uploads, no funds or agent link. */
export const DocumentsCoApplicant: Story = {
  args: { application: at('7a0c0000-0000-4000-8000-0000000000d7', 'DOCUMENT_UPLOAD', (record) => Object.assign(record, { party: 'CO_APPLICANT' })) },
};
