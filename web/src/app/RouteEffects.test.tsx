import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MeDocument } from '#generated/shell';
import { demoUser } from '#mocks/fixtures';
import { mockServer } from '#mocks/node';
import { mockSession } from '#mocks/session';
import { PRIVACY_COOKIE_NAME } from '../lib/privacyCookie';
import { renderRoutes } from '../test/renderRoutes';

type RecordedEvent = { type: string; path?: string; properties?: Record<string, unknown> };

function recordEvents() {
  const events: RecordedEvent[] = [];
  mockServer.use(
    http.post('*/api/v1/events', async ({ request }) => {
      events.push((await request.json()) as RecordedEvent);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return events;
}

const ofType = (events: RecordedEvent[], type: string) => events.filter((event) => event.type === type);

afterEach(() => {
  Cookies.remove(PRIVACY_COOKIE_NAME, { path: '/' });
});

describe('on each route change (spec section 2)', () => {
  it('scrolls to the top, sends a page view and pushes the user id', async () => {
    mockSession.set(true);
    const events = recordEvents();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = await renderRoutes('/');
    await waitFor(() => expect(ofType(events, 'page_view')).toHaveLength(1));
    expect(events.find((event) => event.type === 'user_id')?.properties).toEqual({ userUuid: demoUser.uuid });
    scrollTo.mockClear();
    await router.navigate('/profile');
    await waitFor(() => expect(ofType(events, 'page_view').map((event) => event.path)).toEqual(['/', '/profile']));
    expect(ofType(events, 'user_id')).toHaveLength(2);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('pushes the user id when only the user changes, without a page view', async () => {
    mockSession.set(true);
    const events = recordEvents();
    const { client } = await renderRoutes('/');
    await waitFor(() => expect(ofType(events, 'page_view')).toHaveLength(1));
    // The session ends while the page stays where it is.
    client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
    await waitFor(() => expect(ofType(events, 'user_id').map((event) => event.properties?.userUuid)).toEqual([demoUser.uuid, null]));
    expect(ofType(events, 'page_view')).toHaveLength(1);
  });
});

describe('identify (spec sections 1, 4 and 7)', () => {
  it('identifies a user whose page loads with a session, once', async () => {
    mockSession.set(true);
    const events = recordEvents();
    const { router } = await renderRoutes('/');
    await waitFor(() => expect(ofType(events, 'identify')).toHaveLength(1));
    expect(ofType(events, 'identify')[0]?.properties).toEqual({ userUuid: demoUser.uuid });
    await router.navigate('/profile');
    await waitFor(() => expect(ofType(events, 'page_view')).toHaveLength(2));
    expect(ofType(events, 'identify')).toHaveLength(1);
  });

  it('does not identify a visitor', async () => {
    const events = recordEvents();
    await renderRoutes('/');
    await waitFor(() => expect(ofType(events, 'page_view')).toHaveLength(1));
    expect(ofType(events, 'identify')).toHaveLength(0);
  });

  it('identifies the user after a login, on the page the login reloads', async () => {
    const events = recordEvents();
    const original = window.location;
    const reloaded = new Promise<void>((resolve) => {
      Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload: () => resolve() } });
    });
    try {
      const user = userEvent.setup();
      const loginPage = await renderRoutes('/login');
      await user.type(await screen.findByLabelText('Email'), 'demo@roofline.test');
      await user.type(screen.getByLabelText('Password'), 'roofline-demo-2026');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await reloaded;
      expect(ofType(events, 'identify')).toHaveLength(0);
      loginPage.unmount();
      await renderRoutes('/');
      await waitFor(() => expect(ofType(events, 'identify').map((event) => event.properties?.userUuid)).toEqual([demoUser.uuid]));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('sends nothing, identify included, when the user has opted out of analytics', async () => {
    Cookies.set(
      PRIVACY_COOKIE_NAME,
      JSON.stringify({
        functionality: true,
        analytics: false,
        marketing: true,
        security: true,
        thirdParty: true,
        bannerLastAcknowledgedAt: new Date().toISOString(),
      }),
      { path: '/' },
    );
    mockSession.set(true);
    const events = recordEvents();
    await renderRoutes('/');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    await screen.findByRole('button', { name: /Hi/ });
    // Give the effects a chance to send anything they would send.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
  });
});
