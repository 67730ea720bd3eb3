import { LOGIN_PATH, type LoginRefusal } from '#core/account/loginForm';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

/** The REST calls for login and logout, with the spec's error texts (section 8). */
export const LOGIN_ERRORS = {
  badRequest: 'The email or password provided is not valid.',
  unauthorized: 'Login failed. Please check your email and password and try again',
  other: SOMETHING_WENT_WRONG,
} as const;

// The statuses the script's login would have had: 400, 401 and 429 (any other).
const REFUSAL_MESSAGES: Record<LoginRefusal, string> = {
  malformed: LOGIN_ERRORS.badRequest,
  invalid: LOGIN_ERRORS.unauthorized,
  rate_limited: LOGIN_ERRORS.other,
};

/** The text for the reason a login posted by the form itself was refused (core/account/loginForm), as the script would show it. */
export function loginRefusalMessage(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(REFUSAL_MESSAGES, reason) ? REFUSAL_MESSAGES[reason as LoginRefusal] : null;
}

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
  return call('POST', LOGIN_PATH, credentials);
}

export function logOut(): Promise<SessionCallResult> {
  return call('DELETE', '/api/v1/users/me/token');
}
