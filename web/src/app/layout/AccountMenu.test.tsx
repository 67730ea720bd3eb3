import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../test/renderRoutes';
import { mockServer } from '#mocks/node';
import { mockSession } from '#mocks/session';

const failedLogout = {
  'HTTP 400': () => HttpResponse.json({ message: 'Bad request' }, { status: 400 }),
  'HTTP 401': () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
  'HTTP 500': () => HttpResponse.json({ message: 'Server error' }, { status: 500 }),
  'HTTP 429': () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
  'a network failure': () => HttpResponse.error(),
};

describe('account menu: a failed logout (spec section 8)', () => {
  it.each([
    ['HTTP 400', 'The email or password provided is not valid.'],
    ['HTTP 401', 'Login failed. Please check your email and password and try again'],
    ['HTTP 500', 'Something went wrong - please try again later'],
    ['HTTP 429', 'Something went wrong - please try again later'],
    ['a network failure', 'Something went wrong - please try again later'],
  ] as const)('§8.04 a logout answered with %s shows "%s" and keeps the user logged in', async (kind, text) => {
    mockSession.set(true);
    mockServer.use(http.delete('*/api/v1/users/me/token', failedLogout[kind]));
    const user = userEvent.setup();
    const { router } = await renderRoutes('/profile');
    // The page's banner is rendered anew once the profile has loaded: read the one on the screen.
    await user.click(await screen.findByRole('button', { name: /Hi, Dana/ }));
    const banner = screen.getByRole('banner');
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/profile');
    expect(within(banner).getByRole('button', { name: /Hi, Dana/ })).toBeInTheDocument();
  });

  it('§8.04 clears the message when a later logout succeeds', async () => {
    mockSession.set(true);
    let fail = true;
    mockServer.use(
      http.delete('*/api/v1/users/me/token', () => {
        if (fail) return HttpResponse.json({}, { status: 503 });
        mockSession.set(false);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderRoutes('/profile');
    // The page's banner is rendered anew once the profile has loaded: read the one on the screen.
    await user.click(await screen.findByRole('button', { name: /Hi, Dana/ }));
    const banner = screen.getByRole('banner');
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('Something went wrong - please try again later');
    fail = false;
    await user.click(within(banner).getByRole('button', { name: /Hi, Dana/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument());
    expect(within(screen.getByRole('banner')).queryByRole('alert')).toBeNull();
  });
});
