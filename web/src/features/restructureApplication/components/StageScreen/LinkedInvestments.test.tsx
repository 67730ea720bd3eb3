import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBankLinks } from '#mocks/bankLinks';
import { resetMockRestructureApplications, seedMockRestructureApplication } from '#mocks/restructureApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile (slowly on a busy machine).
const FIRST = { timeout: 20_000 };

beforeEach(() => {
  resetMockRestructureApplications();
  mockBankLinks.reset();
  mockSession.set(true);
});

describe('a restructure applicant’s investments', { timeout: 60_000 }, () => {
  it('§3.179: links retirement accounts as investments while the review gathers documents, apart from bank accounts', async () => {
    const uuid = seedMockRestructureApplication('DOCUMENT_UPLOAD');
    const user = userEvent.setup();
    await renderRoutes(`/application/partner/${uuid}`);
    const section = await screen.findByRole('region', { name: 'Your investments' }, FIRST);
    const panel = within(section).getByRole('region', { name: 'Linked investments' });
    expect(await within(panel).findByText('No investment account is linked yet.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Link an investment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
    await user.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Link account' }));
    await waitForElementToBeRemoved(dialog);

    expect(await within(panel).findByText('Your investment account is linked.')).toBeInTheDocument();
    const accounts = within(panel).getByRole('list', { name: 'Linked accounts' });
    expect(within(accounts).getByText('Plaid IRA •••• 5555')).toBeInTheDocument();
    expect(within(accounts).getByText('Plaid 401k •••• 6666')).toBeInTheDocument();
    expect(within(accounts).queryByText(/Plaid Checking/)).not.toBeInTheDocument();
    expect(mockBankLinks.of(uuid).map((item) => [item.kind, item.accounts.map((account) => account.subtype)])).toEqual([['INVESTMENT', ['ira', '401k']]]);
    expect(mockBankLinks.tokenRequests()).toEqual([{ applicationType: 'RESTRUCTURE', applicationUuid: uuid, kind: 'INVESTMENT' }]);
  });

  it('shows a linked investment that needs a new login with its message, never its code', async () => {
    const uuid = seedMockRestructureApplication('DOCUMENT_UPLOAD');
    mockBankLinks.add(uuid, {
      kind: 'INVESTMENT',
      name: 'Tartan Bank',
      error: {
        __typename: 'FinancialItemError',
        code: 'ITEM_LOGIN_REQUIRED',
        message: 'Your bank needs you to log in again to keep this account linked.',
        publicToken: 'link-mock-repair',
      },
    });
    await renderRoutes(`/application/partner/${uuid}`);
    const panel = within(await screen.findByRole('region', { name: 'Your investments' }, FIRST)).getByRole('region', { name: 'Linked investments' });
    expect(await within(panel).findByText('Your bank needs you to log in again to keep this account linked.')).toBeInTheDocument();
    expect(within(panel).queryByText(/ITEM_LOGIN_REQUIRED/)).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByRole('dialog', { name: 'Link your bank' })).toBeInTheDocument();
    expect(mockBankLinks.tokenRequests().at(-1)).toMatchObject({ applicationUuid: uuid, kind: 'INVESTMENT' });
  });
});
