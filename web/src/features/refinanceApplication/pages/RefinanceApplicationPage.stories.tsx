import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { createMockHandlers } from '#mocks/handlers';
import { refinanceApplicationScenarios, resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { COMPLETE_ANSWERS, MOCK_REFINANCE_APPLICATION_UUID, mockRecord } from '#mocks/refinanceApplicationFixtures';
import RefinanceApplicationPage from './RefinanceApplicationPage';

function Page() {
  return (
    <Routes>
      <Route path="/application/refinance/:uuid" element={<RefinanceApplicationPage />} />
    </Routes>
  );
}

const route = `/application/refinance/${MOCK_REFINANCE_APPLICATION_UUID}`;

const meta = {
  title: 'Application/RefinanceApplicationPage',
  component: Page,
  parameters: { layout: 'fullscreen', loggedIn: true, route },
  beforeEach: () => resetMockRefinanceApplications([mockRecord()]),
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resumed at the first unanswered question. */
export const InProgress: Story = {};

export const ReviewBeforeSubmit: Story = {
  parameters: { route: `${route}?question=review` },
  beforeEach: () => resetMockRefinanceApplications([mockRecord({ answers: COMPLETE_ANSWERS })]),
};

export const Submitted: Story = {
  beforeEach: () =>
    resetMockRefinanceApplications([
      mockRecord({
        answers: COMPLETE_ANSWERS,
        applicationSubmittedAt: '2026-11-21T17:05:00.000Z',
        loanApplicationUuid: '5f2d8c1e-7a9b-4c3d-8e6f-1a2b3c4d5e6f',
      }),
    ]),
};

export const Loading: Story = { parameters: { msw: { handlers: createMockHandlers([refinanceApplicationScenarios.loading]) } } };

export const Failure: Story = { parameters: { msw: { handlers: createMockHandlers([refinanceApplicationScenarios.failure]) } } };

export const NotFound: Story = { parameters: { route: '/application/refinance/0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d' } };
