import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featureFlagsHandler } from '#mocks/flags';
import { createMockHandlers } from '#mocks/handlers';
import { demoUser } from '#mocks/fixtures';
import { mockServer } from '#mocks/node';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

const FIRST = { timeout: 20_000 };

beforeEach(() => mockSession.set(false));
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('the buyer prequal on /purchase/create-account', { timeout: 45_000 }, () => {
  it('checks the prequal as it is typed, in the spec’s words, and offers the waitlist out of state', async () => {
    const user = userEvent.setup();
    await renderRoutes('/purchase/create-account');
    await user.type(await screen.findByLabelText('Target price ($)', undefined, FIRST), '600000');
    await user.type(screen.getByLabelText('Down payment ($)'), '50000');
    await user.selectOptions(screen.getByLabelText('State you are buying in'), 'CA');
    expect(await screen.findByText('The partnership is not available with less than 10% home equity.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Down payment ($)'));
    await user.type(screen.getByLabelText('Down payment ($)'), '80000');
    expect(await screen.findByText(/Roofline buys the other \$520,000 with you/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State you are buying in'), 'AK');
    expect(await screen.findByText('We are not live in your state yet. Join the waitlist and we will let you know when we are.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/buy/waitlist');
  });

  it('asks everyone to join the waitlist in the partnership’s words while the waitlist flag is on', async () => {
    mockServer.use(...createMockHandlers([featureFlagsHandler({ partnershipWaitlist: true })]));
    const user = userEvent.setup();
    await renderRoutes('/purchase/create-account');
    await user.type(await screen.findByLabelText('Target price ($)', undefined, FIRST), '600000');
    await user.type(screen.getByLabelText('Down payment ($)'), '80000');
    await user.selectOptions(screen.getByLabelText('State you are buying in'), 'CA');
    expect(
      await screen.findByText(
        'The partnership has a waitlist right now. Join the waitlist and we will let you know as soon as the partnership is available to you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Join the waitlist' })).toHaveLength(1);
  });

  it('says an email with an account is already in use, on the email field, keeping everything typed', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes('/purchase/create-account');
    const typed: Array<[label: string, value: string]> = [
      ['Target price ($)', '600000'],
      ['Down payment ($)', '80000'],
      ['First name', 'Dana'],
      ['Last name', 'Again'],
      ['Email', demoUser.email.toUpperCase()],
      ['Password', 'dana-signs-up-twice-2026'],
    ];
    const chosen: Array<[label: string, value: string]> = [
      ['State you are buying in', 'CA'],
      ['When do you want to buy?', '0_3_MONTHS'],
      ['Where are you in your search?', 'OPEN_HOUSES'],
      ['Main source of income', 'SALARY'],
      ['Credit score', 'SCORE_740_759'],
    ];
    await screen.findByLabelText('Target price ($)', undefined, FIRST);
    for (const [label, value] of typed) await user.type(screen.getByLabelText(label), value);
    for (const [label, value] of chosen) await user.selectOptions(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Create my account and apply' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Error: Email is already in use'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('region', { name: 'Your account' })).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fpurchase%2Fcreate-account',
    );
    for (const [label, value] of typed) expect(screen.getByLabelText(label)).toHaveValue(value);
    for (const [label, value] of chosen) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(router.state.location.pathname).toBe('/purchase/create-account');
    expect(mockSession.isLoggedIn()).toBe(false);
  });

  it('estimates the budget with and without Roofline, priced by the rates engine', async () => {
    const user = userEvent.setup();
    await renderRoutes('/purchase/create-account');
    await user.type(await screen.findByLabelText('Down payment ($)', undefined, FIRST), '80000');
    await user.type(screen.getByLabelText('Annual income before tax ($)'), '150000');
    await user.type(screen.getByLabelText('Monthly debt payments ($)'), '500');
    await user.click(screen.getByRole('button', { name: 'Estimate my budget' }));
    const table = await screen.findByRole('table', { name: /What you could afford/ });
    expect(within(table).getByRole('row', { name: /With Roofline/ })).toHaveTextContent('$800,000');
  });

  it('reads budget amounts as dollars and cents, refusing fractions of a cent and other numbers', async () => {
    const user = userEvent.setup();
    await renderRoutes('/purchase/create-account');
    await user.type(await screen.findByLabelText('Down payment ($)', undefined, FIRST), '80000');
    await user.type(screen.getByLabelText('Annual income before tax ($)'), '150,000.555');
    await user.type(screen.getByLabelText('Monthly debt payments ($)'), '5e2');
    await user.click(screen.getByRole('button', { name: 'Estimate my budget' }));
    expect(await screen.findByLabelText('Annual income before tax ($)')).toHaveAccessibleDescription(/Enter an amount of \$0 or more\./);
    expect(screen.getByLabelText('Monthly debt payments ($)')).toHaveAccessibleDescription(/Enter an amount of \$0 or more\./);
    expect(screen.queryByRole('table', { name: /What you could afford/ })).not.toBeInTheDocument();
  });
});
