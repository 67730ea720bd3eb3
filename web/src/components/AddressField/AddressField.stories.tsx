import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressField, type AddressFieldProps } from './AddressField';

function Controlled(props: Omit<AddressFieldProps, 'value' | 'onTextChange'> & { initialText?: string }) {
  const [text, setText] = useState(props.initialText ?? '');
  return <AddressField {...props} value={text} onTextChange={setText} />;
}

const meta = {
  title: 'Rates/AddressField',
  component: Controlled,
  args: { label: 'Property address', hint: 'Start typing, then choose your street address from the list.', onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Property address' }), 'Lark');
    await expect(await canvas.findByRole('option', { name: /1450 Larkin St/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Property address' }), 'Nowhere Lane');
  },
};

export const Invalid: Story = { args: { initialText: 'San Francisco, CA, USA', invalid: true } };
