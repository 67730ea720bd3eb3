import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { inFlowColumn, questionArgs, saveFailed, saving } from './questionStates';

/** The screen that closes a section, reached once the section is complete. */
const meta = {
  title: 'Application/Question types/End screen',
  component: ProductQuestionScreen,
  parameters: { loggedIn: true },
  args: questionArgs('assetsDone', 'Assets and liabilities'),
  decorators: [inFlowColumn],
} satisfies Meta<typeof ProductQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

/** The first screen shown has no Back: there is nowhere to go back to. */
export const WithoutBack: Story = { args: { navigation: { locked: false, serverError: null, goTo: fn(), next: fn(), previous: null } } };

export const Saving: Story = { args: saving() };

export const SaveFailed: Story = { args: saveFailed() };
