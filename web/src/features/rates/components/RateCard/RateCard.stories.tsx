import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RateCard } from './RateCard';

const meta = {
  title: 'Rates/RateCard',
  component: RateCard,
  args: {
    colour: 'blue',
    headerLabel: '30-year fixed · Summit Federal Credit Union',
    headerValueLeft: '$2,551.96',
    headerValueRight: (
      <>
        <strong>6.125%</strong> interest rate
      </>
    ),
    items: [
      { name: 'APR', value: '6.166%' },
      { name: 'Points', value: 'None' },
      { name: 'Closing costs', value: '$4,460.19' },
      { name: 'Loan amount', value: '$420,000' },
      { name: '10-year cost', value: '$310,695', isFooterElement: true },
    ],
    footerButtonText: 'Choose this rate',
    onFooterButtonClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {};

export const Salmon: Story = {
  args: {
    colour: 'salmon',
    headerLabel: '7-year adjustable · Harborline Mortgage',
    headerValueLeft: '$2,484.46',
    headerValueRight: (
      <>
        <strong>5.875%</strong> interest rate
      </>
    ),
    description: 'Fixed for 7 years, then adjusts once a year within its caps.',
  },
};

export const Grey: Story = { args: { colour: 'grey', headerLabel: '15-year fixed · Cascade Home Loans', headerValueLeft: '$3,431.62' } };

export const WithBadgeAndFooterTitle: Story = {
  args: { headerBadge: 'Lowest APR', footerTitle: 'Compared over 10 years', body: <p>Rate locked for 45 days once you apply.</p> },
};

export const Disabled: Story = {
  args: { disabledNotification: 'This rate is no longer offered for your latest details. Choose another from your offers.' },
};

export const EveryColour: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RateCard {...args} colour="blue" headerLabel="Blue" />
      <RateCard {...args} colour="salmon" headerLabel="Salmon" />
      <RateCard {...args} colour="grey" headerLabel="Grey" />
      <RateCard {...args} colour="blue" headerLabel="Unavailable" disabledNotification="Not offered for investment properties." />
    </div>
  ),
};

/** Spec §3.266: each item style of the design system, standard, highlight and muted, side by side. */
export const ItemStyles: Story = {
  args: {
    headerBadge: 'Lowest APR',
    items: [
      { name: 'APR', value: '6.166%', style: 'highlight' },
      { name: 'Points', value: 'None', style: 'muted' },
      { name: 'Closing costs', value: '$4,460.19', style: 'standard' },
      { name: 'Loan amount', value: '$420,000' },
      { name: '10-year cost', value: '$310,695', isFooterElement: true, style: 'highlight' },
    ],
  },
};
