import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { summarizeSections } from '#core/refinanceApplication/index';
import { COMPLETE_ANSWERS, IN_PROGRESS_ANSWERS } from '#mocks/refinanceApplicationFixtures';
import { browserContext } from '../../lib/applicationStore';
import { SectionOverview } from './SectionOverview';

const meta = {
  title: 'Application/SectionOverview',
  component: SectionOverview,
  args: { sections: summarizeSections(IN_PROGRESS_ANSWERS, browserContext(), false), currentSection: 'declarations', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Joint: Story = {
  args: {
    sections: summarizeSections({ ...IN_PROGRESS_ANSWERS, applicantMode: 'JOINTLY_WITH_SPOUSE' }, browserContext(), false),
    currentSection: 'coBorrower',
  },
};
export const Submitted: Story = { args: { sections: summarizeSections(COMPLETE_ANSWERS, browserContext(), true), currentSection: null } };
