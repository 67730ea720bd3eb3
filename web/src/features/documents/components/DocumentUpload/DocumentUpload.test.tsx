import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApplications } from '#mocks/application';
import { mockDocuments } from '#mocks/documents';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { DocumentUpload } from './DocumentUpload';

const APPLICATION = '0b7f6c2e-1d2a-4c3b-9e8f-5a6b7c8d9e01';

function renderWidget() {
  return render(
    <ReadyDataProvider client={createApolloClient()}>
      <DocumentUpload applicationType="REFINANCE" applicationUuid={APPLICATION} documentType="BANK_ACCOUNT_STATEMENT" heading="Bank account statements" />
    </ReadyDataProvider>,
  );
}

beforeEach(() => {
  mockDocuments.reset();
  mockApplications.start('REFINANCE', APPLICATION);
  mockSession.set(true);
  mockDocuments.add({
    uuid: '7d1f3a52-8c4b-4e2a-9f10-2b3c4d5e6f70',
    applicationType: 'REFINANCE',
    applicationUuid: APPLICATION,
    type: 'BANK_ACCOUNT_STATEMENT',
    name: 'October statement.pdf',
    size: 2048,
    contentType: 'application/pdf',
    updatedAt: '2026-11-20T15:04:00.000Z',
    isSystemUpload: false,
    bytes: new Uint8Array(2048),
  });
});

describe('the document upload widget', () => {
  it('lists the uploaded files of its type with a download link, and removes one on request', async () => {
    renderWidget();
    const list = await screen.findByRole('list', { name: 'Bank account statements: uploaded files' });
    const link = within(list).getByRole('link', { name: 'October statement.pdf' });
    expect(link).toHaveAttribute('href', `/api/v1/application_files/${APPLICATION}/BANK_ACCOUNT_STATEMENT/7d1f3a52-8c4b-4e2a-9f10-2b3c4d5e6f70`);

    await userEvent.click(within(list).getByRole('button', { name: 'Remove October statement.pdf' }));
    expect(await screen.findByText('Nothing uploaded yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('October statement.pdf removed.');
  });

  it('is a labelled drop zone reachable from the keyboard, and refuses a file of another kind before sending it', async () => {
    renderWidget();
    const zone = await screen.findByRole('button', { name: /Upload Bank account statements: drop files here or press Enter to choose/ });
    await userEvent.tab();
    expect(zone).toHaveFocus();
    const input = screen.getByLabelText('Choose files for Bank account statements');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PDF, JPEG, PNG or HEIC image. Upload one of those.');
    expect(screen.getByRole('button', { name: 'Dismiss setup.exe' })).toBeInTheDocument();
  });
});
