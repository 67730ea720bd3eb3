import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMPLETE_ANSWERS, mockRecord, toMockApplication } from '#mocks/refinanceApplicationFixtures';
import { browserContext, toClientApplication } from '#web/lib/applicationStore';
import { SubmittedScreen } from './SubmittedScreen';

const submitted = (loanApplicationUuid: string | null) =>
  toClientApplication(toMockApplication(mockRecord({ answers: COMPLETE_ANSWERS, applicationSubmittedAt: '2026-11-21T17:05:00.000Z', loanApplicationUuid })));

/** Done: what happens next, the lender's reference, and the answers as sent. */
const meta = {
  title: 'Application/Refinance submitted screen',
  component: SubmittedScreen,
  parameters: { layout: 'padded', loggedIn: true },
  args: { application: submitted('5f2d8c1e-7a9b-4c3d-8e6f-1a2b3c4d5e6f'), context: browserContext() },
} satisfies Meta<typeof SubmittedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReference: Story = {};

/** Waiting: sent, the lender's reference not back yet. */
export const AwaitingReference: Story = { args: { application: submitted(null) } };
