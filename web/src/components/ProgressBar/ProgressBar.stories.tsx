import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Application/ProgressBar',
  component: ProgressBar,
  args: { percent: 65, answered: 30, total: 46 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const JustStarted: Story = { args: { percent: 8, answered: 4, total: 46 } };
export const Complete: Story = { args: { percent: 100, answered: 46, total: 46 } };
