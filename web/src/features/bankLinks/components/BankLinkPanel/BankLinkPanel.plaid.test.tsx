import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaidLinkOptions } from 'react-plaid-link';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bankLinkErrorMessage, bankLinkMessages } from '#core/bankLinks/messages';
import { mockApplications } from '#mocks/application';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';
import { readPendingLink } from '../../model/pendingLink';

// Plaid Link's stand-in: records what the panel gives it, and lets a test play the user's part.
const plaid = vi.hoisted(() => ({ options: [] as unknown[], open: vi.fn() }));
vi.mock('react-plaid-link', () => ({
  usePlaidLink: (options: unknown) => {
    plaid.options.push(options);
    return { open: plaid.open, ready: true, error: null, exit: vi.fn() };
  },
}));
const lastOptions = () => plaid.options.at(-1) as PlaidLinkOptions & { token: string; receivedRedirectUri?: string };

const APPLICATION = '3c9d1e2f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const page = `/financial-items/oauth/restructure?applicationUuid=${APPLICATION}`;
const exitMetadata = { institution: null, status: null, link_session_id: 'session', request_id: 'request' };

beforeEach(() => {
  window.sessionStorage.clear();
  plaid.options.length = 0;
  plaid.open.mockClear();
  mockBankLinks.reset();
  mockBankLinks.useProvider('PLAID');
  mockApplications.start('RESTRUCTURE', APPLICATION);
  mockSession.set(true);
});

describe('bank links with Plaid', () => {
  it("opens Plaid Link with the server's link token and links the item of the public token it hands back", async () => {
    await renderRoutes(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    expect(lastOptions().token).toMatch(/^link-mock-\d+$/);
    expect(lastOptions().receivedRedirectUri).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Kept from the start, so the return page can resume if an OAuth bank takes the user away.
    expect(readPendingLink()).toMatchObject({ linkToken: lastOptions().token, provider: 'PLAID', applicationUuid: APPLICATION });

    act(() => lastOptions().onSuccess(mockBankLinks.publicTokenFromLink(), { institution: null, accounts: [], link_session_id: 'session' }));
    expect(await screen.findByText('Your bank account is linked.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Linked accounts' })).getByText('Plaid Checking •••• 0000')).toBeInTheDocument();
    expect(mockBankLinks.of(APPLICATION)).toHaveLength(1);
    expect(readPendingLink()).toBeNull();
  });

  it('shows the message of the error Plaid Link exited with, never its code, and links nothing', async () => {
    await renderRoutes(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    act(() =>
      lastOptions().onExit?.(
        { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOCKED', error_message: 'the account is locked', display_message: null },
        exitMetadata,
      ),
    );
    expect(await screen.findByText(bankLinkErrorMessage('ITEM_LOCKED'))).toBeInTheDocument();
    expect(screen.queryByText(/ITEM_LOCKED/)).not.toBeInTheDocument();
    expect(mockBankLinks.of(APPLICATION)).toEqual([]);
  });

  it('says nothing when the user closes Plaid Link, and opens it again on request', async () => {
    await renderRoutes(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    await waitFor(() => expect(plaid.open).toHaveBeenCalledTimes(1));
    act(() => lastOptions().onExit?.(null, exitMetadata));
    await waitFor(() => expect(readPendingLink()).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link a bank account' }));
    await waitFor(() => expect(plaid.open).toHaveBeenCalledTimes(2));
  });

  it('§3.180: repairs an item that needs a new login in update mode, with the token its error carries', async () => {
    const item = mockBankLinks.add(APPLICATION, {
      error: { __typename: 'FinancialItemError', code: 'ITEM_LOGIN_REQUIRED', message: bankLinkMessages.loginRequired, publicToken: 'link-mock-repair' },
    });
    await renderRoutes(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    expect(mockBankLinks.tokenRequests().at(-1)).toMatchObject({ applicationUuid: APPLICATION, financialItemUuid: item.uuid });
    expect(lastOptions().token).toBe('link-mock-repair');
    expect(screen.queryByText(/ITEM_LOGIN_REQUIRED/)).not.toBeInTheDocument();
  });

  it('resumes Plaid Link on the OAuth return page with the link token and the address the bank sent the user back to', async () => {
    window.sessionStorage.setItem(
      'roofline.pendingBankLink',
      JSON.stringify({
        linkToken: 'link-sandbox-oauth',
        applicationType: 'RESTRUCTURE',
        applicationUuid: APPLICATION,
        kind: 'BANK_ACCOUNT',
        institutionId: null,
        provider: 'PLAID',
        returnTo: '/restructure/application',
      }),
    );
    // The bank sends the browser itself to this address (the test's router lives in memory).
    const returned = '/financial-items/oauth/restructure?oauth_state_id=state-1';
    window.history.replaceState(null, '', returned);
    try {
      await renderRoutes(returned);
      await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(lastOptions().token).toBe('link-sandbox-oauth');
    expect(lastOptions().receivedRedirectUri).toBe(`${window.location.origin}${returned}`);

    act(() => lastOptions().onSuccess(mockBankLinks.publicTokenFromLink(), { institution: null, accounts: [], link_session_id: 'session' }));
    expect(await screen.findByRole('link', { name: 'Back to your application' })).toHaveAttribute('href', '/restructure/application');
  });

  it('keeps the sandbox link window when the server links with the sandbox', async () => {
    mockBankLinks.useProvider('SANDBOX');
    await renderRoutes(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Link a bank account' }));
    expect(await screen.findByRole('dialog', { name: 'Link your bank' })).toBeInTheDocument();
    expect(plaid.options).toEqual([]);
  });
});
