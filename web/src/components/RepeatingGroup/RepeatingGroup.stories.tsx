import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { findQuestion } from '#core/refinanceApplication/index';
import type { GroupQuestion } from '#core/application/index';
import { COMPLETE_ANSWERS } from '#mocks/refinanceApplicationFixtures';
import { browserContext } from '../../lib/applicationStore';
import { Button } from '../Button/Button';
import { RepeatingGroup } from './RepeatingGroup';

const employers = findQuestion('borrowerEmployments') as GroupQuestion;

const meta = {
  title: 'Application/RepeatingGroup',
  component: RepeatingGroup,
  args: {
    question: employers,
    answers: COMPLETE_ANSWERS,
    context: browserContext(),
    locked: false,
    onSave: fn(async () => ({ ok: true as const })),
    heading: <h1 style={{ fontSize: 'var(--font-size-xl)' }}>{employers.title}</h1>,
    footer: (onContinue: () => void) => <Button onClick={onContinue}>Continue</Button>,
    onContinue: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24, background: 'var(--color-surface)', borderRadius: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RepeatingGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {};

export const Empty: Story = { args: { answers: { ...COMPLETE_ANSWERS, borrowerEmployments: [] } } };

/** A list that can be answered with "none". */
export const NothingToList: Story = {
  args: { question: findQuestion('borrowerOtherIncome') as GroupQuestion, heading: <h1 style={{ fontSize: 'var(--font-size-xl)' }}>Other income</h1> },
};
