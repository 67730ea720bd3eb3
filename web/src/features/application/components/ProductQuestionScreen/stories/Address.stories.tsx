import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'borrowerCurrentAddress';

/** An address, looked up as it is typed or entered line by line. */
const meta = {
  title: 'Application/Question types/Address',
  component: ProductQuestionScreen,
  parameters: { loggedIn: true },
  args: questionArgs(ID, 'Where you live'),
  decorators: [inFlowColumn],
} satisfies Meta<typeof ProductQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered yet. */
export const Empty: Story = {};

export const Answered: Story = { args: answered() };

/** A street without the rest: Continue shows the message core gives for the first missing part. */
export const Invalid: Story = {
  play: invalidPlay(ID, { borrowerCurrentAddress: { street: '1 Main St', unit: '', city: '', state: '', zip: '' } }, async (canvas) => {
    await userEvent.type(canvas.getByLabelText('Street address'), '1 Main St');
  }),
};

export const Saving: Story = { args: saving() };

export const SaveFailed: Story = { args: saveFailed() };
