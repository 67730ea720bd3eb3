import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApplications } from '#mocks/application';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

const APPLICATION = '3c9d1e2f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const page = `/financial-items/oauth/restructure?applicationUuid=${APPLICATION}`;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Link a bank account' }));
  return screen.findByRole('dialog', { name: 'Link your bank' });
}

async function logIn(dialog: HTMLElement, password: string) {
  await userEvent.type(within(dialog).getByLabelText('Username'), 'user_good');
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Link account' }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  mockBankLinks.reset();
  mockApplications.start('RESTRUCTURE', APPLICATION);
  mockSession.set(true);
});

describe('linking a bank account', () => {
  it('links First Platypus Bank with the sandbox credentials and lists its accounts', async () => {
    await renderRoutes(page);
    expect(await screen.findByText('No bank account is linked yet.')).toBeInTheDocument();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));
    await logIn(dialog, 'pass_good');
    expect(await screen.findByText('Your bank account is linked.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Linked accounts' });
    expect(within(list).getByText('Plaid Checking •••• 0000')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the credentials are wrong without showing a code, and keeps the window open', async () => {
    await renderRoutes(page);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Tartan Bank' }));
    await logIn(dialog, 'pass_bad');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or password you entered is incorrect. Check them and try again.');
    expect(within(dialog).queryByText(/INVALID_CREDENTIALS/)).not.toBeInTheDocument();
  });

  it('verifies a manually entered account with the two deposits', async () => {
    await renderRoutes(page);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Enter account details manually' }));
    await userEvent.type(within(dialog).getByLabelText('Routing number'), '011000015');
    await userEvent.type(within(dialog).getByLabelText('Account number'), '123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send deposits' }));
    // The list shows the account as soon as it is refetched, a moment before the window closes and
    // gives focus back to its opener: the user types the deposits once the window has gone.
    expect(await screen.findByText('Your bank account is linked.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for deposits')).toBeInTheDocument();

    const deposits = screen.getByRole('form', { name: 'Confirm the deposits to Manually entered account' });
    await userEvent.type(within(deposits).getByLabelText('Deposit 1'), '0.05');
    await userEvent.type(within(deposits).getByLabelText('Deposit 2'), '0.06');
    await userEvent.click(within(deposits).getByRole('button', { name: 'Confirm deposits' }));
    expect(await within(deposits).findByRole('alert')).toHaveTextContent('Those amounts do not match');

    await userEvent.clear(within(deposits).getByLabelText('Deposit 1'));
    await userEvent.type(within(deposits).getByLabelText('Deposit 1'), '0.01');
    await userEvent.clear(within(deposits).getByLabelText('Deposit 2'));
    await userEvent.type(within(deposits).getByLabelText('Deposit 2'), '0.02');
    await userEvent.click(within(deposits).getByRole('button', { name: 'Confirm deposits' }));
    expect(await screen.findByText('Verified by deposits')).toBeInTheDocument();
  });

  it('leaves for an OAuth bank and finishes the link on the return page, then offers the way back', async () => {
    const { router } = await renderRoutes(`/financial-items/oauth/restructure?applicationUuid=${APPLICATION}&from=question-7`);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Platypus OAuth Bank' }));
    expect(router.state.location.search).toMatch(/oauth_state_id=/);
    const resumed = await screen.findByRole('dialog', { name: 'Link your bank' });
    expect(within(resumed).getByText('Platypus OAuth Bank')).toBeInTheDocument();
    await logIn(resumed, 'pass_good');
    expect(await screen.findByText('Your bank account is linked.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your application' })).toHaveAttribute(
      'href',
      `/financial-items/oauth/restructure?applicationUuid=${APPLICATION}&from=question-7`,
    );
  });

  it('shows nothing to finish without an application', async () => {
    await renderRoutes('/financial-items/oauth/purchase');
    expect(await screen.findByText('No bank link to finish')).toBeInTheDocument();
  });
});
