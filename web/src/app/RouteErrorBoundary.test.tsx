import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Location } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname, mask: undefined }) as Location;

function FailingPage(): never {
  throw new Error('Loading the page timed out after 120000 ms.');
}

describe('RouteErrorBoundary', () => {
  it('shows why a page failed to render, and the next page once the visitor moves on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary location={at('/rates')}>
        <FailingPage />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Loading the page timed out after 120000 ms.' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary location={at('/faq')}>
        <p>Frequently asked questions</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Frequently asked questions')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});
