import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RestructureApplicationDetailsFragment } from '#generated/web';
import { UnderwritingChecks } from './UnderwritingChecks';

type Check = RestructureApplicationDetailsFragment['underwritingChecks'][number];
const check = (kind: Check['kind'], status: Check['status'], message: string | null = null): Check => ({
  __typename: 'UnderwritingCheck',
  kind,
  status,
  completedAt: status === 'PENDING' ? null : '2026-12-01T17:05:00.000Z',
  message,
});

/** The checks approval waits for (decision 0034), each with its status. */
const meta = {
  title: 'Partnership/Restructure/Underwriting checks',
  component: UnderwritingChecks,
  parameters: { layout: 'padded' },
  args: {
    checks: [check('CREDIT_CHECK_CONSENT', 'PASSED'), check('IDENTITY', 'PENDING'), check('AUTOMATED_VALUATION', 'PENDING'), check('APPRAISAL', 'PENDING')],
  },
} satisfies Meta<typeof UnderwritingChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the checks complete one by one while the page checks back. */
export const Running: Story = {};

/** Done: every check passed. */
export const Passed: Story = {
  args: {
    checks: [check('CREDIT_CHECK_CONSENT', 'PASSED'), check('IDENTITY', 'PASSED'), check('AUTOMATED_VALUATION', 'PASSED'), check('APPRAISAL', 'PASSED')],
  },
};

/** A check that failed, with what it found. */
export const Failed: Story = {
  args: {
    checks: [
      check('CREDIT_CHECK_CONSENT', 'PASSED'),
      check('IDENTITY', 'FAILED', 'The name on the application does not match the credit file.'),
      check('AUTOMATED_VALUATION', 'PASSED'),
      check('APPRAISAL', 'PENDING'),
    ],
  },
};

/** No checks yet: nothing is shown. */
export const None: Story = { args: { checks: [] } };
