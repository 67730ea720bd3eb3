import { http, HttpResponse } from 'msw';
import { DEMO_PASSWORD, demoUser } from './fixtures';
import { mockSession } from './session';
import { mockAnalytics } from './analytics';

/** The REST endpoints of spec section 7, answering like the real API does. */
export const restHandlers = [
  http.post('*/api/v1/users/login', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null;
    if (!body || typeof body.email !== 'string' || typeof body.password !== 'string' || !body.email || !body.password) {
      return HttpResponse.json({ message: 'The email or password provided is not valid.' }, { status: 400 });
    }
    if (body.email.toLowerCase() !== demoUser.email || body.password !== DEMO_PASSWORD) {
      return HttpResponse.json({ message: 'Login failed. Please check your email and password and try again' }, { status: 401 });
    }
    mockSession.set(true);
    return HttpResponse.json({ uuid: demoUser.uuid });
  }),
  http.delete('*/api/v1/users/me/token', () => {
    mockSession.set(false);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/api/v1/events', async ({ request }) => {
    // Events are counted per browser id, so the privacy page shows what this browser sent.
    const event = (await request.json().catch(() => null)) as { anonymousId?: unknown } | null;
    if (typeof event?.anonymousId === 'string') mockAnalytics.record(event.anonymousId);
    return new HttpResponse(null, { status: 204 });
  }),
];
