import type { Meta, StoryObj } from '@storybook/react-vite';
import { refusals } from '#core/documents/index';
import type { DocumentList_DocumentFragment } from '#generated/web';
import { DocumentUploadPanel, type DocumentUploadPanelProps } from './DocumentUploadPanel';

const statement: DocumentList_DocumentFragment = {
  __typename: 'Document',
  uuid: '7d1f3a52-8c4b-4e2a-9f10-2b3c4d5e6f70',
  name: 'October statement.pdf',
  type: 'BANK_ACCOUNT_STATEMENT',
  updatedAt: '2026-11-20T15:04:00.000Z',
  isSystemUpload: false,
  size: 482_113,
  contentType: 'application/pdf',
  downloadUrl: '/api/v1/application_files/0b7f6c2e-1d2a-4c3b-9e8f-5a6b7c8d9e01/BANK_ACCOUNT_STATEMENT/7d1f3a52-8c4b-4e2a-9f10-2b3c4d5e6f70',
};

const base: DocumentUploadPanelProps = {
  id: 'statements',
  heading: 'Bank account statements',
  description: 'Your two most recent monthly statements, every page.',
  documents: [],
  pending: [],
  dragActive: false,
  rootProps: { tabIndex: 0 },
  inputProps: { type: 'file', multiple: true, style: { display: 'none' } },
  onRetry: () => undefined,
  onDismiss: () => undefined,
  onRemove: () => undefined,
};

const meta = {
  title: 'Documents/DocumentUploadPanel',
  component: DocumentUploadPanel,
  args: base,
} satisfies Meta<typeof DocumentUploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Dragging: Story = { args: { dragActive: true } };

export const UploadingWithProgress: Story = {
  args: { pending: [{ id: 'a', name: 'November statement.pdf', size: 3_145_728, status: 'uploading', progress: 42 }] },
};

export const RefusedType: Story = {
  args: {
    pending: [{ id: 'b', name: 'statement.pdf', size: 98_304, status: 'failed', progress: null, error: refusals.fileTypeNotAllowed('a .exe file').message }],
  },
};

export const TooLarge: Story = {
  args: { pending: [{ id: 'c', name: 'scan-600dpi.pdf', size: 31_457_280, status: 'failed', progress: null, error: refusals.fileTooLarge().message }] },
};

export const ScanRefused: Story = {
  args: { pending: [{ id: 'd', name: 'invoice.pdf', size: 68, status: 'failed', progress: null, error: refusals.malwareFound().message }] },
};

export const NetworkFailureWithRetry: Story = {
  args: {
    pending: [
      {
        id: 'e',
        name: 'November statement.pdf',
        size: 3_145_728,
        status: 'failed',
        progress: null,
        error: 'Something went wrong - please try again later',
        canRetry: true,
      },
    ],
  },
};

export const Done: Story = {
  args: {
    documents: [statement, { ...statement, uuid: '9e2a1b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b', name: 'September statement.pdf', size: 391_004 }],
    announcement: 'October statement.pdf uploaded.',
  },
};

export const WithAGeneratedDocument: Story = {
  args: {
    heading: 'Term sheet',
    description: undefined,
    documents: [{ ...statement, uuid: '1a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c', name: 'Term sheet.pdf', type: 'TERM_SHEET', isSystemUpload: true }],
  },
};
