import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_REVIEW_MESSAGES } from '#core/partnership/index';
import { ContractReview } from './ContractReview';

describe('ContractReview', () => {
  it('reports the page on screen again once the agreement is written, and the “still being prepared” answer goes', async () => {
    const onViewPage = vi.fn(async () => CONTRACT_REVIEW_MESSAGES.notReady as string | null);
    const props = { pages: [], pageCount: 1, onViewPage };
    const { rerender } = render(<ContractReview {...props} downloadUrl={null} />);
    expect(await screen.findByText(CONTRACT_REVIEW_MESSAGES.notReady)).toBeInTheDocument();

    onViewPage.mockImplementation(async () => null);
    rerender(<ContractReview {...props} downloadUrl="/api/v1/contracts/agreement.pdf" />);
    await waitFor(() => expect(screen.queryByText(CONTRACT_REVIEW_MESSAGES.notReady)).not.toBeInTheDocument());
    expect(onViewPage).toHaveBeenCalledTimes(2);
    expect(onViewPage).toHaveBeenLastCalledWith(1);
  });
});
