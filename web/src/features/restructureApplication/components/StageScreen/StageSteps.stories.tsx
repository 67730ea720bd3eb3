import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import {
  resetMockRestructureApplications,
  restructureApplicationScenarios,
  seedMockRestructureApplication,
  type MockRestructureStage,
} from '#mocks/restructureApplication';
import { ContractViewer } from './ContractViewer';
import { DocumentsStep } from './DocumentsStep';
import { PaymentAccountStep } from './PaymentAccountStep';
import { SeededApplication, STORY_UUID } from '../../testing/storyApplication';
import { TermSheet } from './TermSheet';

/** The application brought to `stage` by the mocks' own steps. */
const seededAt = (stage: MockRestructureStage, answers?: Parameters<typeof seedMockRestructureApplication>[1]) => () => {
  resetMockRestructureApplications();
  mockBankLinks.reset();
  seedMockRestructureApplication(stage, answers, STORY_UUID);
};

const loadingParameters = { msw: { handlers: createMockHandlers([restructureApplicationScenarios.loading]) } };
const failureParameters = { msw: { handlers: createMockHandlers([restructureApplicationScenarios.failure]) } };

const STEPS = {
  documents: DocumentsStep,
  termSheet: TermSheet,
  contract: ContractViewer,
  paymentAccount: ({ application }: Parameters<typeof TermSheet>[0]) => <PaymentAccountStep uuid={application.uuid} />,
};

function Step({ step }: { step: keyof typeof STEPS }) {
  const Shown = STEPS[step];
  return <SeededApplication>{(application) => <Shown application={application} />}</SeededApplication>;
}

/** Each stage's own screen, on its own, as the stage screen shows it below the headline. */
const meta = {
  title: 'Partnership/Restructure/Stage steps',
  component: Step,
  parameters: { layout: 'padded', loggedIn: true },
  args: { step: 'documents' },
  beforeEach: seededAt('DOCUMENT_UPLOAD'),
} satisfies Meta<typeof Step>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The documents the review asks for, each with its upload. */
export const Documents: Story = {};

/** The documents the review asked for after a first look. */
export const DocumentsMoreInformation: Story = { beforeEach: seededAt('APPROVAL_MORE_INFO') };

/** The offer's figures and its generated documents. */
export const TermSheetAtContractReview: Story = { args: { step: 'termSheet' }, beforeEach: seededAt('CONTRACT_REVIEW') };

/** The option agreement, read page by page before it can be accepted. */
export const Contract: Story = { args: { step: 'contract' }, beforeEach: seededAt('CONTRACT_REVIEW') };

/** Accepted: the agreement read-only, with when it was accepted. */
export const ContractAccepted: Story = { args: { step: 'contract' }, beforeEach: seededAt('FINALIZE_RESTRUCTURE') };

/** Link a bank, or enter the payment account by hand. */
export const PaymentAccount: Story = { args: { step: 'paymentAccount' }, beforeEach: seededAt('FINALIZE_RESTRUCTURE') };

/** The term sheet kept once the partnership is active. */
export const TermSheetCompleted: Story = { args: { step: 'termSheet' }, beforeEach: seededAt('COMPLETED') };

export const Loading: Story = { parameters: loadingParameters };

export const LoadFailed: Story = { parameters: failureParameters };
