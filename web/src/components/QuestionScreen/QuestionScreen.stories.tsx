import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findQuestion } from '#core/refinanceApplication/index';
import type { EndScreenQuestion, FieldsQuestion, GroupQuestion, ApplicationAnswers } from '#core/application/index';
import { COMPLETE_ANSWERS, IN_PROGRESS_ANSWERS } from '#mocks/refinanceApplicationFixtures';
import { browserContext } from '../../lib/applicationStore';
import { QuestionScreen } from './QuestionScreen';

const question = (id: string) => findQuestion(id) as FieldsQuestion | GroupQuestion | EndScreenQuestion;
const without = (answers: ApplicationAnswers, ...keys: string[]) => Object.fromEntries(Object.entries(answers).filter(([key]) => !keys.includes(key)));

const meta = {
  title: 'Application/QuestionScreen',
  component: QuestionScreen,
  parameters: { loggedIn: true },
  args: {
    question: question('borrowerLegalName'),
    sectionTitle: 'About you',
    answers: IN_PROGRESS_ANSWERS,
    context: browserContext(),
    locked: false,
    serverError: null,
    onSave: fn(async () => ({ ok: true as const })),
    onContinue: fn(),
    onPrevious: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24, background: 'var(--color-surface)', borderRadius: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text fields and a confirmation checkbox, prefilled from the profile. */
export const Text: Story = { args: { answers: without(IN_PROGRESS_ANSWERS, 'borrowerIsLegalNameConfirmed', 'borrowerMiddleName', 'borrowerSuffix') } };

export const Money: Story = {
  args: { question: question('propertyValue'), sectionTitle: 'Loan and property', answers: without(IN_PROGRESS_ANSWERS, 'propertyValue') },
};

export const DateOfBirth: Story = { args: { question: question('borrowerDateOfBirth'), answers: without(IN_PROGRESS_ANSWERS, 'borrowerDateOfBirth') } };

export const YesNo: Story = { args: { question: question('borrowerIsEmployed'), sectionTitle: 'Employment and income', answers: {} } };

export const SingleChoice: Story = { args: { question: question('borrowerCitizenship'), answers: {} } };

/** Race with its sub-lists: choosing Asian offers the Asian sub-options. */
export const MultipleChoice: Story = {
  args: {
    question: question('borrowerRace'),
    sectionTitle: 'Demographic information',
    answers: { ...COMPLETE_ANSWERS, borrowerDemographicsConsent: 'OPT_IN', borrowerRace: ['ASIAN', 'KOREAN'] },
  },
};

export const Address: Story = { args: { question: question('borrowerCurrentAddress'), sectionTitle: 'Where you live', answers: {} } };

/** A repeating group with one entry: add, edit and remove save at once. */
export const RepeatingGroup: Story = { args: { question: question('assets'), sectionTitle: 'Assets and liabilities' } };

export const EndScreen: Story = { args: { question: question('assetsDone'), sectionTitle: 'Assets and liabilities' } };

/** The server refused the save: its message shows above the question until the user moves on. */
export const ServerError: Story = {
  args: {
    question: question('borrowerCitizenship'),
    serverError: 'We couldn’t reach Roofline. Check your connection and try again; your earlier answers are saved.',
  },
};

/** Field-level problems, found by the same rules the server applies. */
export const FieldErrors: Story = {
  args: { question: question('borrowerContact'), answers: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '415555');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter a 10-digit US phone number.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the email address.')).toBeInTheDocument();
  },
};

/** A save in flight: Continue shows its progress and the keys wait. */
export const Saving: Story = { args: { question: question('borrowerCitizenship'), locked: true } };
