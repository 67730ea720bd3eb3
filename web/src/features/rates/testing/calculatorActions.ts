import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

/**
 * What a homeowner does with the calculator, for the component tests. Text goes in as a paste
 * (one input event, not one per key): these steps lead to what a test checks, and typing them
 * key by key re-renders the form dozens of times, which on a busy machine takes seconds.
 */

async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

export async function chooseAddress(user: UserEvent, typed = '1450 Lark', option: RegExp = /1450 Larkin St/) {
  const field = await screen.findByRole('combobox', { name: 'Property address' });
  await enter(user, field, typed);
  const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
  await user.click(await within(listbox).findByRole('option', { name: option }));
  // The field shows the full address at once, but the choice (and the filters it puts back) only
  // counts once the place lookup answers: wait until the field no longer announces the check.
  await screen.findByDisplayValue(option);
  await waitFor(() => expect(screen.queryByText('Checking the address…')).not.toBeInTheDocument());
}

export async function fillRequired(user: UserEvent, values: { remaining?: string; homeValue?: string; creditScore?: string } = {}) {
  const { remaining = '420,000', homeValue = '750,000', creditScore = 'SCORE_760_779' } = values;
  await enter(user, screen.getByLabelText('Remaining mortgage amount'), remaining);
  await enter(user, screen.getByLabelText('Estimated home value'), homeValue);
  await user.selectOptions(screen.getByLabelText('Credit score'), creditScore);
}

export async function submit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /See my rates|Finding rates/ }));
}

export function filtersToggle() {
  return screen.getByRole('button', { name: /^Filters/ });
}

/** The rate cards in the results list, in order. */
export async function findRateCards() {
  const list = await screen.findByRole('list', { name: 'Rates' }, { timeout: 4000 });
  return within(list).findAllByRole('article');
}

/**
 * The rate cards once a search has finished as the user meets it: the calculator moves focus to
 * the results heading a moment after the cards show, so a test that then moves focus itself
 * (opening a card's details) waits for that first.
 */
export async function findSearchedRateCards() {
  const cards = await findRateCards();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your rates' })).toHaveFocus());
  return cards;
}

/** The alert a search ends with; searches take a prequal and a pricing round trip, so allow for both. */
export function findAlert() {
  return screen.findByRole('alert', {}, { timeout: 4000 });
}
