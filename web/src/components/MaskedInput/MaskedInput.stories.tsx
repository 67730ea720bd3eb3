import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaskedInput } from './MaskedInput';
import type { MaskKind } from './masks';

function Example({ mask, initial }: { mask: MaskKind; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 320 }}>
      <span>{mask}</span>
      <MaskedInput mask={mask} value={value} onValueChange={setValue} />
    </label>
  );
}

const meta = {
  title: 'Application/MaskedInput',
  component: Example,
  args: { mask: 'money', initial: '1,250.50' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Money: Story = {};
export const DateOfBirth: Story = { args: { mask: 'date', initial: '04/12/1986' } };
export const Phone: Story = { args: { mask: 'phone', initial: '415-555-0142' } };
export const TaxpayerIdentifier: Story = { args: { mask: 'taxpayerIdentifier', initial: '•••-••-6789' } };
