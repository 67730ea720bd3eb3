import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockPayments } from '#mocks/payments';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

async function enterCard(number: string, expiry = '12 / 34') {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiration (MM / YY)'), expiry);
  await userEvent.type(screen.getByLabelText('Security code'), '123');
  await userEvent.type(screen.getByLabelText('ZIP code'), '94107');
  await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

beforeEach(() => {
  mockPayments.reset();
  mockSession.set(true);
});

describe('/verify-payment', () => {
  it('saves the sandbox card after the server verified the setup, and lists it', async () => {
    const { router } = await renderRoutes('/verify-payment');
    expect(await screen.findByText('No card or bank account is saved yet.')).toBeInTheDocument();
    await enterCard('4242424242424242');
    expect(await screen.findByText('Your card is saved')).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/setup_intent=seti_mock_\d+/);
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    expect(within(list).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(list).getByText('Default')).toBeInTheDocument();
  });

  it('says why a declined card was not saved, and keeps the form', async () => {
    await renderRoutes('/verify-payment');
    await enterCard('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(mockPayments.list()).toEqual([]);
  });

  it('asks for authentication and saves the card once it passed', async () => {
    await renderRoutes('/verify-payment');
    await enterCard('4000002500003155');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Your card is saved')).toBeInTheDocument();
    expect(mockPayments.list().map((method) => method.label)).toEqual(['Visa •••• 3155']);
  });

  it('checks the fields before sending anything, with the card’s own words', async () => {
    await renderRoutes('/verify-payment');
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424241');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    expect(screen.getByLabelText('Expiration (MM / YY)')).toHaveAccessibleDescription('Enter the expiration date.');
    expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription('Enter the security code.');
    await userEvent.type(screen.getByLabelText('Expiration (MM / YY)'), '0120');
    expect(screen.getByLabelText('Expiration (MM / YY)')).toHaveAccessibleDescription("Your card's expiration date is in the past.");
  });

  it('does not believe a setup id in the address that the server does not know', async () => {
    await renderRoutes('/verify-payment?setup_intent=seti_forged&redirect_status=succeeded');
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment setup was not found. Start again.');
    expect(screen.getByRole('button', { name: 'Try another card' })).toBeInTheDocument();
  });

  it('removes a saved card', async () => {
    mockPayments.addCard('4444', 'MASTERCARD');
    await renderRoutes('/verify-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    expect(await screen.findByText('No card or bank account is saved yet.')).toBeInTheDocument();
  });

  it('§2.23 is public: a signed-out visitor stays on the page and is asked to log in and come back to it', async () => {
    mockSession.set(false);
    const { router } = await renderRoutes('/verify-payment?setup_intent=seti_mock_9&redirect_status=succeeded');
    const login = await screen.findByRole('link', { name: 'Log in to continue' });
    expect(router.state.location.pathname).toBe('/verify-payment');
    expect(login).toHaveAttribute('href', `/login/?redirectUrl=${encodeURIComponent('/verify-payment?setup_intent=seti_mock_9&redirect_status=succeeded')}`);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
