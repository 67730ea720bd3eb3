import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadyDataProvider } from '../../lib/data/ReadyDataProvider';
import { graphql } from 'msw';
import { createApolloClient } from '../../app/apollo';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { AddressField, type AddressChoice } from './AddressField';

function Harness({ onChoose }: { onChoose: (choice: AddressChoice) => void }) {
  const [text, setText] = useState('');
  return (
    <ReadyDataProvider client={createApolloClient()}>
      <AddressField label="Property address" value={text} onTextChange={setText} onChoose={onChoose} debounceMs={50} />
    </ReadyDataProvider>
  );
}

describe('address field', () => {
  it('is a combobox that lists suggestions as you type', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Property address' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'Lark');
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1450 Larkin St, San Francisco, CA 94109, USA', 'Larkin St, San Francisco, CA, USA']);
    expect(screen.getByRole('status')).toHaveTextContent('2 addresses found.');
  });

  it('asks for nothing under three characters', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    mockServer.resetHandlers(...createMockHandlers([graphql.query('addressSuggestions', ({ variables }) => void asked(variables.query))]));
    render(<Harness onChoose={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Property address' }), 'La');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys and chooses with Enter, looking the place up', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: 'Property address' });
    await user.type(input, 'Lark');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChoose).toHaveBeenCalledOnce());
    expect(onChoose.mock.calls[0]![0]).toMatchObject({
      placeId: 'mock-place-sf-larkin',
      description: '1450 Larkin St, San Francisco, CA 94109, USA',
      isFullStreetAddress: true,
      location: { streetNumber: '1450', streetName: 'Larkin St', state: 'CA' },
    });
    expect(onChoose.mock.calls[0]![0].location).not.toHaveProperty('__typename');
    expect(input).toHaveValue('1450 Larkin St, San Francisco, CA 94109, USA');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports a place that is not a street address as such', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    await user.type(screen.getByRole('combobox', { name: 'Property address' }), 'Larkin St, San');
    await user.click(await screen.findByRole('option', { name: 'Larkin St, San Francisco, CA, USA' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledOnce());
    expect(onChoose.mock.calls[0]![0]).toMatchObject({ placeId: 'mock-place-larkin-route', isFullStreetAddress: false });
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Property address' });
    await user.type(input, 'Austin');
    await screen.findByRole('option', { name: 'Austin, TX, USA' });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Austin');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness onChoose={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Property address' }), 'Nowhere Lane');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching addresses.'));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});
