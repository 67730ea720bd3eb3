import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethodList_MethodFragment } from '#generated/web';
import { PaymentMethodList } from './PaymentMethodList';

const visa: PaymentMethodList_MethodFragment = {
  __typename: 'PaymentMethod',
  uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'CARD',
  label: 'Visa •••• 4242',
  brand: 'VISA',
  last4: '4242',
  expMonth: 3,
  expYear: 2030,
  isDefault: true,
};
const bank: PaymentMethodList_MethodFragment = {
  ...visa,
  uuid: 'a1b2c3d4-0000-4000-8000-000000000002',
  kind: 'BANK_ACCOUNT',
  label: 'First Platypus Bank checking •••• 6789',
  brand: null,
  last4: '6789',
  expMonth: null,
  expYear: null,
  isDefault: false,
};

describe('PaymentMethodList', () => {
  it('lists a bank account beside the cards, with its own note, and makes it the default or removes it', async () => {
    const onRemove = vi.fn();
    const onMakeDefault = vi.fn();
    const user = userEvent.setup();
    render(<PaymentMethodList methods={[visa, bank]} onRemove={onRemove} onMakeDefault={onMakeDefault} />);
    const [card, account] = within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole('listitem');
    expect(card).toHaveTextContent('Visa •••• 4242DefaultExpires 03/30');
    expect(account).toHaveTextContent('First Platypus Bank checking •••• 6789Bank account · payments take a few business days to clear');
    await user.click(screen.getByRole('button', { name: 'Make First Platypus Bank checking •••• 6789 the default' }));
    expect(onMakeDefault).toHaveBeenCalledWith(bank.uuid);
    await user.click(screen.getByRole('button', { name: 'Remove First Platypus Bank checking •••• 6789' }));
    expect(onRemove).toHaveBeenCalledWith(bank.uuid);
  });
});
