/** The REST calls for login and logout, with the spec's error texts (section 8). */
export const LOGIN_ERRORS = {
  badRequest: 'The email or password provided is not valid.',
  unauthorized: 'Login failed. Please check your email and password and try again',
  other: 'Something went wrong - please try again later',
} as const;

export type SessionCallResult = { ok: true } | { ok: false; message: string };

const SUCCESS = new Set([200, 201, 204]);

function messageForStatus(status: number): string {
  if (status === 400) return LOGIN_ERRORS.badRequest;
  if (status === 401) return LOGIN_ERRORS.unauthorized;
  return LOGIN_ERRORS.other;
}

async function call(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<SessionCallResult> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return SUCCESS.has(response.status) ? { ok: true } : { ok: false, message: messageForStatus(response.status) };
  } catch {
    return { ok: false, message: LOGIN_ERRORS.other };
  }
}

export function logIn(credentials: { email: string; password: string }): Promise<SessionCallResult> {
  return call('POST', '/api/v1/users/login', credentials);
}

export function logOut(): Promise<SessionCallResult> {
  return call('DELETE', '/api/v1/users/me/token');
}
