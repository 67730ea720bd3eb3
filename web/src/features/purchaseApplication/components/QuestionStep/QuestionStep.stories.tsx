import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EMPTY_PURCHASE_VALUES, PURCHASE_SECTIONS, type PurchaseQuestion } from '#core/purchaseApplication/index';
import { MOCK_COMPLETE_VALUES } from '#mocks/purchaseApplication';
import { QuestionStep } from './QuestionStep';

const question = (id: string) => PURCHASE_SECTIONS.flatMap((s) => s.subsections.flatMap((sub) => sub.questions)).find((q) => q.id === id) as PurchaseQuestion;
const saved = async () => [];

const meta = {
  title: 'Purchase/Question step',
  component: QuestionStep,
  parameters: { layout: 'padded' },
  args: {
    question: question('hasCoApplicant'),
    sectionTitle: 'Who is buying',
    values: { ...EMPTY_PURCHASE_VALUES, targetPriceCents: 600_000_00, downPaymentCents: 80_000_00 },
    initialDraft: {},
    party: 'APPLICANT',
    ownEmail: 'demo@roofline.test',
    locked: false,
    serverError: null,
    onSave: saved,
    onContinue: fn(),
    onBack: fn(),
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

/** While the answer is being saved: the key navigation lock holds Save and Previous. */
export const Saving: Story = { args: { locked: true } };

/** The application error: the whole answer refused, or the connection lost. */
export const ServerError: Story = { args: { serverError: 'We couldn’t reach Roofline. Check your connection and try again; your earlier answers are saved.' } };
