import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApplications } from '#mocks/application';
import { mockDocuments } from '#mocks/documents';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { DocumentUpload } from '../DocumentUpload/DocumentUpload';
import { UploadsInFlightProvider } from '../../model/uploadsInFlight';
import { UploadsDoneButton } from './UploadsDoneButton';

const APPLICATION = '5c0e7a1b-2d3f-4a5b-8c9d-0e1f2a3b4c5d';

beforeEach(() => {
  mockDocuments.reset();
  mockApplications.start('PURCHASE', APPLICATION);
  mockSession.set(true);
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

/** Holds every upload until released, then keeps it as the mock server would (jsdom's File does not survive the multipart body). */
function holdUploads() {
  const releases: Array<() => void> = [];
  mockServer.use(
    http.post('*/graphql', async ({ request }) => {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
      await new Promise<void>((resolve) => releases.push(resolve));
      const operation = JSON.parse(String((await request.formData()).get('operations'))) as { variables: { input: { type: 'W2_1099' | 'PAYSTUB' } } };
      const {
        applicationType: _type,
        applicationUuid: _uuid,
        bytes: _bytes,
        ...document
      } = mockDocuments.add({
        uuid: crypto.randomUUID(),
        applicationType: 'PURCHASE',
        applicationUuid: APPLICATION,
        type: operation.variables.input.type,
        name: `${operation.variables.input.type}.pdf`,
        size: 16,
        contentType: 'application/pdf',
        updatedAt: new Date().toISOString(),
        isSystemUpload: false,
        bytes: new Uint8Array(16),
      });
      return HttpResponse.json({ data: { __typename: 'Mutation', uploadDocument: { __typename: 'UploadDocumentPayload', document, errors: [] } } });
    }),
  );
  return { release: () => releases.shift()?.(), waiting: () => releases.length };
}

describe('the documents step’s done button', () => {
  it('waits while any widget of the step still has a file on its way', async () => {
    const uploads = holdUploads();
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <ReadyDataProvider client={createApolloClient()}>
        <UploadsInFlightProvider>
          <DocumentUpload applicationType="PURCHASE" applicationUuid={APPLICATION} documentType="W2_1099" heading="W-2" />
          <DocumentUpload applicationType="PURCHASE" applicationUuid={APPLICATION} documentType="PAYSTUB" heading="Pay stub" />
          <UploadsDoneButton onClick={onClick}>I’ve uploaded everything</UploadsDoneButton>
        </UploadsInFlightProvider>
      </ReadyDataProvider>,
    );
    const done = screen.getByRole('button', { name: 'I’ve uploaded everything' });
    await user.upload(await screen.findByLabelText('Choose files for W-2'), new File(['%PDF-1.4'], 'w2.pdf', { type: 'application/pdf' }));
    await user.upload(screen.getByLabelText('Choose files for Pay stub'), new File(['%PDF-1.4'], 'stub.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploading… wait for the 2 files to finish.')).toBeInTheDocument();
    expect(done).toBeDisabled();
    await user.click(done);
    expect(onClick).not.toHaveBeenCalled();

    await waitFor(() => expect(uploads.waiting()).toBe(2));
    uploads.release();
    expect(await screen.findByRole('link', { name: 'W2_1099.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Uploading… wait for the file to finish.')).toBeInTheDocument();
    expect(done).toBeDisabled();

    uploads.release();
    expect(await screen.findByRole('link', { name: 'PAYSTUB.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(done).toBeEnabled());
    await user.click(done);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
