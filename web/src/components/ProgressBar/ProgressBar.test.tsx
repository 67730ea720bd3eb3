import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('says how far through the user is, and explains on request what counts', async () => {
    const user = userEvent.setup();
    render(<ProgressBar percent={65} answered={30} total={46} />);
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '65');
    await user.tab();
    expect(screen.getByRole('button', { name: 'How progress is counted' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Only the questions that apply to you count');
  });
});
