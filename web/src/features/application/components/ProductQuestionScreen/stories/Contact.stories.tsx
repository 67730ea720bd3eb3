import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'borrowerContact';

/** An email address and a US phone number. */
const meta = {
  title: 'Application/Question types/Email and phone',
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

/** What was typed is refused on Continue, with the message core gives for it. */
export const Invalid: Story = {
  play: invalidPlay(ID, { borrowerPhone: '415555' }, async (canvas) => {
    await userEvent.type(canvas.getByLabelText('Phone number'), '415555');
  }),
};

export const Saving: Story = { args: saving() };

export const SaveFailed: Story = { args: saveFailed() };
