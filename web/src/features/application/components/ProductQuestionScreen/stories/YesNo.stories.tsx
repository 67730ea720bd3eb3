import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'borrowerIsEmployed';

/** A yes-or-no question. */
const meta = {
  title: 'Application/Question types/Yes or no',
  component: ProductQuestionScreen,
  parameters: { loggedIn: true },
  args: questionArgs(ID, 'Employment and income'),
  decorators: [inFlowColumn],
} satisfies Meta<typeof ProductQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered yet. */
export const Empty: Story = {};

export const Answered: Story = { args: answered() };

/** Continue with nothing answered: the message core gives for the missing answer shows. */
export const Invalid: Story = { play: invalidPlay(ID) };

export const Saving: Story = { args: saving() };

export const SaveFailed: Story = { args: saveFailed() };
