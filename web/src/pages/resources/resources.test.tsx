import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/renderRoutes';
import { MOCK_PREVIEW_TOKEN } from '#mocks/contentFixtures';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

describe('resources', () => {
  it('lists categories and every guide, newest first, each card one link', async () => {
    await renderRoutes('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /Refinancing/ })).toHaveAttribute('href', '/resources/categories/refinancing');
    const guides = within(screen.getByRole('list', { name: 'All guides' })).getAllByRole('heading', { level: 2 });
    expect(guides.map((heading) => heading.textContent)).toEqual([
      'How a home equity partnership works',
      'When does refinancing make sense?',
      'How much house can you afford?',
      'How points and lender credits work',
    ]);
    await waitFor(() => expect(document.title).toBe('Resources | Roofline'));
  });

  it('shows a category’s guides, and not-found for an unknown category', async () => {
    const { unmount } = await renderRoutes('/resources/categories/refinancing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refinancing' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    unmount();
    await renderRoutes('/resources/categories/gardening');
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
  });

  it('renders an article with its table and in-app links, title and meta description', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes('/resources/when-does-refinancing-make-sense');
    expect(await screen.findByRole('heading', { level: 1, name: 'When does refinancing make sense?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /cumulative savings/ })).toHaveAttribute('width', '1200');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('When does refinancing make sense? | Roofline'));
    expect(screen.getByRole('heading', { name: 'Keep reading' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'how points and lender credits work' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/how-points-and-lender-credits-work'));
  });

  it('answers not-found for an unknown or draft article at its public address', async () => {
    await renderRoutes('/resources/making-an-offer-in-a-competitive-market');
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
  });

  it('previews a draft with a valid token, and refuses without one', async () => {
    const { unmount } = await renderRoutes(`/resources/article/preview/making-an-offer-in-a-competitive-market?token=${MOCK_PREVIEW_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Making an offer in a competitive market' })).toBeInTheDocument();
    expect(screen.getByText('Draft preview')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    await renderRoutes('/resources/article/preview/making-an-offer-in-a-competitive-market?token=forged');
    expect(await screen.findByText('This preview link doesn’t work')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Making an offer in a competitive market' })).toBeNull();
  });

  it('redirects old article addresses to the article', async () => {
    for (const old of [
      '/blog/how-points-and-lender-credits-work',
      '/article/how-points-and-lender-credits-work',
      '/resources/refinancing/how-points-and-lender-credits-work',
    ]) {
      const { router, unmount } = await renderRoutes(old);
      await waitFor(() => expect(router.state.location.pathname).toBe('/resources/how-points-and-lender-credits-work'));
      expect(await screen.findByRole('heading', { level: 1, name: 'How points and lender credits work' })).toBeInTheDocument();
      unmount();
    }
  });
});
