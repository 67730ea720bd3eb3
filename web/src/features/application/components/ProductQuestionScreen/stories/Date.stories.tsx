import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'borrowerDateOfBirth';

/** A date typed as MM/DD/YYYY; a date of birth must be 18 or more years ago. */
const meta = {
  title: 'Application/Question types/Date',
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
  play: invalidPlay(ID, { borrowerDateOfBirth: '2020-01-01' }, async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox'), '01012020');
  }),
};

export const Saving: Story = { args: saving() };

export const SaveFailed: Story = { args: saveFailed() };
