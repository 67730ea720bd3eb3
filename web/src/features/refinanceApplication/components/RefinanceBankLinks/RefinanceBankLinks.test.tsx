import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBankLinks } from '#mocks/bankLinks';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { MOCK_REFINANCE_APPLICATION_UUID, mockRecord } from '#mocks/refinanceApplicationFixtures';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

const path = (question: string) => `/application/refinance/${MOCK_REFINANCE_APPLICATION_UUID}?question=${question}`;
// The page is a lazy chunk: the first look may wait for it to compile (slowly on a busy machine).
const FIRST = { timeout: 20_000 };

beforeEach(() => {
  resetMockRefinanceApplications([mockRecord()]);
  mockBankLinks.reset();
  mockSession.set(true);
});

async function linkAtSandboxBank(region: HTMLElement, button: string) {
  const user = userEvent.setup();
  await user.click(within(region).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
  await user.click(await within(dialog).findByRole('button', { name: 'Tartan Bank' }));
  await user.type(within(dialog).getByLabelText('Username'), 'user_good');
  await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
  await user.click(within(dialog).getByRole('button', { name: 'Link account' }));
}

describe('linking accounts where the refinance application asks for them', () => {
  it('§2.45: links bank accounts and investments beside the assets question, each with its own accounts', async () => {
    await renderRoutes(path('assets'));
    expect(await screen.findByRole('heading', { level: 1, name: /accounts do you have/ }, FIRST)).toBeInTheDocument();
    const banks = screen.getByRole('region', { name: 'Linked bank accounts' });
    const investments = screen.getByRole('region', { name: 'Linked investments' });
    expect(await within(investments).findByText('No investment account is linked yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Linked credit cards and loans' })).not.toBeInTheDocument();

    // An investment link offers no account typed by hand: micro-deposits verify bank accounts only.
    await userEvent.click(within(investments).getByRole('button', { name: 'Link an investment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
    await within(dialog).findByRole('button', { name: 'Tartan Bank' });
    expect(within(dialog).queryByRole('button', { name: 'Enter account details manually' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await linkAtSandboxBank(investments, 'Link an investment account');
    expect(await within(investments).findByText('Your investment account is linked.')).toBeInTheDocument();
    expect(within(investments).getByText('Plaid IRA •••• 5555')).toBeInTheDocument();
    expect(within(investments).getByText('Plaid 401k •••• 6666')).toBeInTheDocument();
    expect(within(investments).queryByText(/Plaid Checking/)).not.toBeInTheDocument();
    expect(within(banks).getByText('No bank account is linked yet.')).toBeInTheDocument();
    expect(mockBankLinks.tokenRequests().at(-1)).toMatchObject({ applicationType: 'REFINANCE', kind: 'INVESTMENT' });
  }, 60_000);

  it('§3.222: links credit cards and loans beside the debts question', async () => {
    await renderRoutes(path('liabilities'));
    expect(await screen.findByRole('heading', { level: 1, name: 'What debts do you owe?' }, FIRST)).toBeInTheDocument();
    const liabilities = screen.getByRole('region', { name: 'Linked credit cards and loans' });
    expect(await within(liabilities).findByText('No credit card or loan is linked yet.')).toBeInTheDocument();
    await linkAtSandboxBank(liabilities, 'Link a credit card or loan');
    expect(await within(liabilities).findByText('Your credit card or loan is linked.')).toBeInTheDocument();
    const accounts = within(within(liabilities).getByRole('list', { name: 'Linked accounts' })).getAllByRole('listitem');
    expect(accounts.map((row) => row.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Plaid Student Loan •••• 7777')]));
    expect(mockBankLinks.of(MOCK_REFINANCE_APPLICATION_UUID).map((item) => item.kind)).toEqual(['LIABILITY']);
    expect(screen.queryByRole('region', { name: 'Linked bank accounts' })).not.toBeInTheDocument();
  });

  it('offers no bank link on a question that asks for nothing a bank shows', async () => {
    await renderRoutes(path('otherLiabilities'));
    expect(await screen.findByRole('heading', { level: 1, name: /alimony/ }, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Link / })).not.toBeInTheDocument();
  });
});
