import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '#mocks/node';
import { LOGIN_ERRORS, logIn, logOut } from './sessionClient';

describe('session REST calls (spec sections 7 and 8)', () => {
  it.each([200, 201, 204])('counts HTTP %i as success', async (status) => {
    mockServer.use(http.post('*/api/v1/users/login', () => new HttpResponse(status === 204 ? null : '{}', { status })));
    expect(await logIn({ email: 'a@b.co', password: 'x' })).toEqual({ ok: true });
  });

  it.each([
    [400, LOGIN_ERRORS.badRequest],
    [401, LOGIN_ERRORS.unauthorized],
    [403, LOGIN_ERRORS.other],
    [429, LOGIN_ERRORS.other],
    [500, LOGIN_ERRORS.other],
  ])('maps HTTP %i to its text', async (status, message) => {
    mockServer.use(http.post('*/api/v1/users/login', () => HttpResponse.json({}, { status })));
    expect(await logIn({ email: 'a@b.co', password: 'x' })).toEqual({ ok: false, message });
  });

  it('maps a network failure to the generic text', async () => {
    mockServer.use(http.post('*/api/v1/users/login', () => HttpResponse.error()));
    expect(await logIn({ email: 'a@b.co', password: 'x' })).toEqual({ ok: false, message: 'Something went wrong - please try again later' });
  });

  it('logs out with DELETE /api/v1/users/me/token', async () => {
    let method = '';
    mockServer.use(
      http.delete('*/api/v1/users/me/token', ({ request }) => {
        method = request.method;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await logOut()).toEqual({ ok: true });
    expect(method).toBe('DELETE');
  });
});
