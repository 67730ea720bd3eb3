import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/renderRoutes';
import { graphql, HttpResponse } from 'msw';
import { mockSession } from '#mocks/session';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';

describe('auth routing (spec sections 2, 4 and 6)', () => {
  it('sends a visitor from a login-only route to /login with the redirectUrl', async () => {
    const { router } = await renderRoutes('/profile?tab=details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/profile?tab=details')}`);
    expect(await screen.findByRole('heading', { name: 'Log in to Roofline' })).toBeInTheDocument();
  });

  it('sends a logged-in user away from /login to the redirectUrl', async () => {
    mockSession.set(true);
    const { router } = await renderRoutes('/login?redirectUrl=%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });

  it('sends a logged-in user on /login without redirectUrl home, never off-site', async () => {
    mockSession.set(true);
    const { router } = await renderRoutes('/login?redirectUrl=%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['/%5Cevil.example', '/%09/evil.example', 'https:evil.example', 'javascript:alert(1)'])(
    'sends a logged-in user home from /login?redirectUrl=%s, which a browser reads as another origin',
    async (hostile) => {
      mockSession.set(true);
      const { router } = await renderRoutes(`/login?redirectUrl=${hostile}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('shows the login label to visitors and a greeting with a Log out item to users', async () => {
    await renderRoutes('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('logs out: DELETE, home page, greeting replaced by the login label', async () => {
    mockSession.set(true);
    // A non-empty application menu makes the navigation re-render during logout too.
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query('refinanceApplications', () =>
          HttpResponse.json({
            data: {
              __typename: 'Query',
              refinanceApplications: mockSession.isLoggedIn()
                ? [{ __typename: 'RefinanceApplication', uuid: '0b5f3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b', propertyLocation: null }]
                : [],
            },
          }),
        ),
      ]),
    );
    const user = userEvent.setup();
    const { router } = await renderRoutes('/profile');
    const menuButton = await screen.findByRole('button', { name: /Hi, Dana/ });
    await user.click(menuButton);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.at(-1)).toHaveTextContent('Log out');
    await user.click(items.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The page's banner is rendered anew as the home page replaces the profile, and the
    // navigation follows the emptied session a moment later: read the banner on the screen now.
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument());
    expect(mockSession.isLoggedIn()).toBe(false);
  });

  it('greets with "there" when the first name is missing', async () => {
    const { AccountMenu } = await import('../layout/AccountMenu');
    const { render } = await import('@testing-library/react');
    const { MemoryRouter } = await import('react-router');
    render(
      <MemoryRouter>
        <AccountMenu user={{ firstName: null }} onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: /Hi, there/ })).toBeInTheDocument();
  });

  it('renders nothing until the user has loaded, then the not-found page for unknown paths', async () => {
    const { container } = await renderRoutes('/no-such-page');
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
  });

  it('follows the redirect table on the client', async () => {
    const { router } = await renderRoutes('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toContain(encodeURIComponent('/profile'));
  });
});
