import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { mockApplications } from '#mocks/application';
import { mockDocuments } from '#mocks/documents';
import { createMockHandlers } from '#mocks/handlers';
import { DocumentUpload } from './DocumentUpload';

const APPLICATION = '0b7f6c2e-1d2a-4c3b-9e8f-5a6b7c8d9e01';

/** The widget against the typed mocks: drop or choose files and they go through the mocked upload path. */
const meta = {
  title: 'Documents/DocumentUpload',
  component: DocumentUpload,
  args: { applicationType: 'REFINANCE', applicationUuid: APPLICATION, documentType: 'BANK_ACCOUNT_STATEMENT', heading: 'Bank account statements' },
  parameters: { loggedIn: true },
  beforeEach: () => {
    mockDocuments.reset();
    mockApplications.start('REFINANCE', APPLICATION);
  },
} satisfies Meta<typeof DocumentUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithUploadedFiles: Story = {
  beforeEach: () => {
    mockDocuments.reset();
    mockDocuments.add({
      uuid: '7d1f3a52-8c4b-4e2a-9f10-2b3c4d5e6f70',
      applicationType: 'REFINANCE',
      applicationUuid: APPLICATION,
      type: 'BANK_ACCOUNT_STATEMENT',
      name: 'October statement.pdf',
      size: 18,
      contentType: 'application/pdf',
      updatedAt: '2026-11-20T15:04:00.000Z',
      isSystemUpload: false,
      bytes: new TextEncoder().encode('%PDF-1.7 October'),
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: createMockHandlers([graphql.query('applicationDocuments', () => new Promise<never>(() => undefined))]) } },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('applicationDocuments', () =>
          HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        ),
      ]),
    },
  },
};
