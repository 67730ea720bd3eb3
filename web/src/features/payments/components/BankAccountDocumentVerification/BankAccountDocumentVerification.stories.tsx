import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { mockApplications } from '#mocks/application';
import { mockBankAccountDocumentReviews } from '#mocks/bankAccountDocumentReviews';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockDocuments } from '#mocks/documents';
import { createMockHandlers } from '#mocks/handlers';
import { BankAccountDocumentVerification } from './BankAccountDocumentVerification';

const APPLICATION = '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e';
const ITEM = '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

/** An account entered by hand whose micro-deposits failed, and a voided check already uploaded. */
function unverifiedAccountWithCheck() {
  mockBankLinks.reset();
  mockDocuments.reset();
  mockBankAccountDocumentReviews.reset();
  mockApplications.start('RESTRUCTURE', APPLICATION);
  mockBankLinks.add(APPLICATION, {
    uuid: ITEM,
    accounts: [
      {
        __typename: 'FinancialAccount',
        uuid: 'ad1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
        accountId: 'manual-1',
        name: 'Checking',
        mask: '6789',
        subtype: 'checking',
        verificationStatus: 'VERIFICATION_FAILED',
      },
    ],
  });
  mockDocuments.add({
    uuid: 'be2f3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b',
    applicationType: 'RESTRUCTURE',
    applicationUuid: APPLICATION,
    type: 'VOIDED_CHECK',
    name: 'Voided check.pdf',
    size: 2048,
    contentType: 'application/pdf',
    updatedAt: '2026-12-01T15:04:00.000Z',
    isSystemUpload: false,
    bytes: new Uint8Array(2048),
  });
}

/** §3.219 against the typed mocks: send the check; the sandbox's review verifies it seconds later. */
const meta = {
  title: 'Payments/BankAccountDocumentVerification',
  component: BankAccountDocumentVerification,
  args: { applicationType: 'RESTRUCTURE', applicationUuid: APPLICATION, financialItemUuid: ITEM, name: 'First Platypus Bank' },
  parameters: { loggedIn: true },
  beforeEach: unverifiedAccountWithCheck,
} satisfies Meta<typeof BankAccountDocumentVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};

export const Refused: Story = {
  beforeEach: () => {
    unverifiedAccountWithCheck();
    mockBankAccountDocumentReviews.useSandboxReview(false);
  },
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('bankAccountDocumentReview', () =>
          HttpResponse.json({
            data: {
              bankAccountDocumentReview: {
                __typename: 'BankAccountDocumentReview',
                uuid: 'cf3a4b5c-6d7e-4f8a-9b9c-0d1e2f3a4b5c',
                financialItemUuid: ITEM,
                documentType: 'BANK_ACCOUNT_STATEMENT',
                status: 'REJECTED',
                submittedAt: '2026-12-01T15:05:00.000Z',
                decidedAt: '2026-12-01T16:00:00.000Z',
                reason: 'The statement shows another account number.',
              },
            },
          }),
        ),
      ]),
    },
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: createMockHandlers([graphql.query('bankAccountDocumentReview', () => new Promise<never>(() => undefined))]) } },
};

export const FailedToLoad: Story = {
  parameters: {
    msw: {
      handlers: createMockHandlers([
        graphql.query('bankAccountDocumentReview', () =>
          HttpResponse.json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        ),
      ]),
    },
  },
};
