import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'borrowerLegalName';

/** Text fields with a confirmation checkbox. */
const meta = {
  title: 'Application/Question types/Text',
  component: ProductQuestionScreen,
  parameters: { loggedIn: true },
  args: questionArgs(ID, 'About you'),
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
