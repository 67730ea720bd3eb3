import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import {
  resetMockRestructureApplications,
  restructureApplicationScenarios,
  seedMockRestructureApplication,
  type MockRestructureStage,
} from '#mocks/restructureApplication';
import { nowIso } from '#mocks/application';
import { restructureStore, type MockRestructure } from '#mocks/restructureApplicationState';
import { SeededApplication, STORY_UUID } from '../../testing/storyApplication';
import { StageScreen } from './StageScreen';

/** The application brought to `stage` by the mocks' own steps, then `change` applied to its record. */
const seededAt =
  (stage: MockRestructureStage, answers?: Parameters<typeof seedMockRestructureApplication>[1], change?: (record: MockRestructure) => void) => () => {
    resetMockRestructureApplications();
    mockBankLinks.reset();
    seedMockRestructureApplication(stage, answers, STORY_UUID);
    const record = restructureStore.get(STORY_UUID);
    if (record && change) change(record);
  };

const loadingParameters = { msw: { handlers: createMockHandlers([restructureApplicationScenarios.loading]) } };
const failureParameters = { msw: { handlers: createMockHandlers([restructureApplicationScenarios.failure]) } };

function Screen() {
  return <SeededApplication>{(application) => <StageScreen application={application} />}</SeededApplication>;
}

/** After submission: where the partnership application stands, what happens next, and the step's screen. */
const meta = {
  title: 'Partnership/Restructure/Stage screen',
  component: Screen,
  parameters: { layout: 'padded', loggedIn: true },
  beforeEach: seededAt('DOCUMENT_UPLOAD'),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Documents: the checks running and the documents the review asks for. */
export const DocumentUpload: Story = {};

/** Waiting: the documents are in and the review runs; the page checks back by itself. */
export const DocumentsUnderReview: Story = {
  beforeEach: seededAt('DOCUMENT_UPLOAD', undefined, (record) => {
    record.uploadsCompletedAt = nowIso();
  }),
};

/** The review asked for more documents. */
export const MoreInformationNeeded: Story = { beforeEach: seededAt('APPROVAL_MORE_INFO') };

/** The offer (term sheet, generated documents) and the option agreement to read and accept. */
export const ContractReview: Story = { beforeEach: seededAt('CONTRACT_REVIEW') };

/** The payment account to choose: link a bank, or enter the account by hand. */
export const PaymentAccount: Story = { beforeEach: seededAt('FINALIZE_RESTRUCTURE') };

/** Waiting: Roofline confirms the payment account. */
export const AccountVerification: Story = { beforeEach: seededAt('ACCOUNT_VERIFICATION') };

/** Waiting: the home's inspection. */
export const Inspection: Story = { beforeEach: seededAt('INSPECTION') };

/** Done: the partnership is active. */
export const Completed: Story = { beforeEach: seededAt('COMPLETED') };

/** Denied, with the reason core words for the applicant and the waitlist. */
export const Denied: Story = { beforeEach: seededAt('DENIED') };

/** Denied without a reason code: the customer wording from core, never a reviewer's note. */
export const DeniedWithoutReason: Story = {
  beforeEach: seededAt('DENIED', undefined, (record) => {
    record.denialCode = null;
  }),
};

export const Expired: Story = { beforeEach: seededAt('EXPIRED') };

export const Loading: Story = { parameters: loadingParameters };

/** The load failed: a retry, and the saved answers are safe. */
export const LoadFailed: Story = { parameters: failureParameters };
