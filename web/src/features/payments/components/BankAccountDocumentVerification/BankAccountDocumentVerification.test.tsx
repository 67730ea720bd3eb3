import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bankAccountDocumentMessages } from '#core/payments/bankAccountDocumentReview';
import { mockApplications } from '#mocks/application';
import { mockBankAccountDocumentReviews } from '#mocks/bankAccountDocumentReviews';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockDocuments } from '#mocks/documents';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { BankAccountDocumentVerification } from './BankAccountDocumentVerification';

// §3.219: a bank account linking did not verify is verified with a voided check or a bank statement, once reviewed.

const APPLICATION = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const OFFER = `${bankAccountDocumentMessages.offer}: First Platypus Bank`;

function unverifiedItem() {
  return mockBankLinks.add(APPLICATION, {
    accounts: [
      {
        __typename: 'FinancialAccount',
        uuid: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
        accountId: 'manual-1',
        name: 'Checking',
        mask: '6789',
        subtype: 'checking',
        verificationStatus: 'VERIFICATION_FAILED',
      },
    ],
  });
}

function uploaded(type: 'VOIDED_CHECK' | 'BANK_ACCOUNT_STATEMENT' | 'DRIVERS_LICENSE', name: string) {
  mockDocuments.add({
    uuid: crypto.randomUUID(),
    applicationType: 'RESTRUCTURE',
    applicationUuid: APPLICATION,
    type,
    name,
    size: 2048,
    contentType: 'application/pdf',
    updatedAt: '2026-12-01T15:04:00.000Z',
    isSystemUpload: false,
    bytes: new Uint8Array(2048),
  });
}

function renderFor(financialItemUuid: string, onVerified = vi.fn()) {
  render(
    <ReadyDataProvider client={createApolloClient()}>
      <BankAccountDocumentVerification
        applicationType="RESTRUCTURE"
        applicationUuid={APPLICATION}
        financialItemUuid={financialItemUuid}
        name="First Platypus Bank"
        onVerified={onVerified}
      />
    </ReadyDataProvider>,
  );
  return onVerified;
}

beforeEach(() => {
  mockBankLinks.reset();
  mockDocuments.reset();
  mockBankAccountDocumentReviews.reset();
  mockApplications.start('RESTRUCTURE', APPLICATION);
  mockSession.set(true);
});

describe('verifying a bank account with a document (§3.219)', () => {
  it('sends the chosen bank statement for review, says so, and shows the reviewer’s refusal with its reason', async () => {
    mockBankAccountDocumentReviews.useSandboxReview(false);
    const item = unverifiedItem();
    uploaded('VOIDED_CHECK', 'check.pdf');
    uploaded('BANK_ACCOUNT_STATEMENT', 'November statement.pdf');
    renderFor(item.uuid);

    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    const choices = screen.getByRole('group', { name: bankAccountDocumentMessages.chooseType });
    expect(choices).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'A bank statement' }));
    expect(await screen.findByText('November statement.pdf will be sent for review.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText(bankAccountDocumentMessages.pending)).toBeInTheDocument();
    expect(mockBankLinks.of(APPLICATION)[0]?.manualVerificationAt).toBeNull();

    mockBankAccountDocumentReviews.decide(item.uuid, { approve: false, reason: 'The statement shows another account number.' });
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      `${bankAccountDocumentMessages.rejected}The statement shows another account number.`,
    );
    // Refused, another document may be sent.
    expect(screen.getByRole('button', { name: OFFER })).toBeInTheDocument();
  }, 15_000);

  it('is verified by the sandbox’s review shortly after, and tells the account list', async () => {
    const item = unverifiedItem();
    uploaded('VOIDED_CHECK', 'check.pdf');
    const onVerified = renderFor(item.uuid);

    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    expect(screen.getByRole('radio', { name: 'A voided check' })).toBeChecked();
    expect(await screen.findByText('check.pdf will be sent for review.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(bankAccountDocumentMessages.pending)).toBeInTheDocument();

    expect(await screen.findByText(bankAccountDocumentMessages.verified, {}, { timeout: 9000 })).toBeInTheDocument();
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(mockBankLinks.of(APPLICATION)[0]?.manualVerificationAt).toEqual(expect.any(String));
  }, 15_000);

  it('asks for the document before sending, from the keyboard', async () => {
    const item = unverifiedItem();
    uploaded('DRIVERS_LICENSE', 'license.pdf');
    renderFor(item.uuid);

    const offer = await screen.findByRole('button', { name: OFFER });
    offer.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bankAccountDocumentMessages.uploadFirst);
    expect(mockBankLinks.of(APPLICATION)[0]?.manualVerificationAt).toBeNull();
  });

  it('says it could not load, with a retry, when the account is not found', async () => {
    renderFor('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d');
    expect(await screen.findByText(/couldn.t load how this account is verified/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
