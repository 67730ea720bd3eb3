import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMPLETE_ANSWERS } from '#mocks/refinanceApplicationFixtures';
import { ProductQuestionScreen } from '../ProductQuestionScreen';
import { answered, inFlowColumn, invalidPlay, questionArgs, saveFailed, saving } from './questionStates';

const ID = 'borrowerRace';

/** A multiple choice with sub-options: choosing Asian offers the Asian sub-options. */
const meta = {
  title: 'Application/Question types/Multiple choice',
  component: ProductQuestionScreen,
  parameters: { loggedIn: true },
  args: questionArgs(ID, 'Demographic information'),
  decorators: [inFlowColumn],
} satisfies Meta<typeof ProductQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWERS = { ...COMPLETE_ANSWERS, borrowerDemographicsConsent: 'OPT_IN', borrowerRace: ['ASIAN', 'KOREAN'] };

/** Not answered yet. */
export const Empty: Story = {};

export const Answered: Story = { args: answered(ANSWERS) };

/** Continue with nothing answered: the message core gives for the missing answer shows. */
export const Invalid: Story = { play: invalidPlay(ID) };

export const Saving: Story = { args: saving(ANSWERS) };

export const SaveFailed: Story = { args: saveFailed(ANSWERS) };
