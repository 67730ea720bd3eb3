import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featureFlagsHandler } from '../../../../../mocks/flags';
import { createMockHandlers } from '../../../../../mocks/handlers';
import { mockServer } from '../../../../../mocks/node';
import { mockSession } from '../../../../../mocks/session';
import { renderRoutes } from '../../../test/renderRoutes';

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
});
