import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOCK_WAITLIST_LINK_TOKEN, resetMockWaitlistEntry } from '#mocks/waitlist';
import { renderRoutes } from '#web/test/renderRoutes';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetMockWaitlistEntry());

describe('/waitlist/manage/:token', () => {
  it('shows the entry the mailed link names, and saves a change', async () => {
    const user = userEvent.setup();
    renderRoutes(`/waitlist/manage/${MOCK_WAITLIST_LINK_TOKEN}`);
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Jordan');
    expect(screen.getByText('jordan@example.com')).toBeInTheDocument();
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '981');
    await user.tab();
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    await user.type(zip, '01');
    await user.clear(firstName);
    await user.type(firstName, 'Jo');
    await user.click(screen.getByRole('button', { name: 'Save my entry' }));
    expect(await screen.findByText('Your entry is saved.')).toBeInTheDocument();
    expect(firstName).toHaveValue('Jo');
  });

  it('leaves the waitlist', async () => {
    const user = userEvent.setup();
    renderRoutes(`/waitlist/manage/${MOCK_WAITLIST_LINK_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('You have left the waitlist. We will not email you about it again.')).toBeInTheDocument();
  });

  it('says an unknown or expired link has expired and how to get a new one', async () => {
    renderRoutes('/waitlist/manage/some-old-token');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist again' })).toHaveAttribute('href', '/buy/waitlist');
  });
});
