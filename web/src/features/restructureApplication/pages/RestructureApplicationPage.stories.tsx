import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import {
  resetMockRestructureApplications,
  restructureApplicationScenarios,
  seedMockRestructureApplication,
  type MockRestructureStage,
} from '#mocks/restructureApplication';
import RestructureApplicationPage from './RestructureApplicationPage';

function Page() {
  return (
    <Routes>
      <Route path="/application/partner/:uuid" element={<RestructureApplicationPage />} />
    </Routes>
  );
}

const UUID = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const route = `/application/partner/${UUID}`;
/** The application brought to a stage by the mocks' own steps. */
const at = (stage: MockRestructureStage, answers?: Parameters<typeof seedMockRestructureApplication>[1]) => () => {
  resetMockRestructureApplications();
  mockBankLinks.reset();
  seedMockRestructureApplication(stage, answers, UUID);
};

const meta = {
  title: 'Partnership/RestructureApplicationPage',
  component: Page,
  parameters: { layout: 'fullscreen', loggedIn: true, route },
  beforeEach: at('APPROVAL', { hasCoOwners: false }),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One question at a time, resumed at the first unanswered one. */
export const Question: Story = {};

/** The product question, each choice priced for the answers so far. */
export const ProductChoice: Story = { parameters: { route: `${route}?question=productPreference` } };

/** Every answer at a glance before submitting. */
export const Review: Story = { parameters: { route: `${route}?question=review` }, beforeEach: at('APPROVAL') };

/** A denial the applicant can clear by editing, shown on the review. */
export const ReviewWithDenial: Story = {
  parameters: { route: `${route}?question=review` },
  beforeEach: at('APPROVAL', { propertyUse: 'INVESTMENT_PROPERTY' }),
};

export const DocumentUpload: Story = { beforeEach: at('DOCUMENT_UPLOAD') };

export const MoreInformationNeeded: Story = { beforeEach: at('APPROVAL_MORE_INFO') };

/** The offer (term sheet figures, Exhibit C, generated documents) and the option agreement viewer. */
export const ContractReview: Story = { beforeEach: at('CONTRACT_REVIEW') };

/** No bank linked yet: link one, or enter the account by hand. */
export const PaymentAccount: Story = { beforeEach: at('FINALIZE_RESTRUCTURE') };

/** A linked bank: its verified checking and savings accounts are offered, the first chosen; typing one in stays open. */
export const PaymentAccountFromLinkedBank: Story = {
  beforeEach: () => {
    at('FINALIZE_RESTRUCTURE')();
    mockBankLinks.add(UUID);
  },
};

/** A manually linked account still waiting for its deposits is not offered until it is verified. */
export const PaymentAccountWaitingForDeposits: Story = {
  beforeEach: () => {
    at('FINALIZE_RESTRUCTURE')();
    mockBankLinks.add(UUID, {
      name: 'Manually entered account',
      accounts: [
        {
          __typename: 'FinancialAccount',
          uuid: '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
          accountId: 'acct-6789',
          name: 'Checking',
          mask: '6789',
          subtype: 'checking',
          verificationStatus: 'PENDING_MANUAL_VERIFICATION',
        },
      ],
    });
  },
};

export const AccountVerification: Story = { beforeEach: at('ACCOUNT_VERIFICATION') };

export const Inspection: Story = { beforeEach: at('INSPECTION') };

export const Completed: Story = { beforeEach: at('COMPLETED') };

export const Denied: Story = { beforeEach: at('DENIED') };

export const Expired: Story = { beforeEach: at('EXPIRED') };

export const Loading: Story = { parameters: { msw: { handlers: createMockHandlers([restructureApplicationScenarios.loading]) } } };

export const Failure: Story = { parameters: { msw: { handlers: createMockHandlers([restructureApplicationScenarios.failure]) } } };

export const NotFound: Story = { parameters: { route: '/application/partner/0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d' } };
