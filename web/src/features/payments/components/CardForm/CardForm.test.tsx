import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CardForm } from './CardForm';

const DECLINED = 'Your card was declined. Try another card.';

/** A parent that refuses every card, as a processor declining it would. */
function RefusingForm() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return <CardForm refusal={refusal} onSubmit={() => setRefusal(DECLINED)} now={() => new Date('2026-12-01T12:00:00Z')} />;
}

describe('the card form', () => {
  it('takes a refusal down once the card is changed, and shows it again when the new card is refused', async () => {
    const user = userEvent.setup();
    render(<RefusingForm />);
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiration (MM / YY)'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('ZIP code'), '94109');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.queryByText(DECLINED)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
  });
});
