import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '#web/test/renderRoutes';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

describe('/buy/waitlist', () => {
  it('shows each field’s message on leaving it, keeps the input, and confirms a sign-up', async () => {
    const user = userEvent.setup();
    await renderRoutes('/buy/waitlist');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'jordan@');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(email).toHaveValue('jordan@');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Jordan');
    await user.type(email, 'example.com');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code where you’re buying' }), '94109');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where are you in your search? (optional)' }), 'OFFERS');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'You’re on the list, Jordan' })).toBeInTheDocument();
    expect(screen.getByText(/opens in CA/)).toBeInTheDocument();
  });

  it('is where /buy redirects', async () => {
    const { router } = await renderRoutes('/buy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy your next home with a partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy/waitlist');
  });
});
