import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { COMPLETE_ANSWERS, IN_PROGRESS_ANSWERS } from '#mocks/refinanceApplicationFixtures';
import { browserContext } from '#web/lib/applicationStore';
import { ReviewScreen } from './ReviewScreen';

const meta = {
  title: 'Application/ReviewScreen',
  component: ReviewScreen,
  args: { answers: COMPLETE_ANSWERS, context: browserContext(), onEdit: fn(), onSubmit: fn(), onPrevious: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 24, background: 'var(--color-surface)', borderRadius: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToSubmit: Story = {};

/** Submitting was refused: the reasons are listed, each a link back to its question. */
export const MissingAnswers: Story = {
  args: {
    answers: IN_PROGRESS_ANSWERS,
    problems: [
      { field: 'borrowerDeclarationOccupancy', message: 'Declarations – Will you live in this home as your primary residence? Choose Yes or No.' },
      { field: 'acknowledgements', message: 'Review and submit – Acknowledgements and agreements Agree to the acknowledgements to continue.' },
    ],
  },
};

export const Submitting: Story = { args: { locked: true } };

export const ReadOnly: Story = { args: { readOnly: true } };
