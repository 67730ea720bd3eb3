import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_PURCHASE_VALUES, PURCHASE_SECTIONS, type PurchaseQuestion } from '#core/purchase/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { MOCK_COMPLETE_VALUES, MOCK_PURCHASE_STAGE_UUIDS, seedMockPurchaseApplication, toMockPurchaseApplication } from '../../../../mocks/purchaseApplication';
import { OfferForm } from './OfferForm';
import { QuestionStep } from './QuestionStep';
import { StageStatus } from './StageStatus';

const question = (id: string) => PURCHASE_SECTIONS.flatMap((s) => s.subsections.flatMap((sub) => sub.questions)).find((q) => q.id === id) as PurchaseQuestion;
const at = (stage: keyof typeof MOCK_PURCHASE_STAGE_UUIDS) =>
  toMockPurchaseApplication(seedMockPurchaseApplication(MOCK_PURCHASE_STAGE_UUIDS[stage], stage)) as unknown as PurchaseApplication_ApplicationFragment;
const saved = async () => [];

const meta = {
  title: 'Purchase/Application screens',
  component: QuestionStep,
  parameters: { layout: 'padded' },
  args: {
    question: question('hasCoApplicant'),
    values: { ...EMPTY_PURCHASE_VALUES, targetPriceCents: 600_000_00, downPaymentCents: 80_000_00 },
    initialDraft: {},
    party: 'APPLICANT',
    ownEmail: 'demo@roofline.test',
    onSave: saved,
    position: { index: 3, total: 14 },
  },
} satisfies Meta<typeof QuestionStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A yes-or-no question. */
export const YesOrNo: Story = {};

/** A screen of several answers: the agent, who gets a read-only status link. */
export const SeveralAnswers: Story = { args: { question: question('agent'), values: { ...EMPTY_PURCHASE_VALUES, hasAgent: true } } };

/** A choice, with a follow-up shown only for one answer. */
export const ChoiceWithFollowUp: Story = {
  args: { question: question('gift'), values: { ...EMPTY_PURCHASE_VALUES, hasGift: true }, initialDraft: { hasGift: true } },
};

/** The down payment refused as it is typed: less than 10% of the price, in core's words. */
export const RefusedAsTyped: Story = {
  args: { question: question('downPayment'), values: { ...MOCK_COMPLETE_VALUES }, initialDraft: { downPayment: '80000' } },
};

/** The co-applicant's own question, answered with their own login. */
export const CoApplicantsQuestion: Story = {
  args: { question: question('coApplicantIncome'), values: { ...EMPTY_PURCHASE_VALUES, hasCoApplicant: true }, party: 'CO_APPLICANT' },
};

/** The documents the review asks for, through the upload widget. */
export const Documents: Story = { render: () => <StageStatus application={at('DOCUMENT_UPLOAD')} /> };

/** The pre-approval with its letter to download. */
export const PreApproval: Story = { render: () => <StageStatus application={at('CONTRACT_REVIEW')} /> };

/** Recording an accepted offer: Exhibit C is shown before it is saved. */
export const AcceptedOffer: Story = {
  render: () => (
    <OfferForm
      application={at('MY_OFFERS')}
      initial={{ offerUuid: null, address: '48 Oak Ave, Sacramento, CA', price: '590000', status: 'ACCEPTED' }}
      onDone={() => undefined}
    />
  ),
};

/** Appraisal and services: the four documents and the appraised value. */
export const AppraisalAndServices: Story = { render: () => <StageStatus application={at('APPRAISAL_AND_SERVICES')} /> };

/** Closed: the final Exhibit C, funds to close and the option agreement. */
export const Closed: Story = { render: () => <StageStatus application={at('CLOSED')} /> };
