import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'assets';

/** A list built entry by entry; every add, edit and removal saves at once. */
const meta = {
  title: 'Application/Question types/Repeating group',
  component: ProductQuestionScreen,
  parameters: { loggedIn: true },
  args: questionArgs(ID, 'Assets and liabilities'),
  decorators: [inFlowColumn],
} satisfies Meta<typeof ProductQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered yet. */
export const Empty: Story = {};

export const Answered: Story = { args: answered() };

/** Continue with no entries: the message core gives for the missing list shows. */
export const Invalid: Story = { play: invalidPlay(ID) };

export const Saving: Story = { args: saving() };

export const SaveFailed: Story = { args: saveFailed() };
