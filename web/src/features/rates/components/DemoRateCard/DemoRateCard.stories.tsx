import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoRateCard } from './DemoRateCard';

const meta = {
  title: 'Rates/DemoRateCard',
  component: DemoRateCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoRateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As /rates shows it before a search. */
export const BeforeASearch: Story = {};

export const WithAButton: Story = { args: { footerButtonText: 'See my rates', onFooterButtonClick: fn() } };
