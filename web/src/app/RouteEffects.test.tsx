import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { mockSession } from '../../../mocks/session';
import { renderRoutes } from '../test/renderRoutes';

function recordEvents() {
  const events: Array<{ type: string; path?: string; properties?: Record<string, unknown> }> = [];
  mockServer.use(
    http.post('*/api/v1/events', async ({ request }) => {
      events.push((await request.json()) as (typeof events)[number]);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return events;
}

describe('on each route change (spec section 2)', () => {
  it('scrolls to the top, sends a page view and pushes the user id', async () => {
    mockSession.set(true);
    const events = recordEvents();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoutes('/');
    await waitFor(() => expect(events.filter((event) => event.type === 'page_view')).toHaveLength(1));
    expect(events.find((event) => event.type === 'user_id')?.properties).toEqual({ userUuid: '6f1c2a8e-3b5d-4c7a-9e21-0d4b8f6a1c01' });
    scrollTo.mockClear();
    await router.navigate('/profile');
    await waitFor(() => expect(events.filter((event) => event.type === 'page_view').map((event) => event.path)).toEqual(['/', '/profile']));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
